import type { RequestHandler } from 'msw';

/** Every MSW handler, answering the contract of src/api from mocks/data. */
export const handlers: RequestHandler[] = [];
