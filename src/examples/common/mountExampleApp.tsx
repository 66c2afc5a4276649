import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { reportClientError } from '../../api';
import { configureExceptionHandler } from '@toolbox/kit/exception';
import '@toolbox/kit/theme';
import { TooltipProvider } from '@toolbox/kit/tooltip';

/** Starts an example app's page: the kit's exception reporting and tooltips, and the app in #root. */
export function mountExampleApp(app: ReactNode): void {
  configureExceptionHandler({ report: reportClientError });
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  createRoot(root).render(
    <StrictMode>
      <TooltipProvider>{app}</TooltipProvider>
    </StrictMode>,
  );
}
