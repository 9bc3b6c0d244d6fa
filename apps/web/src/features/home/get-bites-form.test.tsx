import { generationMessages } from '@podbite/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedIn, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';

async function openHome() {
  // The loading page asks the server once it opens; these tests stop at the navigation.
  const api = stubApi({ 'GET /api/me': signedIn, 'POST /api/generate-summary': new Promise(() => {}) });
  const app = renderApp('/home');
  await screen.findByRole('heading', { level: 1, name: 'Get Your Bites' });
  return { ...api, app };
}

const linkInput = () => screen.getByRole('textbox', { name: 'YouTube link' });
const submitButton = () => screen.getByRole('button', { name: 'Get Bites' });

describe('Get Your Bites form', () => {
  it('offers a labelled link field and a submit button under the heading', async () => {
    await openHome();

    expect(linkInput()).toHaveAttribute('inputmode', 'url');
    expect(submitButton()).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it.each([
    ['https://vimeo.com/123', generationMessages.invalidLinkPrefix],
    ['http://www.youtube.com/watch?v=aOm8MD2L-lp', generationMessages.invalidLinkPrefix],
    ['www.youtube.com/watch?v=aOm8MD2L-lp', generationMessages.invalidLinkPrefix],
    ['https://www.youtube.com/watch?list=x', generationMessages.missingVideoParameter],
    ['https://youtu.be/short', generationMessages.missingVideoParameter],
  ])('refuses %s with "%s" and stays on Home', async (link, message) => {
    const { app, calls } = await openHome();

    await app.user.type(linkInput(), link);
    await app.user.click(submitButton());

    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(linkInput()).toHaveAttribute('aria-invalid', 'true');
    expect(linkInput()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(app.currentPath()).toBe('/home');
    expect(calls.map((call) => call.path)).not.toContain('/api/generate-summary');
  });

  it('asks for a link when the field is empty', async () => {
    const { app } = await openHome();

    await app.user.click(submitButton());

    expect(screen.getByRole('alert')).toHaveTextContent(generationMessages.invalidLinkPrefix);
  });

  it('clears the message as soon as the link is edited', async () => {
    const { app } = await openHome();
    await app.user.type(linkInput(), 'https://vimeo.com/123');
    await app.user.click(submitButton());

    await app.user.type(linkInput(), '4');

    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(linkInput()).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    'https://www.youtube.com/watch?v=aOm8MD2L-lp',
    'https://youtu.be/aOm8MD2L-lp?si=share',
    '  https://youtube.com/watch?v=aOm8MD2L-lp&t=42s  ',
  ])('sends %j to /loading with the link in navigation state', async (link) => {
    const { app } = await openHome();

    await app.user.type(linkInput(), link);
    await app.user.keyboard('{Enter}');

    expect(await screen.findByRole('progressbar', { name: 'Generation progress' })).toBeInTheDocument();
    expect(app.currentPath()).toBe('/loading');
    expect(app.router.state.location.state).toEqual({ link: link.trim() });
  });
});
