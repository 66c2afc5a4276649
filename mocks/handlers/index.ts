import type { RequestHandler } from 'msw';
import { authHandlers } from './auth';
import { clientErrorHandlers } from './clientError';
import { companyRestHandlers } from './companyRest';
import { environmentHandlers } from './environment';
import { contactHandlers } from './contacts';
import { customerHandlers } from './customer';
import { emailMobileLinkHandlers } from './emailMobileLink';
import { feedbackHandlers } from './feedback';
import { fileHandlers } from './files';
import { githubHandlers } from './github';
import { newsHandlers } from './news';
import { portfolioHandlers } from './portfolio';
import { roadmapHandlers } from './roadmap';
import { portfolioAppHandlers } from './portfolioApp';
import { recallHandlers } from './recalls';
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
  ...recallHandlers,
  ...newsHandlers,
  ...fileHandlers,
];
