import { beforeEach, describe, expect, it } from 'vitest';
import { readPreviousUrl, recordVisitedUrl } from './visited-urls';

beforeEach(() => window.localStorage.clear());

describe('visited URLs', () => {
  it('knows no previous address before the second visit', () => {
    expect(readPreviousUrl()).toBeNull();
    recordVisitedUrl('/home');
    expect(readPreviousUrl()).toBeNull();
  });

  it('remembers the address before the current one, under the specification keys', () => {
    recordVisitedUrl('/home');
    recordVisitedUrl('/library?category=Education');
    recordVisitedUrl('/summary/aOm8MD2L-lp');

    expect(readPreviousUrl()).toBe('/library?category=Education');
    expect(window.localStorage.getItem('currentUrl')).toBe('/summary/aOm8MD2L-lp');
  });

  it('ignores a repeat of the current address and the transient loading screen', () => {
    recordVisitedUrl('/catalog');
    recordVisitedUrl('/home');
    recordVisitedUrl('/home');
    recordVisitedUrl('/loading');

    expect(readPreviousUrl()).toBe('/catalog');
    expect(window.localStorage.getItem('currentUrl')).toBe('/home');
  });

  it('refuses a stored value that would leave the app', () => {
    window.localStorage.setItem('previousUrl', 'https://evil.example/');
    expect(readPreviousUrl()).toBeNull();
    window.localStorage.setItem('previousUrl', '//evil.example/');
    expect(readPreviousUrl()).toBeNull();
  });
});
