import type { Bite, BiteType } from '@podbite/contract';
import type { Clip } from './listen-queue';

export type ListenableBite = Pick<Bite, 'id' | 'type' | 'text'>;

const biteTypeNames: Record<BiteType, string> = {
  overview: 'Summary',
  keyTakeaway: 'Key Takeaway',
  actionItem: 'Action Item',
  quote: 'Quote',
};

/** The player's "now playing" lines: which clip ("Bite 2 of 6 · Key Takeaway") and the bite's words. */
export function describeClip(
  clip: Clip,
  bites: readonly ListenableBite[],
): { title: string; text: string | null } {
  if (clip.kind === 'intro' || clip.biteIndex === null) return { title: 'Intro', text: null };
  const bite = bites.find((candidate) => candidate.id === clip.biteId);
  const place = `Bite ${clip.biteIndex + 1} of ${bites.length}`;
  if (clip.kind === 'details') return { title: `${place} · Details`, text: bite?.text ?? null };
  return { title: bite ? `${place} · ${biteTypeNames[bite.type]}` : place, text: bite?.text ?? null };
}
