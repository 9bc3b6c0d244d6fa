/**
 * OpenAI's verbose_json names the language in English ("english", "german")
 * where the Transcript model wants a BCP-47 tag. Intl knows every ISO 639-1
 * name, so the table is built from it instead of being typed out here.
 */
let codesByName: Map<string, string> | undefined;

export function languageCodeOf(reported: string | undefined): string | undefined {
  if (!reported) return undefined;
  const value = reported.trim();
  if (/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(value)) {
    try {
      return Intl.getCanonicalLocales(value)[0];
    } catch {
      return undefined;
    }
  }
  return languageCodesByName().get(value.toLowerCase());
}

function languageCodesByName(): Map<string, string> {
  if (codesByName) return codesByName;
  codesByName = new Map();
  const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (const first of letters) {
    for (const second of letters) {
      const code = first + second;
      const name = names.of(code);
      if (name) codesByName.set(name.toLowerCase(), code);
    }
  }
  return codesByName;
}
