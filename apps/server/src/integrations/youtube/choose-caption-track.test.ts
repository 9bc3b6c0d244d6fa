import { describe, expect, it } from 'vitest';
import { chooseCaptionTracks } from './choose-caption-track';
import { playerResponseSchema } from './innertube-schemas';
import { readTestFixtureJson } from './read-test-fixture';

function tracksOf(fixture: string) {
  const player = playerResponseSchema.parse(readTestFixtureJson(fixture));
  return player.captions?.playerCaptionsTracklistRenderer?.captionTracks ?? [];
}

describe('chooseCaptionTracks on real player responses', () => {
  it('puts the manual English track before the automatic one', () => {
    const choice = chooseCaptionTracks(tracksOf('player_response_F1xioXWb8CY.innertube.json'));
    expect(choice.kind).toBe('chosen');
    if (choice.kind !== 'chosen') return;
    expect(choice.tracks.map((track) => [track.languageCode, track.automatic, track.name])).toEqual([
      ['en', false, 'English'],
      ['en', true, 'English (auto-generated)'],
    ]);
    expect(choice.tracks[0]?.baseUrl).toMatch(/^https:\/\/www\.youtube\.com\/api\/timedtext\?v=F1xioXWb8CY/);
  });

  it('picks English out of nine tracks in eight languages', () => {
    const choice = chooseCaptionTracks(tracksOf('player_response_GJLlxj_dtq8.innertube.json'));
    expect(choice.kind).toBe('chosen');
    if (choice.kind !== 'chosen') return;
    expect(choice.tracks.map((track) => `${track.languageCode}${track.automatic ? '/asr' : ''}`)).toEqual([
      'en',
      'en/asr',
    ]);
  });

  it('reports captions turned off when the response has no captions', () => {
    expect(tracksOf('player_response_dsMFmonKDD4_transcripts_disabled.innertube.json')).toEqual([]);
    expect(chooseCaptionTracks([])).toEqual({ kind: 'no-captions' });
  });

  it('names the languages on offer when none is English', () => {
    const foreign = tracksOf('player_response_GJLlxj_dtq8.innertube.json').filter(
      (track) => track.languageCode !== 'en',
    );
    expect(chooseCaptionTracks(foreign)).toEqual({
      kind: 'not-english',
      availableLanguages: ['zh', 'cs', 'de', 'hi', 'ja', 'ko', 'es'],
    });
  });

  it('prefers plain "en" over regional English, and any manual track over an automatic one', () => {
    const choice = chooseCaptionTracks([
      { baseUrl: 'https://x/asr', languageCode: 'en', kind: 'asr' },
      { baseUrl: 'https://x/gb', languageCode: 'en-GB' },
      { baseUrl: 'https://x/en', languageCode: 'en', name: { simpleText: 'English' } },
    ]);
    expect(choice.kind === 'chosen' && choice.tracks.map((track) => track.baseUrl)).toEqual([
      'https://x/en',
      'https://x/gb',
      'https://x/asr',
    ]);
  });
});
