import type { Bite, Summary } from '@podbite/contract';
import { groupPromotions } from './group-promotions';

/**
 * The stacked sections of a pod, in page order (spec "Summary page", Variant B;
 * PRODUCT.md §2). Each bite section names its bites and its headline; Summary's
 * headline is the pod's title.
 */
export interface BiteSectionDefinition {
  kind: 'bites';
  id: string;
  name: string;
  headline: (summary: Summary) => string;
  bites: (summary: Summary) => Bite[];
  empty: string;
}

export interface OtherSectionDefinition {
  kind: 'topics' | 'promotions';
  id: string;
  name: string;
  headline: (summary: Summary) => string;
  count: (summary: Summary) => number;
}

export type SectionDefinition = BiteSectionDefinition | OtherSectionDefinition;

export const summarySections: readonly SectionDefinition[] = [
  {
    kind: 'bites',
    id: 'summary',
    name: 'Summary',
    headline: (summary) => summary.metadata.title,
    bites: (summary) => summary.summary,
    empty: 'No overview for this episode.',
  },
  {
    kind: 'bites',
    id: 'key-takeaways',
    name: 'Key Takeaways',
    headline: () => 'Main Points',
    bites: (summary) => summary.keyTakeaways,
    empty: 'No key takeaways for this episode.',
  },
  {
    kind: 'bites',
    id: 'action-items',
    name: 'Action Items',
    headline: () => 'Next Steps',
    bites: (summary) => summary.actionItems,
    empty: 'This episode has no action items to try.',
  },
  {
    kind: 'bites',
    id: 'quotes',
    name: 'Quotes',
    headline: () => 'Notable Quotes',
    bites: (summary) => summary.quotes,
    empty: 'No notable quotes in this episode.',
  },
  {
    kind: 'topics',
    id: 'topics-covered',
    name: 'Topics Covered',
    headline: () => 'Topics Covered',
    count: (summary) => summary.topics.length,
  },
  {
    kind: 'promotions',
    id: 'promotions',
    name: 'Promotions',
    headline: () => 'Promotions',
    // Cards, as the section shows them: a sponsor read twice is one.
    count: (summary) => groupPromotions(summary.promotions).length,
  },
];

export function countSectionItems(section: SectionDefinition, summary: Summary): number {
  return section.kind === 'bites' ? section.bites(summary).length : section.count(summary);
}

/** The element id of a section on the page (the section navigation's targets). */
export function sectionElementId(section: SectionDefinition): string {
  return `section-${section.id}`;
}
