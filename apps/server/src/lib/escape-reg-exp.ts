/** `text` as a regular expression that matches it literally ("a.b/c" matches only "a.b/c"). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
