import { lookup as dnsLookup } from 'node:dns/promises';
import { isPublicAddress, parseIpLiteral } from './address-policy';
import { SafeFetchError } from './safe-fetch-error';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has. Injectable so tests can make any name resolve anywhere. */
export type LookupAddresses = (hostname: string) => Promise<ResolvedAddress[]>;

export const lookupWithSystemDns: LookupAddresses = async (hostname) => {
  const found = await dnsLookup(hostname, { all: true, verbatim: true });
  return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

/**
 * Resolves the URL's host once and returns the one address the request must connect
 * to. Every resolved address must be public (unless the host is allow-listed): a
 * name with even one private answer is refused, because which answer a client
 * would pick is not ours to predict.
 */
export async function resolveVettedAddress(
  url: URL,
  options: { allowListed: boolean; lookup: LookupAddresses },
): Promise<ResolvedAddress> {
  // "localhost" and names under it are loopback by definition (RFC 6761): never asked of DNS, always 127.0.0.1.
  const literal = isLocalhostName(url.hostname) ? '127.0.0.1' : parseIpLiteral(url.hostname);
  const addresses = literal
    ? [{ address: literal, family: literal.includes(':') ? 6 : 4 } as const]
    : await lookupOrFail(url, options.lookup);
  const first = addresses[0];
  if (!first) throw unreachable(url);
  if (!options.allowListed && !addresses.every(({ address }) => isPublicAddress(address))) {
    throw new SafeFetchError(
      'blocked-address',
      'That address points to a private or local network, which PodBite does not fetch from.',
      { url: url.href },
    );
  }
  return first;
}

async function lookupOrFail(url: URL, lookup: LookupAddresses): Promise<ResolvedAddress[]> {
  try {
    return await lookup(url.hostname);
  } catch (cause) {
    throw unreachable(url, cause);
  }
}

function unreachable(url: URL, cause?: unknown): SafeFetchError {
  return new SafeFetchError('network', `The host ${url.hostname} could not be found.`, {
    url: url.href,
    cause,
  });
}

function isLocalhostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}
