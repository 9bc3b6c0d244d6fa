import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, signedIn, stubApi } from '@/test/api-stub';
import { renderApp } from '@/test/render-app';

const FEED = 'https://podbite.example/feeds/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG.xml';
const RENEWED = 'https://podbite.example/feeds/ZYXWVUTSRQPONMLKJIHGFEDCBA9876543210abcdefg.xml';

describe('Subscribe in your podcast app', () => {
  it('makes the address on first use and shows it with a QR code; renews and turns it off', async () => {
    let posts = 0;
    const { calls } = stubApi({
      'GET /api/me': signedIn,
      'GET /api/listen-preferences': () => jsonResponse(200, { mode: null }),
      'GET /api/pod-feed': () => jsonResponse(200, { url: null }),
      'POST /api/pod-feed': () => jsonResponse(200, { url: (posts += 1) === 1 ? FEED : RENEWED }),
      'DELETE /api/pod-feed': () => new Response(null, { status: 204 }),
    });
    const app = renderApp('/profile');
    await app.user.click(await screen.findByRole('button', { name: 'Subscribe in your podcast app' }));

    const dialog = await screen.findByRole('dialog', { name: 'Subscribe in your podcast app' });
    expect(await within(dialog).findByLabelText('Feed address')).toHaveValue(FEED);
    // The QR code's generator loads with the first address shown.
    expect(
      (await within(dialog).findByRole('img', { name: 'QR code of your feed address' })).getAttribute('src'),
    ).toMatch(/^data:image\/gif;base64,/);

    await app.user.click(within(dialog).getByRole('button', { name: 'New address' }));
    expect(await within(dialog).findByDisplayValue(RENEWED)).toBeInTheDocument();

    await app.user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('Your feed is turned off.')).toBeInTheDocument();
    expect(
      calls.filter((call) => call.path === '/api/pod-feed').map((call) => call.init?.method ?? 'GET'),
    ).toEqual(['GET', 'POST', 'POST', 'DELETE']);
  });
});
