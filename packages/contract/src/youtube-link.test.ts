import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseYouTubeLink } from './youtube-link';

const ENTER_VALID = 'Please enter a valid YouTube URL';
const INVALID = 'Invalid YouTube URL';

describe('parseYouTubeLink', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&feature=share', 'dQw4w9WgXcQ'],
    ['https://music.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?feature=youtu.be&v=BKqFYY_kv5Z&t=42s', 'BKqFYY_kv5Z'],
    ['https://www.youtube.com/watch?v=tDDb-xHKas1&list=PL123&index=2', 'tDDb-xHKas1'],
    ['  https://www.youtube.com/watch?v=dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
    ['HTTPS://WWW.YOUTUBE.COM/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc123&t=10', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ?si=x', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('reads the id from %s', (link, videoId) => {
    expect(parseYouTubeLink(link)).toEqual({ ok: true, videoId });
  });

  it.each([
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'www.youtube.com/watch?v=dQw4w9WgXcQ',
    'youtu.be/dQw4w9WgXcQ',
    'https://vimeo.com/123456',
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com@evil.example/watch?v=dQw4w9WgXcQ',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
    '',
    'just some words',
    'https://',
  ])('asks for a YouTube URL when given %j', (link) => {
    expect(parseYouTubeLink(link)).toEqual({ ok: false, message: ENTER_VALID });
  });

  it.each([
    'https://www.youtube.com/',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?list=PL123',
    'https://www.youtube.com/watch?v=',
    'https://www.youtube.com/watch?v=tooShort',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQQ',
    'https://www.youtube.com/watch?v=dQw4w9WgX%21Q',
    'https://www.youtube.com/channel/UCgCfrL1spNxnyVmihA_2O76',
    'https://www.youtube.com/shorts/',
    'https://youtu.be/',
    'https://youtu.be/short',
  ])('calls %j an invalid YouTube URL', (link) => {
    expect(parseYouTubeLink(link)).toEqual({ ok: false, message: INVALID });
  });

  it('round-trips every well-formed id through both link forms', () => {
    const idCharacter = fc.constantFrom(
      ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'.split(''),
    );
    fc.assert(
      fc.property(fc.array(idCharacter, { minLength: 11, maxLength: 11 }), (characters) => {
        const videoId = characters.join('');
        expect(parseYouTubeLink(`https://www.youtube.com/watch?v=${videoId}`)).toEqual({ ok: true, videoId });
        expect(parseYouTubeLink(`https://youtu.be/${videoId}`)).toEqual({ ok: true, videoId });
      }),
    );
  });

  it('never throws and always answers with one of the two messages or an id', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const result = parseYouTubeLink(input);
        if (result.ok) expect(result.videoId).toMatch(/^[A-Za-z0-9_-]{11}$/);
        else expect([ENTER_VALID, INVALID]).toContain(result.message);
      }),
    );
  });
});
