import { describe, expect, it } from 'vitest';
import { decodeTranscriptBytes } from './decode-transcript-bytes';

describe('decodeTranscriptBytes', () => {
  it('decodes UTF-8 and UTF-16 with a byte-order mark', () => {
    expect(decodeTranscriptBytes(new TextEncoder().encode('héllo'))).toBe('héllo');
    expect(decodeTranscriptBytes(Uint8Array.from([0xff, 0xfe, 0x68, 0x00, 0xe9, 0x00]))).toBe('hé');
    expect(decodeTranscriptBytes(Uint8Array.from([0xfe, 0xff, 0x00, 0x68, 0x00, 0xe9]))).toBe('hé');
  });

  it('turns invalid bytes into replacement characters instead of failing', () => {
    expect(decodeTranscriptBytes(Uint8Array.from([0x61, 0xff, 0x62]))).toBe('a\uFFFDb');
  });
});
