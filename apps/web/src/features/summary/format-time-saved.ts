/**
 * The time-saved badge (spec "Summary page", §9): 'Xh Ym' from one hour on, else 'Xm'.
 * Rounded to the nearest minute; any saving under a minute still reads '1m'.
 */
export function formatTimeSaved(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '0m';
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return `${minutes}m`;
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/** '~N min' reading time from seconds, at least one minute. */
export function formatReadTime(seconds: number): string {
  return `${Math.max(1, Math.round(seconds / 60))} min`;
}
