/**
 * JSON with every object's keys sorted, so two equal pods give the same text whatever order their
 * fields were set in. Numbers are written as JSON writes them: a float that differs in its last
 * digit changes the hash, as it should for a change meant to be output-neutral.
 */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${stableJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
