/** A host name with a dot and a letter-only top-level domain, then an optional path of plain characters. */
const spokenAddress = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,24}(?:\/[\w\-./~%]*)?$/i;

/**
 * The link for an address a sponsor read says ("driftwell.co/labnotebook"), or null when the
 * text is not plainly a host and path. The summarizer hears the address in speech, so nothing
 * in it is trusted: no scheme, user, port or query is ever passed on, and the link is https.
 */
export function addressHref(address: string): string | null {
  const trimmed = address.trim();
  if (!spokenAddress.test(trimmed)) return null;
  return `https://${trimmed}`;
}
