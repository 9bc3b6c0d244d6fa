import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createAppQueryClient } from '@/lib/query-client';
import '../index.css';
import { AppErrorBoundary } from './app-error-boundary';
import { AppProviders } from './app-providers';
import { appRoutes } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

const queryClient = createAppQueryClient();
const router = createBrowserRouter(appRoutes);

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  </StrictMode>,
);
