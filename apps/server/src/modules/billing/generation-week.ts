/**
 * The weekly generation window: Monday 00:00 UTC to the next Monday (decision
 * 1601). A fixed week is what "10 a week" reads as, and one reset time for everyone.
 */
export function startOfGenerationWeek(at: Date): Date {
  const start = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const daysSinceMonday = (start.getUTCDay() + 6) % 7;
  start.setUTCDate(start.getUTCDate() - daysSinceMonday);
  return start;
}
