import '../api/zodInBrowser';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { reportClientError } from '../api';
import { configureExceptionHandler } from '@toolbox/kit/exception';
import '@toolbox/kit/theme';
import { TooltipProvider } from '@toolbox/kit/tooltip';
import './shell.css';
import { checkSessionEarly } from './appModel';
import { demoAtPath } from './catalog/catalog';
import { loadStoryMeta } from './catalog/storyFiles';
import { prefetchOnLoad } from './demo/useDemoModule';
import { router } from './router';

// The kit knows no server: the app tells it where exceptions are reported.
configureExceptionHandler({ report: reportClientError });

// The session check first (the login page makes none). The demo of the address loads once its view has painted
// its header (DemoView), and its first data is asked for as soon as its code has come, once the session is known
// to be signed in.
const firstDemo = demoAtPath(window.location.pathname);
if (!/^\/app\/login\/?$/.test(window.location.pathname)) {
  checkSessionEarly(() => {
    if (firstDemo) prefetchOnLoad(firstDemo.storyTitle, window.location.search);
  });
}
// Its title and description (a few hundred bytes), beside the session check: its view shows them first.
if (firstDemo) loadStoryMeta(firstDemo.storyTitle).catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    {/* One timing for every tooltip: after the first, the next along a toolbar shows at once. */}
    <TooltipProvider>
      <RouterProvider router={router} />
    </TooltipProvider>
  </StrictMode>,
);
