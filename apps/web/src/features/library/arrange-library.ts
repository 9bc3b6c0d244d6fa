import type { BiteType, LibraryResponse, SavedBite, SavedPod } from '@podbite/contract';

/** The My Bites filters (spec §2 Library), in the order they are shown. */
export const BITE_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'overview', label: 'Summary' },
  { value: 'keyTakeaway', label: 'Key Takeaways' },
  { value: 'actionItem', label: 'Action Items' },
  { value: 'quote', label: 'Quotes' },
] as const satisfies readonly { value: BiteType | 'all'; label: string }[];

export type BiteFilter = (typeof BITE_FILTERS)[number]['value'];

/** Bites are grouped by type in this order. */
const GROUP_ORDER: BiteType[] = ['overview', 'keyTakeaway', 'actionItem', 'quote'];

export const ALL_CATEGORIES = 'All';

export interface ArrangedLibrary {
  /** 'All', then the categories of the saved items, sorted. */
  categories: string[];
  pods: SavedPod[];
  biteGroups: { type: BiteType; label: string; bites: SavedBite[] }[];
}

const newestFirst = (a: { saved_at: string }, b: { saved_at: string }) =>
  b.saved_at.localeCompare(a.saved_at);

/** The library as the page shows it: filtered by category and bite type, grouped and ordered. */
export function arrangeLibrary(
  library: LibraryResponse,
  { category, biteFilter }: { category: string; biteFilter: BiteFilter },
): ArrangedLibrary {
  const found = new Set<string>();
  for (const pod of library.pods) if (pod.category) found.add(pod.category);
  for (const bite of library.bites) if (bite.metadata.category) found.add(bite.metadata.category);
  const inCategory = (itemCategory: string | null) =>
    category === ALL_CATEGORIES || itemCategory === category;

  const pods = library.pods.filter((pod) => inCategory(pod.category)).sort(newestFirst);
  const bites = library.bites.filter(
    (bite) => inCategory(bite.metadata.category) && (biteFilter === 'all' || bite.type === biteFilter),
  );
  const biteGroups = GROUP_ORDER.map((type) => ({
    type,
    label: BITE_FILTERS.find((filter) => filter.value === type)!.label,
    bites: bites.filter((bite) => bite.type === type).sort(newestFirst),
  })).filter((group) => group.bites.length > 0);

  return { categories: [ALL_CATEGORIES, ...[...found].sort((a, b) => a.localeCompare(b))], pods, biteGroups };
}
