import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session-query';
import { jsonResponse, signedIn, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';

describe('a 401 from the API', () => {
  it('clears client state and goes to / without asking the server again', async () => {
    const { calls } = stubApi({
      'GET /api/me': signedIn,
      'GET /api/library': () =>
        jsonResponse(401, { error: { code: 'unauthorized', message: 'Session expired' } }),
    });
    const app = renderApp('/library');
    await screen.findByRole('heading', { name: 'Library' });
    app.queryClient.setQueryData(['trending'], ['cached for the previous user']);

    const failedCall = app.queryClient.fetchQuery({
      queryKey: ['library'],
      queryFn: () => apiRequest('/api/library'),
    });

    await expect(failedCall).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(await screen.findByRole('heading', { name: 'Bite-Sized Knowledge' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/');
    expect(app.queryClient.getQueryData(['trending'])).toBeUndefined();
    expect(app.queryClient.getQueryData(sessionQueryKey)).toBeNull();
    // The landing page knows the visitor is signed out without probing the session again.
    expect(calls.filter((call) => call.path === '/api/me')).toHaveLength(1);
  });

  it('from the session probe just means "signed out": the visitor stays on the landing page', async () => {
    const { calls } = stubApi({
      'GET /api/me': () => jsonResponse(401, { error: { code: 'unauthorized', message: 'Not signed in' } }),
    });
    const app = renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Bite-Sized Knowledge' })).toBeInTheDocument();
    await waitFor(() => expect(app.queryClient.getQueryData(sessionQueryKey)).toBeNull());
    expect(calls).toHaveLength(1);
    expect(app.currentPath()).toBe('/');
  });
});
