import { describe, expect, it } from 'vitest';
import { findFeedLink } from './find-feed-link';

describe('findFeedLink', () => {
  it('finds the RSS feed a page announces, resolved against the page', () => {
    const html = `<html><head>
      <link rel="stylesheet" href="/style.css">
      <link rel="alternate" type="application/atom+xml" href="/atom.xml">
      <LINK REL='alternate' TYPE='application/rss+xml' title="Show" HREF='feed.xml?a=1&amp;b=2'>
    </head></html>`;
    expect(findFeedLink(html, 'https://example.com/show/')).toBe('https://example.com/show/feed.xml?a=1&b=2');
  });

  it('falls back to another feed type, and finds nothing on a page without one', () => {
    expect(
      findFeedLink('<link rel="alternate" type="application/atom+xml" href="/atom.xml">', 'https://a.test/'),
    ).toBe('https://a.test/atom.xml');
    expect(
      findFeedLink('<link rel="alternate" href="/fr/" hreflang="fr"><p>hi</p>', 'https://a.test/'),
    ).toBeNull();
    expect(
      findFeedLink(
        '<link rel="alternate" type="application/rss+xml" href="javascript:x">',
        'https://a.test/',
      ),
    ).toBeNull();
  });
});
