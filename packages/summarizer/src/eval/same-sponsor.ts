/**
 * Whether a read's sponsor name is the labelled read's, as the second precision figure counts
 * it (run-eval.ts): one name inside the other once squeezed ("Nord VPN", "nordvpn"), or a shared
 * word of 4 letters or more ("Curiosity Stream", "Stream").
 */
export function sameSponsor(found: string, expected: string): boolean {
  const squeeze = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (squeeze(found).includes(squeeze(expected)) || squeeze(expected).includes(squeeze(found))) return true;
  const words = (text: string): string[] =>
    text
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length >= 4);
  const expectedWords = new Set(words(expected));
  return words(found).some((word) => expectedWords.has(word));
}
