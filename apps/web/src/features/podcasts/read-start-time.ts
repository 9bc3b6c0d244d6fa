/** The start time of a `#t=75` (or `#t=1:15`, or media-fragment `#t=75,90`) hash, in seconds; 0 when absent. */
export function readStartTime(hash: string): number {
  const match = /(?:^#|&)t=(\d+(?:\.\d+)?(?::\d+(?:\.\d+)?){0,2})(?:$|[,&])/.exec(hash);
  if (!match?.[1]) return 0;
  const parts = match[1].split(':').map(Number);
  return Math.max(
    0,
    parts.reduce((total, part) => total * 60 + part, 0),
  );
}
