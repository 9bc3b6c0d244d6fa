import type { ReactNode } from 'react';
import { GetBitesForm } from './get-bites-form';

/**
 * The sections other features contribute to Home. Features never import each
 * other, so the router (the one place they meet) hands each section in here.
 */
export interface HomeSections {
  /** Beside the link form: other ways in (podcast feeds, uploads). */
  sources?: ReactNode;
  trending?: ReactNode;
  recent?: ReactNode;
  recommended?: ReactNode;
  /** The YouTube subscription feed and followed channels. */
  feed?: ReactNode;
}

/**
 * Home, in Variant A's order (PRODUCT.md §2): Get Your Bites, Trending Bites,
 * Recent Bites, Bites You Might Enjoy, then the subscription feed.
 */
export function HomePage({ sections = {} }: { sections?: HomeSections }) {
  return (
    <div className="flex flex-col gap-10">
      <GetBitesForm />
      {sections.sources}
      {sections.trending}
      {sections.recent}
      {sections.recommended}
      {sections.feed}
    </div>
  );
}
