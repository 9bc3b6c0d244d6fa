/**
 * The web address a read sends people to, written ("nordvpn.com/gus") or as auto-captions
 * hear it ("nord vpn comm slash gus"), and the brand it names. In lower-case captions the
 * address is often the surest sign of who the sponsor is.
 */
import { stopWords } from '../text/stop-words';

const urlPattern =
  /\b((?:www(?:\.| dot ))?[a-z0-9][a-z0-9-]*(?:\.| dot )(?:com|net|org|io|co|fm|tv|app|ly|me|dev|ai|gg|link)(?:(?:\/| slash | forward slash )[a-z0-9][a-z0-9-]*)?)\b/;
/**
 * An address as auto-captions hear it: "squarespace calm slash rogue", "nord vpn comm / gus",
 * "expressvpn dot-com". Group 1 the site's last word, 2 its ending, 3 the path.
 */
const heardUrlPattern =
  /\b([a-z0-9][a-z0-9-]*)(?: dot[- ]?| |-dot-|\s?dot-)(com|comm|calm|org)\b(?: ?(?:forward )?(?:slash|\/) ?([a-z0-9][a-z0-9-]*))?/;

/** The address a sentence sends people to, written ("nordvpn.com/gus") or as captions hear it. */
export function addressIn(text: string, sponsor: string | undefined): string | undefined {
  return urlPattern.exec(text)?.[1] ?? heardUrl(text, sponsor);
}

/**
 * An address from its heard form, "nord vpn comm slash gus" -> "nordvpn.com/gus": the
 * site is the last word before the ending, or the sponsor's name run together when
 * that word ends it. Only with a path or a spelt "dot": "calm" alone is a word.
 */
export function heardUrl(text: string, sponsor: string | undefined): string | undefined {
  const match = heardUrlPattern.exec(text);
  if (!match) return undefined;
  const [whole, word, ending, path] = match;
  if (!path && !/dot/.test(whole)) return undefined;
  if (stopWords.has(word!)) return undefined;
  const squeezed = sponsor && squeezeAddress(sponsor);
  const site = squeezed && squeezed.length > word!.length && squeezed.endsWith(word!) ? squeezed : word!;
  return `${site}.${ending === 'org' ? 'org' : 'com'}${path ? `/${path}` : ''}`;
}

/** A name or address as a domain spells it: lower case, letters and digits only ("Scout APM" -> "scoutapm"). */
export function squeezeAddress(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Whether an address holds a word of the sponsor's name of 4 letters or more ("scout" of "Scout APM"). */
export function addressNames(address: string, sponsor: string | undefined): boolean {
  if (!sponsor) return false;
  const squeezed = squeezeAddress(address);
  return sponsor
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .some((word) => word.length >= 4 && squeezed.includes(word));
}

/**
 * The name a podcast's address for its sponsor spells, as the read says it: "datatalk.fm/foundershub"
 * after "... microsoft for startups founders hub ..." gives "Founders Hub". The path must be a run of
 * one to three words the read says at least twice outside the address; a path the read never says
 * as words is a code ("/ltt"), not a name. `lowered`: the read's sentences in small letters.
 */
export function nameOfAddressPath(url: string | undefined, lowered: readonly string[]): string | undefined {
  const path = url?.split('/')[1];
  if (!path || !/^[a-z][a-z0-9-]{3,}$/.test(path)) return undefined;
  const squeezedPath = squeezeAddress(path);
  const runs = new Map<string, number>();
  for (const text of lowered) {
    const words = text.replace(/\b[a-z0-9-]+(?:\.[a-z]{2,4})+\/\S*/g, ' ').split(/[^a-z0-9'&-]+/);
    for (let start = 0; start < words.length; start++) {
      let squeezed = '';
      for (let size = 1; size <= 3 && start + size <= words.length; size++) {
        squeezed += squeezeAddress(words[start + size - 1]!);
        if (squeezed.length > squeezedPath.length) break;
        if (squeezed !== squeezedPath) continue;
        const run = words.slice(start, start + size).join(' ');
        runs.set(run, (runs.get(run) ?? 0) + 1);
      }
    }
  }
  let best: string | undefined;
  for (const [run, count] of runs) if (count >= 2 && (!best || count > runs.get(best)!)) best = run;
  return best && best.split(' ').map(capitalizeFirstCharacter).join(' ');
}

/** Sites a read may send people to that are not the sponsor. */
const platformDomains = new Set(
  'youtube youtu twitch twitter instagram facebook patreon discord reddit tiktok bit www link'.split(' '),
);

/** "brilliant.org/numberphile" -> "brilliant"; undefined for a platform's address or a name this short. */
export function domainOf(url: string | undefined, minimumLength: number): string | undefined {
  const domain = url?.split(/[./ ]/)[0];
  if (!domain || domain.length < minimumLength || platformDomains.has(domain)) return undefined;
  return domain;
}

/** "brilliant.org/numberphile" -> "Brilliant"; undefined for a platform's address. */
export function brandOfAddress(url: string | undefined): string | undefined {
  const domain = domainOf(url, 3);
  return domain && capitalizeFirstCharacter(domain);
}

/**
 * A lower-case brand word as a name ("freshbooks" -> "Freshbooks"): its first character
 * upper-cased, whatever it is (unlike a sentence's capital, clean-spoken-words.ts, which looks
 * past opening quotation marks for the first letter).
 */
export function capitalizeFirstCharacter(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
