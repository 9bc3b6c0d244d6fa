/**
 * Readers for the objects fast-xml-parser builds. A feed can give any element
 * attributes (then it is an object with "#text"), repeat it (then it is an
 * array), or leave it empty (then it is ""); these readers accept every shape
 * and never throw.
 */
export type FeedNode = unknown;

export const ATTRIBUTE_PREFIX = '@_';
export const TEXT_KEY = '#text';

export function childrenOf(node: FeedNode, name: string): FeedNode[] {
  if (!isRecord(node)) return [];
  const value = node[name];
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

export function firstChild(node: FeedNode, name: string): FeedNode | undefined {
  return childrenOf(node, name)[0];
}

/** The text of the first `name` child, trimmed, or null when missing or empty. */
export function childText(node: FeedNode, name: string): string | null {
  for (const child of childrenOf(node, name)) {
    const text = textOf(child);
    if (text !== null) return text;
  }
  return null;
}

export function textOf(node: FeedNode): string | null {
  if (typeof node === 'string' || typeof node === 'number') {
    const text = String(node).trim();
    return text === '' ? null : text;
  }
  if (isRecord(node)) return textOf(node[TEXT_KEY]);
  return null;
}

export function attributeOf(node: FeedNode, name: string): string | null {
  if (!isRecord(node)) return null;
  const value = node[ATTRIBUTE_PREFIX + name];
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
