/** "EN", "en_us", "en-us " -> "en", "en-US"; null when it is not a language tag at all. */
export function normalizeLanguageTag(raw: string | null | undefined): string | null {
  const value = raw?.trim().replace(/_/g, '-');
  if (!value) return null;
  try {
    return Intl.getCanonicalLocales(value)[0] ?? null;
  } catch {
    return null;
  }
}
