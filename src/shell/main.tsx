import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { reportClientError } from '../api';
import { configureExceptionHandler } from '../kit/exception';
import '../kit/theme';
import './shell.css';
import { router } from './router';

// The kit knows no server: the app tells it where exceptions are reported.
configureExceptionHandler({ report: reportClientError });

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
