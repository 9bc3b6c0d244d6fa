import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedIn, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { generationMessages } from './loading-page';

describe('loading page', () => {
  it('returns to / (and so /home) when no link came with the navigation', async () => {
    stubApi({ 'GET /api/me': signedIn });
    const app = renderApp('/loading');

    expect(await screen.findByRole('heading', { name: 'Get Your Bites' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/home');
  });

  it('shows a pulsing logo, then the waiting messages at 10 s and 11 s', async () => {
    // Fake clocks that still run, so the app can load; the test then jumps ahead.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({ 'GET /api/me': signedIn });
    renderApp('/loading', { state: { link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } });

    const progress = await screen.findByRole('region', { name: 'Generating summary' });
    expect(progress).toContainElement(screen.getByRole('img', { name: 'PodBite' }));
    expect(screen.queryByText(generationMessages.first)).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText(generationMessages.first)).toBeInTheDocument();
    expect(screen.queryByText(generationMessages.second)).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText(generationMessages.second)).toBeInTheDocument();
  });
});
