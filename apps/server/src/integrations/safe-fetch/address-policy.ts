import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Decides whether an IP address is on the public internet. Anything else
 * (private, loopback, link-local and cloud metadata, CGNAT, multicast, reserved,
 * documentation, unspecified) is refused, so a user-given URL can never reach
 * this machine, its network or the cloud provider's metadata service.
 *
 * Only ipaddr.js's plain 'unicast' class passes. IPv6 must also be global unicast
 * (2000::/3): that shuts out the deprecated IPv4-compatible form (::7f00:1), which
 * ipaddr.js calls 'unicast'. IPv4-mapped IPv6 (::ffff:127.0.0.1) is judged as the
 * IPv4 address it carries. Transition prefixes that embed an IPv4 address we
 * cannot vet (NAT64 64:ff9b::/96, 6to4 2002::/16, Teredo 2001::/32) are refused:
 * ipaddr.js classes them apart from 'unicast' already.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) {
      parsed = v6.toIPv4Address();
    } else if (!v6.match(GLOBAL_UNICAST_V6)) {
      return false;
    }
  }
  return parsed.range() === 'unicast';
}

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * The address inside a URL hostname that is an IP literal ("10.0.0.1", "[::1]"),
 * or null for a name. WHATWG URL parsing has already turned odd IPv4 spellings
 * (0x7f.1, 2130706433) into dotted decimal, so only the canonical forms reach here.
 */
export function parseIpLiteral(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) === 0 ? null : bare;
}
