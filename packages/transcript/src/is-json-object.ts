/** A parsed JSON value that is an object (not null, not an array): the only kind with named fields. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
