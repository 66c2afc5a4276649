import type { RequestHandler } from 'msw';

/**
 * What `mocks/handlers` (every MSW handler, for a story's `parameters.msw`) is in the app build (see inertMsw in
 * vite.config.ts): /app talks to the real server and installs no handler, so the handlers and the mock data
 * they answer from stay out of its pages. Plays that drive a mock (e.g. pushMockCommit) import it from its own
 * module, which is kept.
 */
export const handlers: RequestHandler[] = [];
