import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, signedIn, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';

const selector = () => screen.getByRole('combobox', { name: 'Listen Mode Preference' });
const toasts = () =>
  screen
    .getAllByRole('status')
    .map((region) => region.textContent ?? '')
    .join('\n');

function openProfile(mode: 'brief' | 'detailed' | null, extra: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /api/me': signedIn,
    'GET /api/listen-preferences': () => jsonResponse(200, { mode }),
    'POST /api/listen-preferences': (init) => jsonResponse(200, JSON.parse(String(init?.body))),
    ...extra,
  });
  return { ...api, app: renderApp('/profile') };
}

describe('listen mode preference on the profile', () => {
  it('shows "Not set (defaults to Brief)" before the listener chooses', async () => {
    openProfile(null);

    await vi.waitFor(() => expect(selector()).toBeEnabled());
    expect(selector()).toHaveDisplayValue('Not set (defaults to Brief)');
    expect(screen.getByRole('option', { name: 'Not set (defaults to Brief)' })).toBeDisabled();
  });

  it('shows the stored mode', async () => {
    openProfile('detailed');

    await vi.waitFor(() => expect(selector()).toHaveDisplayValue('Detailed'));
    expect(screen.queryByRole('option', { name: 'Not set (defaults to Brief)' })).not.toBeInTheDocument();
  });

  it('changes at once, saves, and says "Listen mode updated!"', async () => {
    const { calls, app } = openProfile('brief');
    await vi.waitFor(() => expect(selector()).toHaveDisplayValue('Brief'));

    await app.user.selectOptions(selector(), 'detailed');

    expect(selector()).toHaveDisplayValue('Detailed');
    await vi.waitFor(() => expect(toasts()).toContain('Listen mode updated!'));
    const saved = calls.filter((call) => call.method === 'POST' && call.path === '/api/listen-preferences');
    expect(saved.map((call) => call.init?.body)).toEqual(['{"mode":"detailed"}']);
  });

  it('goes back to the previous mode and says "Failed to update listen mode" when saving fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer!: (response: Response) => void;
    const { calls, app } = openProfile('brief', {
      'POST /api/listen-preferences': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    await vi.waitFor(() => expect(selector()).toHaveDisplayValue('Brief'));

    await app.user.selectOptions(selector(), 'detailed');
    // Optimistic: the choice shows while the server is asked.
    expect(selector()).toHaveDisplayValue('Detailed');
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    // A server error is retried like every request (1 s, 2 s, 3 s) before the change is put back.
    const failure = () => jsonResponse(500, { error: { code: 'internal', message: 'Database unavailable' } });
    act(() => answer(failure()));
    for (const wait of [1_000, 2_000, 3_000]) {
      await act(() => vi.advanceTimersByTimeAsync(wait));
      act(() => answer(failure()));
    }

    await vi.waitFor(() => expect(selector()).toHaveDisplayValue('Brief'));
    expect(toasts()).toContain('Failed to update listen mode');
    expect(toasts()).not.toContain('Listen mode updated!');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(4);
  });

  it('falls back to Brief and says "Failed to load listen mode preference" when it cannot be read', async () => {
    openProfile(null, {
      'GET /api/listen-preferences': () => jsonResponse(403, { error: { code: 'forbidden', message: 'No' } }),
    });

    await vi.waitFor(() => expect(toasts()).toContain('Failed to load listen mode preference'));
    expect(selector()).toHaveDisplayValue('Brief');
    expect(selector()).toBeEnabled();
  });
});
