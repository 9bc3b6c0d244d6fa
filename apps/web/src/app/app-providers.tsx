import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ExternalNavigationProvider, type ExternalNavigate } from '@/lib/external-navigation';

interface AppProvidersProps {
  queryClient: QueryClient;
  /** Only tests replace this; the browser default leaves the app with a full page load. */
  externalNavigate?: ExternalNavigate;
  children: ReactNode;
}

export function AppProviders({ queryClient, externalNavigate, children }: AppProvidersProps) {
  const app = <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return externalNavigate ? (
    <ExternalNavigationProvider navigate={externalNavigate}>{app}</ExternalNavigationProvider>
  ) : (
    app
  );
}
