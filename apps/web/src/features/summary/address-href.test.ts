import { describe, expect, it } from 'vitest';
import { addressHref } from './address-href';

describe('addressHref', () => {
  it('links a host and path heard in a read over https', () => {
    expect(addressHref('driftwell.co/labnotebook')).toBe('https://driftwell.co/labnotebook');
    expect(addressHref('squarespace.com')).toBe('https://squarespace.com');
    expect(addressHref('www.brilliant.org/lab-notes')).toBe('https://www.brilliant.org/lab-notes');
  });

  it('refuses anything that is not plainly a host and path', () => {
    expect(addressHref('javascript:alert(1)')).toBeNull();
    expect(addressHref('http://evil.example/x')).toBeNull();
    expect(addressHref('user@evil.example')).toBeNull();
    expect(addressHref('evil.example:8080/x')).toBeNull();
    expect(addressHref('evil.example/x?next=//other')).toBeNull();
    expect(addressHref('the link below')).toBeNull();
    expect(addressHref('localhost')).toBeNull();
  });
});
