/** The seconds of the span from `start` to `end` that promotions take (they never overlap one another). */
export function promotedSeconds(
  start: number,
  end: number,
  promotions: ReadonlyArray<{ readonly startSeconds: number; readonly endSeconds: number }>,
): number {
  let promoted = 0;
  for (const promotion of promotions)
    promoted += Math.max(0, Math.min(end, promotion.endSeconds) - Math.max(start, promotion.startSeconds));
  return promoted;
}
