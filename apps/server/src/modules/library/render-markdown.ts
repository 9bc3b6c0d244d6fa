import type { Bite, Promotion, Summary } from '@podbite/contract';
import { BRAND } from '@podbite/contract';

/** The sections of a pod in page order, each made of one bite type (PRODUCT.md §2). */
const BITE_SECTIONS: { title: string; type: Bite['type'] }[] = [
  { title: 'Summary', type: 'overview' },
  { title: 'Key Takeaways', type: 'keyTakeaway' },
  { title: 'Action Items', type: 'actionItem' },
  { title: 'Quotes', type: 'quote' },
];

export interface SavedBiteForExport {
  bite: Pick<Bite, 'type' | 'text' | 'details' | 'timestamp' | 'link'>;
  pod: { title: string; videoId: string };
  savedAt: Date;
}

/**
 * One pod as a Markdown file that Obsidian and any CommonMark viewer open cleanly:
 * YAML front matter (title, creator, source, date, category, tags), each section
 * with its bites and a timestamp link per bite, the topics as a linked list, and
 * the promotions last.
 */
export function renderPodMarkdown(summary: Summary): string {
  const { metadata } = summary;
  return [
    frontMatter({
      title: metadata.title,
      creator: metadata.creator,
      source: summary.link,
      date: summary.timestamp.slice(0, 10),
      category: metadata.category,
      tags: tagsFor(metadata.category),
    }),
    `# ${escapeInline(metadata.title)}`,
    '',
    `By ${escapeInline(metadata.creator)} · [Source](${linkTarget(summary.link)})`,
    '',
    ...podBody(summary, 2),
  ].join('\n');
}

/** The whole library: saved pods in full, then the saved bites with the pod each came from. */
export function renderLibraryMarkdown(input: {
  summaries: Summary[];
  bites: SavedBiteForExport[];
  exportedAt: Date;
}): string {
  const lines = [
    frontMatter({
      title: `${BRAND} Library`,
      creator: null,
      source: null,
      date: input.exportedAt.toISOString().slice(0, 10),
      category: null,
      tags: ['podbite', 'library'],
    }),
    `# ${BRAND} Library`,
    '',
    '## My Summaries',
    '',
  ];
  if (input.summaries.length === 0) lines.push('No saved summaries.', '');
  for (const summary of input.summaries) {
    lines.push(`### ${escapeInline(summary.metadata.title)}`, '');
    lines.push(`By ${escapeInline(summary.metadata.creator)} · [Source](${linkTarget(summary.link)})`, '');
    lines.push(...podBody(summary, 4));
  }
  lines.push('## My Bites', '');
  if (input.bites.length === 0) lines.push('No saved bites.', '');
  for (const { title, type } of BITE_SECTIONS) {
    const ofType = input.bites.filter((saved) => saved.bite.type === type);
    if (ofType.length === 0) continue;
    lines.push(`### ${title}`, '');
    for (const saved of ofType) {
      lines.push(...biteItem(saved.bite, `from *${escapeInline(saved.pod.title)}*`));
    }
    lines.push('');
  }
  return lines.join('\n');
}

function podBody(summary: Summary, level: number): string[] {
  const heading = '#'.repeat(level);
  const lines: string[] = [];
  for (const { title, type } of BITE_SECTIONS) {
    const ofType = summary.bites.filter((bite) => bite.type === type);
    if (ofType.length === 0) continue;
    lines.push(`${heading} ${title}`, '');
    for (const bite of ofType) lines.push(...biteItem(bite));
    lines.push('');
  }
  if (summary.topics.length > 0) {
    lines.push(`${heading} Topics Covered`, '');
    for (const topic of summary.topics) {
      lines.push(
        `- [${escapeInline(topic.timestamp)}](${linkTarget(topic.link)}) ${escapeInline(topic.topic)}`,
      );
    }
    lines.push('');
  }
  if (summary.promotions.length > 0) {
    lines.push(`${heading} Promotions`, '');
    for (const promotion of summary.promotions) {
      const sponsor = promotion.sponsor ? `**${escapeInline(promotion.sponsor)}**: ` : '';
      lines.push(`- ${sponsor}${escapeInline(promotion.text)} (${escapeInline(promotion.timestamp)})`);
      for (const detail of readDetails(promotion)) lines.push(`  - ${escapeInline(detail)}`);
    }
    lines.push('');
  }
  return lines;
}

/** What a sponsor read offers, its code and address, as a promotion's nested list: text only, never a link. */
function readDetails(promotion: Promotion): string[] {
  const details: string[] = [];
  if (promotion.offer) details.push(`Offer: ${promotion.offer}`);
  if (promotion.code) details.push(`Code: ${promotion.code}`);
  if (promotion.url) details.push(`Website: ${promotion.url}`);
  return details;
}

function biteItem(bite: SavedBiteForExport['bite'], suffix?: string): string[] {
  const moment = bite.timestamp ? ` ([${escapeInline(bite.timestamp)}](${linkTarget(bite.link)}))` : '';
  const text = bite.type === 'quote' ? `“${escapeInline(bite.text)}”` : escapeInline(bite.text);
  const lines = [`- ${text}${moment}${suffix ? ` ${suffix}` : ''}`];
  for (const detail of bite.details) lines.push(`  - ${escapeInline(detail)}`);
  return lines;
}

function tagsFor(category: string | null): string[] {
  const tags = ['podbite'];
  if (category)
    tags.push(
      category
        .toLowerCase()
        .replace(/&/g, 'and')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, ''),
    );
  return tags;
}

/**
 * YAML front matter. Strings are written as JSON strings, which YAML reads as
 * double-quoted scalars, so a title with a colon or a quote cannot break the block.
 */
function frontMatter(fields: Record<string, string | string[] | null>): string {
  const lines = ['---'];
  for (const [key, value] of Object.entries(fields)) {
    if (value === null) continue;
    if (Array.isArray(value)) {
      lines.push(`${key}:`, ...value.map((item) => `  - ${JSON.stringify(item)}`));
    } else {
      lines.push(`${key}: ${JSON.stringify(value)}`);
    }
  }
  lines.push('---', '');
  return lines.join('\n');
}

/** Text as literal Markdown: characters that would start emphasis, links, HTML or code are escaped, and lines are joined. */
export function escapeInline(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\`*_[\]<>#|~]/g, (character) => `\\${character}`)
    .replace(/^([-+])(?=\s)/, '\\$1')
    .replace(/^(\d+)([.)])(?=\s)/, '$1\\$2');
}

/** A URL as a link destination: in angle brackets, so spaces and parentheses cannot end it early. */
function linkTarget(url: string): string {
  return `<${url.replace(/[<>\s]/g, encodeURIComponent)}>`;
}
