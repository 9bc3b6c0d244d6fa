import { describe, expect, it } from 'vitest';
import { rankTranscriptLinks } from './rank-transcript-links';

describe('rankTranscriptLinks', () => {
  it('orders JSON, VTT, SRT, HTML, text, then unknown kinds', () => {
    const links = [
      { url: 'https://p.example/t.txt', type: 'text/plain' },
      { url: 'https://p.example/t', type: 'application/octet-stream' },
      { url: 'https://p.example/t.html', type: 'text/html' },
      { url: 'https://p.example/t.srt', type: 'application/srt' },
      { url: 'https://p.example/t.vtt', type: 'text/vtt' },
      { url: 'https://p.example/t.json', type: 'application/json' },
    ];
    expect(rankTranscriptLinks(links, null).map((link) => link.url.split('/').pop())).toEqual([
      't.json',
      't.vtt',
      't.srt',
      't.html',
      't.txt',
      't',
    ]);
  });

  it('falls back to the file extension when the type is missing or unknown', () => {
    const links = [
      { url: 'https://p.example/captions.srt', type: '' },
      { url: 'https://p.example/words.json?v=2', type: 'application/x-unknown' },
    ];
    expect(rankTranscriptLinks(links, null)[0]?.url).toBe('https://p.example/words.json?v=2');
  });

  it('prefers the episode language within a kind, and keeps feed order otherwise', () => {
    const links = [
      { url: 'https://p.example/es.vtt', type: 'text/vtt', language: 'es' },
      { url: 'https://p.example/en.vtt', type: 'text/vtt', language: 'en' },
      { url: 'https://p.example/en2.vtt', type: 'text/vtt' },
    ];
    expect(rankTranscriptLinks(links, 'en-US').map((link) => link.url.split('/').pop())).toEqual([
      'en.vtt',
      'en2.vtt',
      'es.vtt',
    ]);
  });
});
