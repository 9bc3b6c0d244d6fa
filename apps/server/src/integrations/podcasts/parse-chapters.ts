import { z } from 'zod';
import type { EpisodeChapter } from './podcast-feed';
import { resolveFeedUrl } from './resolve-feed-url';

/** Podcasting 2.0 JSON chapters (application/json+chapters), version 1.2. Extra fields are ignored. */
const chaptersFileSchema = z.object({
  version: z.string().optional(),
  chapters: z.array(z.unknown()),
});

const chapterSchema = z.object({
  startTime: z.number().finite().nonnegative(),
  endTime: z.number().finite().nonnegative().optional(),
  title: z.string().optional(),
  img: z.string().optional(),
  url: z.string().optional(),
  /** false marks a chapter that only changes artwork; it is not a table-of-contents entry. */
  toc: z.boolean().optional(),
});

export type ChaptersParseResult = { ok: true; chapters: EpisodeChapter[] } | { ok: false; message: string };

/**
 * Chapters in time order. Entries that are broken, untitled or hidden from the
 * table of contents are left out one by one: a single bad entry does not lose
 * the rest. Links are kept only when they are http(s).
 */
export function parseChapters(text: string, chaptersUrl: string): ChaptersParseResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: 'The chapters file is not JSON.' };
  }
  const file = chaptersFileSchema.safeParse(json);
  if (!file.success) return { ok: false, message: 'The chapters file has no chapter list.' };

  const chapters: EpisodeChapter[] = [];
  for (const entry of file.data.chapters) {
    const parsed = chapterSchema.safeParse(entry);
    if (!parsed.success || parsed.data.toc === false) continue;
    const { startTime, endTime, title, img, url } = parsed.data;
    const cleanTitle = title?.replace(/\s+/g, ' ').trim();
    if (!cleanTitle) continue;
    const link = resolveFeedUrl(url ?? null, chaptersUrl);
    const image = resolveFeedUrl(img ?? null, chaptersUrl);
    chapters.push({
      title: cleanTitle,
      startSeconds: startTime,
      ...(endTime !== undefined && endTime > startTime ? { endSeconds: endTime } : {}),
      ...(link ? { url: link } : {}),
      ...(image ? { imageUrl: image } : {}),
    });
  }
  return { ok: true, chapters: chapters.sort((a, b) => a.startSeconds - b.startSeconds) };
}
