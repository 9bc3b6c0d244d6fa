/** How the evaluation scripts print a share: one decimal and a percent sign ("78.4%"). */
export function percent(share: number): string {
  return `${(100 * share).toFixed(1)}%`;
}

/** `part` of `whole` as a percent, 0.0% when there is no whole. */
export function percentOf(part: number, whole: number): string {
  return `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;
}
