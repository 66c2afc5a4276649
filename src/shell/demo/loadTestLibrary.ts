import { provideTestLibrary } from './storybookTestShim';

/** Waits of findBy* and waitFor in a play run in /app: the real server and a busy machine are slower than MSW. */
export const APP_ASYNC_TIMEOUT_MS = 10_000;

/**
 * Loads the real storybook/test (a chunk of its own, fetched on the first Run test) and hands it to the
 * stand-ins the stories were built with. This module is the one place the app imports the real library.
 */
export async function loadTestLibrary(): Promise<void> {
  const library = await import('storybook/test');
  provideTestLibrary(library);
  library.configure({ asyncUtilTimeout: APP_ASYNC_TIMEOUT_MS });
}
