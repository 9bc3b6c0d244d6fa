import { signInErrorMessages, signInMessages } from '@podbite/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, signedOut, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';
import { podcastCovers } from './podcast-covers';
import { SIGN_IN_URL, SIGNING_IN_MESSAGE } from './use-sign-in';

async function openLanding(path = '/') {
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Bite-Sized Knowledge' });
  return app;
}

const statusArea = () => screen.getByRole('status');
const errorArea = () => screen.getByRole('alert');

describe('landing page', () => {
  it('shows the logo, slogan, subtitle, both sign-in buttons and empty message areas', async () => {
    stubApi({ 'GET /api/me': signedOut });
    await openLanding();

    expect(screen.getByRole('main')).toHaveTextContent('PodBite');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bite-Sized Knowledge');
    expect(
      screen.getByText('Discover concise, actionable insights from your favorite podcasts and videos.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
    expect(statusArea()).toBeEmptyDOMElement();
    expect(errorArea()).toBeEmptyDOMElement();
  });

  it('shows 16 different thumbnails out of the 21 podcast covers', async () => {
    stubApi({ 'GET /api/me': signedOut });
    await openLanding();

    const shown = within(screen.getByRole('region', { name: 'Podcasts on PodBite' })).getAllByRole('img');
    const sources = shown.map((image) => image.getAttribute('src'));
    expect(podcastCovers).toHaveLength(21);
    expect(shown).toHaveLength(16);
    expect(new Set(sources).size).toBe(16);
    const known = new Set(podcastCovers.map((cover) => cover.src));
    for (const source of sources) expect(known.has(source ?? '')).toBe(true);
  });

  it('hides a thumbnail whose image fails to load', async () => {
    stubApi({ 'GET /api/me': signedOut });
    await openLanding();
    const [broken, intact] = within(screen.getByRole('region', { name: 'Podcasts on PodBite' })).getAllByRole(
      'img',
    );

    fireEvent.error(broken!);

    expect(broken).not.toBeVisible();
    expect(intact).toBeVisible();
  });

  it.each(['Sign in with Google', 'Get Started'])(
    '"%s" starts sign-in through the server',
    async (button) => {
      stubApi({ 'GET /api/me': signedOut });
      const app = await openLanding();

      await app.user.click(screen.getByRole('button', { name: button }));

      expect(app.externalNavigate).toHaveBeenCalledExactlyOnceWith(SIGN_IN_URL);
      expect(statusArea()).toHaveTextContent(SIGNING_IN_MESSAGE);
      expect(errorArea()).toBeEmptyDOMElement();
    },
  );

  it('throttles sign-in to one click per 2 s, with the specification message', async () => {
    stubApi({ 'GET /api/me': signedOut });
    const app = await openLanding();
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });

    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    act(() => vi.advanceTimersByTime(1_999));
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));

    expect(app.externalNavigate).toHaveBeenCalledTimes(1);
    expect(errorArea()).toHaveTextContent(signInMessages.throttled);

    act(() => vi.advanceTimersByTime(1));
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));

    expect(app.externalNavigate).toHaveBeenCalledTimes(2);
    expect(errorArea()).toBeEmptyDOMElement();
  });

  it('says the sign-in service is unavailable when the provider does not answer within 10 s', async () => {
    stubApi({ 'GET /api/me': signedOut });
    await openLanding();
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });

    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    act(() => vi.advanceTimersByTime(9_999));
    expect(errorArea()).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(1));

    expect(errorArea()).toHaveTextContent(signInMessages.serviceUnavailable);
    expect(statusArea()).toBeEmptyDOMElement();
  });

  it.each(Object.entries(signInErrorMessages))(
    'shows the message for ?signin_error=%s',
    async (code, message) => {
      stubApi({ 'GET /api/me': signedOut });
      const app = await openLanding(`/?signin_error=${code}`);

      expect(errorArea()).toHaveTextContent(message);
      // Dropped from the address so a reload does not repeat an old failure.
      expect(app.router.state.location.search).toBe('');
    },
  );

  it('shows the general sign-in message for an unknown ?signin_error code', async () => {
    stubApi({ 'GET /api/me': signedOut });
    await openLanding('/?signin_error=something-new');

    expect(errorArea()).toHaveTextContent(signInMessages.other);
  });

  it('clears an earlier sign-in error once the user tries again', async () => {
    stubApi({ 'GET /api/me': signedOut });
    const app = await openLanding('/?signin_error=failed');

    await app.user.click(screen.getByRole('button', { name: 'Get Started' }));

    expect(errorArea()).toBeEmptyDOMElement();
    expect(statusArea()).toHaveTextContent(SIGNING_IN_MESSAGE);
  });

  it('says the sign-in service is unavailable when the session probe fails', async () => {
    stubApi({ 'GET /api/me': () => jsonResponse(200, 'not a session') });
    await openLanding();

    expect(errorArea()).toHaveTextContent(signInMessages.serviceUnavailable);
  });
});
