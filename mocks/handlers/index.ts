import type { RequestHandler } from 'msw';
import { authHandlers } from './auth';
import { clientErrorHandlers } from './clientError';
import { environmentHandlers } from './environment';
import { contactHandlers } from './contacts';
import { customerHandlers } from './customer';
import { portfolioHandlers } from './portfolio';
import { portfolioAppHandlers } from './portfolioApp';
import { todoHandlers } from './todo';
import { tradeHandlers } from './trade';

/** Every MSW handler, answering the contract of src/api from mocks/data. */
export const handlers: RequestHandler[] = [
  ...authHandlers,
  ...environmentHandlers,
  ...clientErrorHandlers,
  ...tradeHandlers,
  ...customerHandlers,
  ...portfolioHandlers,
  ...portfolioAppHandlers,
  ...todoHandlers,
  ...contactHandlers,
];
