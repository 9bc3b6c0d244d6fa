/**
 * The operator's explicit exceptions to the address policy: the local emulators
 * and test servers. An entry is "host:port" (only that port) or "host" (any port);
 * IPv6 hosts are written in brackets ("[::1]:3000"), a bare "::1" is read as a host.
 * Matching is on the URL's own host, never on what a name resolves to, so a public
 * name that resolves to an allow-listed address is still refused. The one exception
 * is "localhost", which names the loopback address by definition (RFC 6761): it and
 * 127.0.0.1 match each other's entries.
 */
export interface AllowList {
  allows(url: URL): boolean;
}

export function createAllowList(entries: readonly string[]): AllowList {
  const allowed = new Set(entries.map(normalizeEntry).filter((entry) => entry !== ''));
  return {
    allows(url) {
      const host = url.hostname.toLowerCase();
      const port = url.port === '' ? defaultPortOf(url.protocol) : url.port;
      const hosts = host === 'localhost' || host === '127.0.0.1' ? ['localhost', '127.0.0.1'] : [host];
      return hosts.some((name) => allowed.has(name) || allowed.has(`${name}:${port}`));
    },
  };
}

function normalizeEntry(entry: string): string {
  const trimmed = entry.trim().toLowerCase();
  // A bare IPv6 address has several colons and no brackets: it names a host.
  if (!trimmed.startsWith('[') && trimmed.split(':').length > 2) return `[${trimmed}]`;
  return trimmed;
}

function defaultPortOf(protocol: string): string {
  return protocol === 'https:' ? '443' : '80';
}
