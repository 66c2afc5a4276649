import type { RequestHandler } from 'msw';
import { authHandlers } from './auth';
import { environmentHandlers } from './environment';

/** Every MSW handler, answering the contract of src/api from mocks/data. */
export const handlers: RequestHandler[] = [...authHandlers, ...environmentHandlers];
