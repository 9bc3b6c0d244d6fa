import { KNOWN_TOP_LEVEL_DOMAINS, WORD_TOP_LEVEL_DOMAINS } from './speech-lexicon';
import { spellDigits } from './spell-number';

/** More path than this and a listener cannot follow it: only the site is said. */
const MAX_SPOKEN_PATH_SEGMENTS = 3;
const TRAILING_PUNCTUATION = /[.,;:!?'"]+$/;

/**
 * Web addresses as a person reads them aloud: no scheme, no "www", no query
 * string; "dot" and "slash"; short top-level domains spelled ("dot F M"),
 * common ones said ("dot com"); digits one by one ("slash one two three").
 * E-mail addresses get "at". Mentions (@name) and hashtags (#topic) too.
 */
export function readWebAddresses(text: string): string {
  const tld = [...KNOWN_TOP_LEVEL_DOMAINS].join('|');
  return text
    .replace(/[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b/gi, (email) => readEmail(email))
    .replace(/\b(?:https?:\/\/|www\.)[^\s<>"'()[\]{}]+/gi, (match) =>
      replaceKeepingPunctuation(match, readUrl),
    )
    .replace(
      new RegExp(
        `(?<![\\w@./-])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+(?:${tld})(?:/[^\\s<>"'()\\[\\]{}]*)?(?![\\w-])`,
        'g',
      ),
      (match) => replaceKeepingPunctuation(match, readUrl),
    )
    .replace(/(^|[\s(])@([a-z_]\w*)/gi, '$1at $2')
    .replace(/(^|[\s(])#(\d+)\b/g, '$1number $2')
    .replace(/(^|[\s(])#([a-z]\w*)/gi, '$1hashtag $2');
}

function replaceKeepingPunctuation(match: string, read: (address: string) => string): string {
  const trailing = TRAILING_PUNCTUATION.exec(match)?.[0] ?? '';
  return read(match.slice(0, match.length - trailing.length)) + trailing;
}

function readUrl(address: string): string {
  const withoutScheme = address.replace(/^https?:\/\//i, '');
  const [hostAndPort = '', ...pathParts] = withoutScheme.split(/[?#]/)[0]?.split('/') ?? [];
  const host = hostAndPort.replace(/:\d+$/, '').replace(/^www\./i, '');
  const segments = pathParts.filter((segment) => segment !== '');
  const spokenHost = readHost(host);
  if (segments.length === 0) return spokenHost;
  if (segments.length > MAX_SPOKEN_PATH_SEGMENTS || segments.some(looksLikeIdentifier)) return spokenHost;
  return [spokenHost, ...segments.map(readPathSegment)].join(' slash ');
}

function readHost(host: string): string {
  const labels = host.toLowerCase().split('.').filter(Boolean);
  const topLevel = labels.pop() ?? '';
  return [...labels.map(readLabel), readTopLevelDomain(topLevel)].join(' dot ');
}

function readTopLevelDomain(label: string): string {
  return WORD_TOP_LEVEL_DOMAINS.has(label) ? label : spellLetters(label);
}

function readLabel(label: string): string {
  return label
    .split(/[-_]+/)
    .filter(Boolean)
    .map((part) => part.replace(/\d+/g, (digits) => ` ${spellDigits(digits)} `).trim())
    .join(' ');
}

function readPathSegment(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape is read as written.
  }
  return decoded
    .split(/[-_.+~]+/)
    .filter(Boolean)
    .map((part) => part.replace(/\d+/g, (digits) => ` ${spellDigits(digits)} `).trim())
    .join(' ');
}

/** Hashes, UUIDs and video ids: nobody reads those out. */
function looksLikeIdentifier(segment: string): boolean {
  const digits = (segment.match(/\d/g) ?? []).length;
  const letters = (segment.match(/[a-z]/gi) ?? []).length;
  const mixedCase = /[a-z]/.test(segment) && /[A-Z]/.test(segment);
  return (
    segment.length > 24 ||
    /^[0-9a-f]{8,}$/i.test(segment) ||
    (digits >= 3 && letters >= 3) ||
    (mixedCase && segment.length >= 8 && !/[-_]/.test(segment))
  );
}

function readEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email
    .slice(0, at)
    .replace(/\./g, ' dot ')
    .replace(/_/g, ' underscore ')
    .replace(/-/g, ' dash ')
    .replace(/\+/g, ' plus ')
    .replace(/\d+/g, (digits) => ` ${spellDigits(digits)} `);
  return `${local.replace(/\s+/g, ' ').trim()} at ${readHost(email.slice(at + 1))}`;
}

function spellLetters(word: string): string {
  return [...word.toUpperCase()].join(' ');
}
