import type * as StorybookTest from 'storybook/test';

/**
 * What the /app build gives the stories in place of `storybook/test` (see vite.config.ts). The stories import
 * expect, within, userEvent, ... at their top, but use them only inside their play functions, which the shell
 * runs only when Run test is pressed. So the app ships these forwarders, and the real library (testing-library,
 * user-event, the expect matchers) is loaded on that press (loadTestLibrary) and not with the page.
 */
type TestLibrary = typeof StorybookTest;

let library: TestLibrary | null = null;
/** configure() calls made before the library came (Storybook's React renderer makes one). */
const pendingConfig: Parameters<TestLibrary['configure']>[0][] = [];

/** Hands the loaded library to the forwarders. */
export function provideTestLibrary(loaded: TestLibrary): void {
  library = loaded;
  for (const config of pendingConfig.splice(0)) loaded.configure(config);
}

function loaded(): TestLibrary {
  if (!library) {
    throw new Error('storybook/test is loaded by the Run test button: a play function ran before it was.');
  }
  return library;
}

/** A stand-in for one export: calls and property reads go to the loaded library's export of that name. */
function forward<K extends keyof TestLibrary>(name: K): TestLibrary[K] {
  const target = () => loaded()[name] as object;
  // A function target, so the stand-in can be called (expect(x), within(el)) as well as read (screen.getByText).
  const standIn = new Proxy(function standIn() {}, {
    apply: (_fn, thisArg, args: unknown[]) =>
      Reflect.apply(target() as (...a: unknown[]) => unknown, thisArg, args),
    // Read as is, not bound: `standIn.method()` calls it with the stand-in as `this`, which reads on through
    // to the real export; binding would touch properties (length, name) that chai's proxies refuse.
    get: (_fn, prop) => Reflect.get(target(), prop),
    has: (_fn, prop) => Reflect.has(target(), prop),
  });
  return standIn as unknown as TestLibrary[K];
}

export const configure: TestLibrary['configure'] = (config) => {
  if (library) library.configure(config);
  else pendingConfig.push(config);
};
export const expect = forward('expect');
export const fn = forward('fn');
export const spyOn = forward('spyOn');
export const fireEvent = forward('fireEvent');
export const screen = forward('screen');
export const userEvent = forward('userEvent');
export const waitFor = forward('waitFor');
export const waitForElementToBeRemoved = forward('waitForElementToBeRemoved');
export const within = forward('within');
// Imported by Storybook's own preview code (its loaders and the React renderer), run only inside a story run.
export const clearAllMocks = forward('clearAllMocks');
export const isMockFunction = forward('isMockFunction');
export const onMockCall = forward('onMockCall');
export const resetAllMocks = forward('resetAllMocks');
export const restoreAllMocks = forward('restoreAllMocks');
export const uninstrumentedUserEvent = forward('uninstrumentedUserEvent');
