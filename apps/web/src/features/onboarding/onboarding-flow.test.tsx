import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, signedIn, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';

const status = (terms: boolean, categories: string[], complete: boolean) => () =>
  jsonResponse(200, {
    terms_accepted: terms,
    onboarding_complete: complete,
    favorite_categories: categories,
  });
const categories = () => jsonResponse(200, { categories: ['Entertainment', 'Education', 'Comedy'] });
const notLinked = () =>
  jsonResponse(403, { error: { code: 'forbidden', message: 'No YouTube account linked.' } });

describe('the onboarding guard (spec §4)', () => {
  it.each([
    ['terms not accepted', status(false, [], false), '/onboarding/terms'],
    ['no favourite categories', status(true, [], false), '/onboarding/categories'],
    ['categories but not complete', status(true, ['Comedy'], false), '/onboarding/youtube'],
  ])('sends a listener with %s from /home to its step', async (_label, answer, step) => {
    stubApi({
      'GET /api/me': signedIn,
      'GET /api/onboarding-status': answer,
      'GET /api/categories': categories,
      'GET /api/youtube-account': notLinked,
    });
    const app = renderApp('/home');
    await waitFor(() => expect(app.currentPath()).toBe(step));
  });

  it('lets a listener who finished onboarding onto Home and the other pages', async () => {
    stubApi({ 'GET /api/me': signedIn, 'GET /api/onboarding-status': status(true, ['Comedy'], true) });
    renderApp('/home');
    expect(await screen.findByRole('heading', { name: 'Get Your Bites' })).toBeInTheDocument();
  });

  it('treats a failed status call as terms not accepted', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({
      'GET /api/me': signedIn,
      'GET /api/onboarding-status': () =>
        jsonResponse(404, { error: { code: 'not-found', message: 'gone' } }),
    });
    const app = renderApp('/library');
    await waitFor(() => expect(app.currentPath()).toBe('/onboarding/terms'));
  });
});

describe('onboarding screens', () => {
  it('terms: Continue stays disabled until the box is ticked, then accepts and moves on', async () => {
    const { calls } = stubApi({
      'GET /api/me': signedIn,
      'GET /api/onboarding-status': status(false, [], false),
      'POST /api/accept-terms': () => jsonResponse(200, { terms_accepted: true }),
      'GET /api/categories': categories,
    });
    const app = renderApp('/onboarding/terms');
    const continueButton = await screen.findByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    await app.user.click(screen.getByLabelText('I agree to the Terms of Service and Privacy Policy'));
    expect(continueButton).toBeEnabled();
    await app.user.click(continueButton);
    await waitFor(() => expect(app.currentPath()).toBe('/onboarding/categories'));
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/accept-terms')).toBe(true);
  });

  it('terms: skips to the categories when the terms were already accepted', async () => {
    stubApi({
      'GET /api/me': signedIn,
      'GET /api/onboarding-status': status(true, [], false),
      'GET /api/categories': categories,
    });
    const app = renderApp('/onboarding/terms');
    await waitFor(() => expect(app.currentPath()).toBe('/onboarding/categories'));
  });

  it('terms: says so when accepting fails', async () => {
    stubApi({
      'GET /api/me': signedIn,
      'GET /api/onboarding-status': status(false, [], false),
      'POST /api/accept-terms': () => jsonResponse(409, { error: { code: 'conflict', message: 'no' } }),
    });
    const app = renderApp('/onboarding/terms');
    await app.user.click(await screen.findByLabelText('I agree to the Terms of Service and Privacy Policy'));
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Failed to accept terms. Please try again.')).toBeInTheDocument();
  });

  it('categories: Continue needs one category; the choice is sent', async () => {
    const { calls } = stubApi({
      'GET /api/me': signedIn,
      'GET /api/onboarding-status': status(true, [], false),
      'GET /api/categories': categories,
      'POST /api/select-categories': () => jsonResponse(200, { favorite_categories: ['Comedy'] }),
      'GET /api/youtube-account': notLinked,
    });
    const app = renderApp('/onboarding/categories');
    const comedy = await screen.findByRole('button', { name: 'Comedy' });
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await app.user.click(comedy);
    expect(comedy).toHaveAttribute('aria-pressed', 'true');
    await app.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(app.currentPath()).toBe('/onboarding/youtube'));
    const sent = calls.find((call) => call.path === '/api/select-categories');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ categories: ['Comedy'] });
  });

  it('youtube: shows the failure flag, and the link button leaves for the consent step', async () => {
    stubApi({
      'GET /api/me': signedIn,
      'GET /api/onboarding-status': status(true, ['Comedy'], false),
      'GET /api/youtube-account': notLinked,
      'GET /api/youtube-auth-url?returnTo=onboarding': () =>
        jsonResponse(200, { authUrl: 'https://accounts.example/auth' }),
    });
    const app = renderApp('/onboarding/youtube?youtube_error=failed');
    expect(await screen.findByText('Failed to link YouTube account. Please try again.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Link YouTube Account' }));
    await waitFor(() => expect(app.externalNavigate).toHaveBeenCalledWith('https://accounts.example/auth'));
  });

  it('youtube: a linked account without a channel gets the channel prompt, with a channel Continue', async () => {
    stubApi({
      'GET /api/me': signedIn,
      'GET /api/onboarding-status': status(true, ['Comedy'], false),
      'GET /api/youtube-account': () =>
        jsonResponse(400, {
          error: { code: 'invalid-request', message: 'No YouTube channel associated with this account' },
        }),
    });
    renderApp('/onboarding/youtube?youtube_linked=true');
    expect(await screen.findByText('YouTube account linked successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Create Channel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('congrats: a 401 on completing counts as done, and Start Learning reaches Home', async () => {
    stubApi({
      'GET /api/me': signedIn,
      'GET /api/onboarding-status': status(true, ['Comedy'], false),
      'POST /api/complete-onboarding': () =>
        jsonResponse(401, { error: { code: 'unauthorized', message: 'x' } }),
      'GET /api/youtube-account': notLinked,
    });
    const app = renderApp('/onboarding/congrats');
    expect(await screen.findByRole('heading', { name: 'All Done!' })).toBeInTheDocument();
    expect(screen.getByText('Congratulations on joining PodBite!')).toBeInTheDocument();
    const start = screen.getByRole('button', { name: 'Start Learning' });
    await waitFor(() => expect(start).toBeEnabled());
    await app.user.click(start);
    await waitFor(() => expect(app.currentPath()).toBe('/home'));
    expect(await screen.findByRole('heading', { name: 'Get Your Bites' })).toBeInTheDocument();
  });
});
