/**
 * What a Python Bytes episode's show notes say: the sponsor ("Sponsored by X"
 * or "Sponsored by us!", which is self-promotion) and the items the hosts
 * covered ("**Brian #1:** [Title](link)" with bullets), in order.
 */
export interface ShowNotes {
  sponsor: { kind: 'sponsor'; name: string; slug?: string } | { kind: 'self' } | undefined;
  items: Array<{ title: string; text: string }>;
  /**
   * The items and the sections after them that the notes head but do not number ("Extras",
   * "Joke"), in order, each with the text under its header: what a creator's chapter list of
   * the episode would also hold. An item's text here ends at such a header even when it is
   * not bold (in `items` it runs on, as the main reference was made).
   */
  sections: Array<{ title: string; text: string }>;
}

export function readShowNotes(markdown: string, sponsorLines: readonly string[]): ShowNotes {
  const notes = withoutEmptyBold(markdown);
  return {
    sponsor: readSponsor(sponsorLines[0]),
    items: readItems(notes),
    sections: readSections(notes),
  };
}

/** "**Michael #****3****:**": an editor's empty bold runs ("****") split headers in 9 places. */
function withoutEmptyBold(markdown: string): string {
  // Exactly four: "*****" and a censored "f****" are not empty bold runs.
  return markdown.replace(/(?<![*\p{L}])\*{4}(?!\*)/gu, '');
}

function readSponsor(line: string | undefined): ShowNotes['sponsor'] {
  if (line === undefined) return undefined;
  const plain = line.replace(/\*+/g, '').trim();
  if (/^us\b/i.test(plain)) return { kind: 'self' };
  const slug = /pythonbytes\.fm\/([\w-]+)/i.exec(line)?.[1];
  const beforeColon = /^([^:[\]]{2,40}?)\s*:/.exec(plain)?.[1];
  const linkText = [...plain.matchAll(/\[([^\]]+)\]/g)]
    .map((match) => match[1]!)
    .find((text) => !/\.\w{2,3}\b|\//.test(text));
  let name = (beforeColon ?? linkText ?? plain.split('[')[0] ?? '').replace(/^the\s+/i, '');
  name = name
    .split(' - ')[0]!
    .replace(/[!.,\s]+$/, '')
    .trim();
  if (name === '') return undefined;
  return slug ? { kind: 'sponsor', name, slug } : { kind: 'sponsor', name };
}

/** "**Brian #1:** [Title](link)", also unbolded ("Will #3: **Title**"), indented or under "## ". */
const itemHeader = /^\s*(?:#+\s*)?(?:\*\*\s*)?[A-Z][\w .'’-]{0,30} #\d+\s*(?:\*\*)?\s*:?\s*\**:?\s*(.*)$/;
/** "**Extras**", "Extras:", "## Joke", "**Joke:** [Title](link)", "“**Joke”:**", "Second joke:". */
const sectionHeader =
  /^\s*(?:#+\s*)?[“"]?(?:\*\*\s*)?[“"]?((?:second\s+)?(?:extras?|jokes?))\b[”"]?\s*(?:\*\*)?[”"]?\s*:?\s*(?:\*\*)?\s*(.*)$/i;

function readItems(markdown: string): ShowNotes['items'] {
  const items: ShowNotes['items'] = [];
  let current: { title: string; lines: string[] } | undefined;
  for (const line of markdown.split('\n')) {
    const header = itemHeader.exec(line);
    if (header) {
      if (current) items.push({ title: current.title, text: current.lines.join(' ') });
      current = { title: stripMarkdown(header[1]!), lines: [stripMarkdown(header[1]!)] };
      continue;
    }
    if (/^\*\*(?:extras|joke)/i.test(line)) {
      if (current) items.push({ title: current.title, text: current.lines.join(' ') });
      current = undefined;
      continue;
    }
    if (current && line.trim() !== '') current.lines.push(stripMarkdown(line));
  }
  if (current) items.push({ title: current.title, text: current.lines.join(' ') });
  return items;
}

function readSections(markdown: string): ShowNotes['sections'] {
  const sections: ShowNotes['sections'] = [];
  let current: { title: string; lines: string[] } | undefined;
  const close = (): void => {
    if (current) sections.push({ title: current.title, text: current.lines.filter(Boolean).join(' ') });
  };
  for (const line of markdown.split('\n')) {
    const item = itemHeader.exec(line);
    const section = item ? undefined : sectionHeader.exec(line);
    if (item || section) {
      const rest = stripMarkdown(item ? item[1]! : section![2]!);
      const title = item ? rest : /joke/i.test(section![1]!) ? 'Joke' : 'Extras';
      // A second "Joke" header under the first (an aside) stays in the same section.
      if (!item && current?.title === title) {
        current.lines.push(rest);
        continue;
      }
      close();
      current = { title, lines: item ? [rest] : [title, rest] };
      continue;
    }
    if (current && line.trim() !== '') current.lines.push(stripMarkdown(line));
  }
  close();
  return sections;
}

function stripMarkdown(text: string): string {
  return text
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[*[\]`#>_]/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
