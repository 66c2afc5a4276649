import '../api/zodInBrowser';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { reportClientError } from '../api';
import { configureExceptionHandler } from '../kit/exception';
import '../kit/theme';
import { TooltipProvider } from '../kit/tooltip';
import './shell.css';
import { checkSessionEarly } from './appModel';
import { demoAtPath } from './catalog/catalog';
import { openDemo, preloadDemo } from './demo/useDemoModule';
import { router } from './router';

// The kit knows no server: the app tells it where exceptions are reported.
configureExceptionHandler({ report: reportClientError });

// The session check first (the login page makes none), then the demo of the address starts loading beside it,
// and its first data once the session is known to be signed in.
const firstDemo = demoAtPath(window.location.pathname);
if (!/^\/app\/login\/?$/.test(window.location.pathname)) {
  checkSessionEarly(() => {
    if (firstDemo) openDemo(firstDemo.storyTitle, window.location.search);
  });
}
if (firstDemo) preloadDemo(firstDemo.storyTitle);

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
