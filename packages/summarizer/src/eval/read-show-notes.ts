/**
 * What a Python Bytes episode's show notes say: the sponsor ("Sponsored by X"
 * or "Sponsored by us!", which is self-promotion) and the items the hosts
 * covered ("**Brian #1:** [Title](link)" with bullets), in order.
 */
export interface ShowNotes {
  sponsor: { kind: 'sponsor'; name: string; slug?: string } | { kind: 'self' } | undefined;
  items: Array<{ title: string; text: string }>;
}

export function readShowNotes(markdown: string, sponsorLines: readonly string[]): ShowNotes {
  return { sponsor: readSponsor(sponsorLines[0]), items: readItems(markdown) };
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

function readItems(markdown: string): ShowNotes['items'] {
  const items: ShowNotes['items'] = [];
  let current: { title: string; lines: string[] } | undefined;
  for (const line of markdown.split('\n')) {
    // "**Brian #1:** [Title](link)", also unbolded ("Will #3: **Title**"), indented or under "## ".
    const header =
      /^\s*(?:#+\s*)?(?:\*\*\s*)?[A-Z][\w .'’-]{0,30} #\d+\s*(?:\*\*)?\s*:?\s*\**:?\s*(.*)$/.exec(line);
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

function stripMarkdown(text: string): string {
  return text
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[*[\]`#>_]/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
