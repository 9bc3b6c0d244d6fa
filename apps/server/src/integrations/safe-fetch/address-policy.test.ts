import { describe, expect, it } from 'vitest';
import { isPublicAddress, parseIpLiteral } from './address-policy';

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback range'],
    ['10.0.0.1', '10/8'],
    ['10.255.255.255', '10/8 top'],
    ['172.16.0.1', '172.16/12 bottom'],
    ['172.31.255.254', '172.16/12 top'],
    ['192.168.0.1', '192.168/16'],
    ['169.254.169.254', 'cloud metadata'],
    ['169.254.1.1', 'link-local'],
    ['100.64.0.1', 'CGNAT'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', '0/8'],
    ['224.0.0.1', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.10', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fc00::1', 'unique local'],
    ['fd12:3456::1', 'unique local fd'],
    ['fd00:ec2::254', 'AWS metadata over IPv6'],
    ['fe80::1', 'IPv6 link-local'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex form'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::7f00:1', 'IPv4-compatible loopback'],
    ['64:ff9b::a00:1', 'NAT64 carrying 10.0.0.1'],
    ['2002:7f00:1::', '6to4 carrying 127.0.0.1'],
    ['2001::1', 'Teredo'],
    ['2001:db8::1', 'documentation'],
    ['not-an-ip', 'not an address'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '172.32.0.1',
    '172.15.255.255',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
  ])('accepts the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('parseIpLiteral', () => {
  it('finds IP literals as WHATWG URL writes them and leaves names alone', () => {
    expect(parseIpLiteral(new URL('http://0x7f.1/').hostname)).toBe('127.0.0.1');
    expect(parseIpLiteral(new URL('http://2130706433/').hostname)).toBe('127.0.0.1');
    expect(parseIpLiteral(new URL('http://[::ffff:127.0.0.1]/').hostname)).toBe('::ffff:7f00:1');
    expect(parseIpLiteral('example.com')).toBeNull();
  });
});
