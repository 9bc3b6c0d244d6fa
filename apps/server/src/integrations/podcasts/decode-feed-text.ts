/**
 * The feed's characters. A byte-order mark wins, then the XML declaration's
 * encoding (what XML itself says), then the HTTP charset, then UTF-8. Node's
 * TextDecoder knows the WHATWG encodings, which covers the ISO-8859 and Windows
 * code pages old feeds use; an unknown label falls back to UTF-8.
 */
export function decodeFeedText(body: Buffer, contentType: string): string {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return decode(body.subarray(3), 'utf-8');
  if (body[0] === 0xff && body[1] === 0xfe) return decode(body.subarray(2), 'utf-16le');
  if (body[0] === 0xfe && body[1] === 0xff) return decode(body.subarray(2), 'utf-16be');
  const declared = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(
    body.subarray(0, 200).toString('latin1'),
  )?.[1];
  const charset = /;\s*charset\s*=\s*"?([A-Za-z0-9._:-]+)/i.exec(contentType)?.[1];
  return decode(body, declared ?? charset ?? 'utf-8');
}

function decode(bytes: Uint8Array, label: string): string {
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
