import type { RequestHandler } from 'msw';
import { authHandlers } from './auth';
import { clientErrorHandlers } from './clientError';
import { companyRestHandlers } from './companyRest';
import { environmentHandlers } from './environment';
import { contactHandlers } from './contacts';
import { customerHandlers } from './customer';
import { emailMobileLinkHandlers } from './emailMobileLink';
import { feedbackHandlers } from './feedback';
import { githubHandlers } from './github';
import { portfolioHandlers } from './portfolio';
import { roadmapHandlers } from './roadmap';
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
  ...githubHandlers,
  ...roadmapHandlers,
  ...feedbackHandlers,
  ...emailMobileLinkHandlers,
  ...companyRestHandlers,
  ...portfolioAppHandlers,
  ...todoHandlers,
  ...contactHandlers,
];
