import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isInAppLink, MomentLink } from './moment-link';

function renderMoment(link: string, timestamp: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/summary/:videoId',
        element: <MomentLink link={link} timestamp={timestamp} className="pill" />,
      },
      { path: '/episode/:videoId', element: <p>Episode player</p> },
    ],
    { initialEntries: ['/summary/pod-e1b2c3d4'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('MomentLink', () => {
  it('opens a podcast’s moment in PodBite’s own episode player, in the same tab', () => {
    renderMoment('/episode/pod-e1b2c3d4#t=180', '3:00');

    const link = screen.getByRole('link', { name: 'Listen from 3:00' });
    expect(link).toHaveAttribute('href', '/episode/pod-e1b2c3d4#t=180');
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
    expect(link).toHaveTextContent('3:00');
    expect(link).toHaveClass('pill');
  });

  it('follows an in-app moment inside the app', async () => {
    const router = renderMoment('/episode/pod-e1b2c3d4#t=180', '3:00');

    screen.getByRole('link', { name: 'Listen from 3:00' }).click();

    expect(await screen.findByText('Episode player')).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/episode/pod-e1b2c3d4', hash: '#t=180' });
  });

  it('opens a video’s moment on YouTube in a new tab, without handing it this page', () => {
    renderMoment('https://www.youtube.com/watch?v=aOm8MD2L-lp&t=407s', '6:47');

    const link = screen.getByRole('link', { name: 'Watch from 6:47 (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=aOm8MD2L-lp&t=407s');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('counts only paths of PodBite as in-app, not another site’s protocol-relative address', () => {
    expect(isInAppLink('/episode/pod-e1b2c3d4#t=75')).toBe(true);
    expect(isInAppLink('//evil.example/episode')).toBe(false);
    expect(isInAppLink('https://www.youtube.com/watch?v=aOm8MD2L-lp&t=75s')).toBe(false);
  });
});
