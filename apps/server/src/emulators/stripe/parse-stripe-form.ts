/**
 * Parses the form encoding the Stripe SDK sends: nested keys in brackets
 * (`line_items[0][price]=x`, `metadata[userId]=y`). Numeric keys make arrays.
 */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= /^\d+$/.test(path[index + 1]!) ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}
