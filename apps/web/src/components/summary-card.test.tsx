import type { CatalogItem } from '@podbite/contract';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NARROW_CARD_QUERY, SummaryCard, SummaryCardGrid } from './summary-card';

const item: CatalogItem = {
  video_id: 'aOm8MD2L-lp',
  sum_read_time: 150,
  creator_id: 'UC1',
  creator: 'The Lab Notebook',
  title: 'Why You Wake Up Tired',
  thumbnail_link: 'https://i.ytimg.com/vi/aOm8MD2L-lp/hqdefault.jpg',
  channel_thumbnail: null,
  category: 'Education',
  time_saved: 480,
  view_count: 10,
  created_at: '2026-11-20T10:00:00.000Z',
};

function renderCards(...items: unknown[]) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <SummaryCardGrid label="Cards">
          {items.map((card, index) => (
            <SummaryCard key={index} item={card} />
          ))}
        </SummaryCardGrid>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

/** jsdom has no layout: the card asks matchMedia whether the screen is under 400 px. */
function screenWidthUnder400(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === NARROW_CARD_QUERY ? narrow : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('summary card', () => {
  it('shows thumbnail, title, creator and reading time, linking to the pod', () => {
    const { container } = renderCards(item);
    const link = screen.getByRole('link', { name: 'Why You Wake Up Tired' });
    expect(link).toHaveAttribute('href', '/summary/aOm8MD2L-lp');
    expect(screen.getByText('By The Lab Notebook')).toBeInTheDocument();
    expect(screen.getByText('~Read Time: 3 min')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', item.thumbnail_link);
  });

  it('cuts the title at 70 characters plus ... on wide screens and at 50 under 400 px', () => {
    const long = 'A'.repeat(30) + 'B'.repeat(30) + 'C'.repeat(30);
    screenWidthUnder400(false);
    const wide = renderCards({ ...item, title: long });
    expect(screen.getByRole('link')).toHaveTextContent(`${long.slice(0, 70)}...`);
    wide.unmount();

    screenWidthUnder400(true);
    renderCards({ ...item, title: long });
    expect(screen.getByRole('link')).toHaveTextContent(`${long.slice(0, 50)}...`);
  });

  it('keeps a title of exactly 70 characters whole, and cuts the creator at 30', () => {
    screenWidthUnder400(false);
    renderCards({ ...item, title: 'T'.repeat(70), creator: 'C'.repeat(31) });
    expect(screen.getByRole('link')).toHaveTextContent('T'.repeat(70));
    expect(screen.getByRole('link').textContent).not.toContain('...');
    expect(screen.getByText(`By ${'C'.repeat(30)}...`)).toBeInTheDocument();
  });

  it('falls back to Unknown Title, Unknown Creator and N/A', () => {
    renderCards({ ...item, title: null, creator: '', sum_read_time: 0 });
    expect(screen.getByRole('link', { name: 'Unknown Title' })).toBeInTheDocument();
    expect(screen.getByText('By Unknown Creator')).toBeInTheDocument();
    expect(screen.getByText('~Read Time: N/A')).toBeInTheDocument();
  });

  it('shows Data temporarily unavailable for bad data, and the good cards beside it', () => {
    renderCards({ title: 'no id' }, { ...item, video_id: 'short' }, null, item);
    expect(screen.getAllByText('Data temporarily unavailable')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Why You Wake Up Tired' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });
});
