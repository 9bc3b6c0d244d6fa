import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '@/app/app-providers';
import { appRoutes } from '@/app/router';
import { createAppQueryClient } from '@/lib/query-client';

interface RenderAppOptions {
  /** Navigation state of the first entry (the link form hands /loading its link this way). */
  state?: unknown;
}

/** Renders the real app (routes, guards, providers, query client) at `path`, in memory. */
export function renderApp(path: string, { state }: RenderAppOptions = {}) {
  const queryClient = createAppQueryClient();
  const router = createMemoryRouter(appRoutes, {
    initialEntries: [{ pathname: pathOf(path), search: searchOf(path), state }],
  });
  const externalNavigate = vi.fn<(url: string) => void>();
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient} externalNavigate={externalNavigate}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return {
    ...view,
    router,
    queryClient,
    externalNavigate,
    user,
    currentPath: () => router.state.location.pathname,
  };
}

function pathOf(path: string): string {
  return path.split('?')[0] ?? path;
}

function searchOf(path: string): string {
  const index = path.indexOf('?');
  return index === -1 ? '' : path.slice(index);
}
