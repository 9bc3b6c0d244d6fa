/** A creator-written chapter from a video description. */
export interface DescriptionChapter {
  title: string;
  startSeconds: number;
}

const CHAPTER_LINE = /^\s*(?:[-•▶]\s*)?\(?((?:\d{1,2}:)?\d{1,2}:\d{2})\)?\s*[-–—:|]?\s*(.{1,100}?)\s*$/;

/**
 * YouTube turns description lines like "0:00 Intro" into chapters when the first
 * is at 0:00, there are at least three, and they go forward in time. The same
 * rules here: a description that breaks them has no chapters.
 */
export function parseDescriptionChapters(description: string): DescriptionChapter[] {
  const chapters: DescriptionChapter[] = [];
  for (const line of description.split(/\r?\n/)) {
    const match = CHAPTER_LINE.exec(line);
    if (!match) continue;
    const title = match[2]!.trim();
    if (!title) continue;
    const parts = match[1]!.split(':').map(Number);
    const startSeconds = parts.reduce((total, part) => total * 60 + part, 0);
    chapters.push({ title, startSeconds });
  }
  if (chapters.length < 3 || chapters[0]!.startSeconds !== 0) return [];
  for (let i = 1; i < chapters.length; i++) {
    if (chapters[i]!.startSeconds <= chapters[i - 1]!.startSeconds) return [];
  }
  return chapters;
}
