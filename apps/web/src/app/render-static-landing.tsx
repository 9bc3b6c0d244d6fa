import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { LandingPage } from '@/features/auth/landing-page';

/**
 * The landing page as HTML, rendered at build time (apps/web/build-static-landing.ts) from the same
 * component the app shows at `/`: the server sends it to visitors, with one small script and no React.
 */
export function renderStaticLanding(): string {
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/']}>
        <LandingPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
