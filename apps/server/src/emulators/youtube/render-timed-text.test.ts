import { parseJson3, parseSrv3, parseWebVtt } from '@podbite/transcript';
import { describe, expect, it } from 'vitest';
import { buildAutomaticLines } from './build-automatic-lines';
import { buildManualCues } from './build-manual-cues';
import { renderAutomaticJson3, renderManualJson3 } from './render-json3';
import { renderAutomaticSrv3, renderManualSrv3 } from './render-srv3';
import { formatVttTime, renderAutomaticWebVtt, renderManualWebVtt } from './render-webvtt';
import { splitTranscriptParagraphs } from './split-transcript-paragraphs';
import { timeSpokenWords } from './time-spoken-words';

/**
 * The emulator's caption files must read like YouTube's, so they are checked two
 * ways: their structure against what YouTube sends (see SOURCES-FACTS.md and the
 * caption fixtures), and by reading them back with PodBite's own parsers.
 */
const TEXT = `Ana: Okay, so here's a loaf I baked on Sunday. It's Wednesday now, and if you press on it, it's kind of hard & crumbly. Most people would say it "dried out".

Ben: Bread doesn't go stale because it loses water. Well, not mainly. Here's the experiment that convinced me, and it's a simple one.

Ana: Let's see it.`;

const words = timeSpokenWords(splitTranscriptParagraphs(TEXT), 'render').words;
const cues = buildManualCues(words);
const lines = buildAutomaticLines(words);
const durationMs = words.at(-1)!.endMs + 3000;
const cueTexts = cues.map((cue) => cue.text.replace(/\n/g, ' '));
const recognisedWords = lines.flatMap((line) => line.words.map((word) => word.text));

function spokenText(segments: { text: string }[]): string {
  return segments.map((segment) => segment.text).join(' ');
}

describe('manual captions', () => {
  it('json3: one event per cue, read back to the same text and times', () => {
    const body = JSON.parse(renderManualJson3(cues));
    expect(body.wireMagic).toBe('pb3');
    expect(body.events[0]).toEqual({
      tStartMs: cues[0]!.startMs,
      dDurationMs: cues[0]!.endMs - cues[0]!.startMs,
      segs: [{ utf8: cues[0]!.text }],
    });
    const parsed = parseJson3(renderManualJson3(cues));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(spokenText(parsed.transcript.segments).replace(/\b(Ana|Ben): /g, '')).toBe(
      cueTexts.join(' ').replace(/\b(Ana|Ben): /g, ''),
    );
    expect(parsed.transcript.segments[0]?.startSeconds).toBe(cues[0]!.startMs / 1000);
  });

  it('srv3: <p t d> per cue with XML escapes, read back to the same text', () => {
    const xml = renderManualSrv3(cues);
    expect(xml).toMatch(
      /^<\?xml version="1\.0" encoding="utf-8" \?><timedtext format="3">\n<body>\n<p t="\d+" d="\d+">/,
    );
    expect(xml).toContain('&amp; crumbly');
    expect(xml).toContain('&quot;dried out&quot;');
    expect(xml).toContain('here&#39;s');
    const parsed = parseSrv3(xml);
    expect(parsed.ok && spokenText(parsed.transcript.segments)).toContain(
      'hard & crumbly. Most people would say it "dried out".',
    );
  });

  it('vtt: header with kind and language, one cue per caption', () => {
    const vtt = renderManualWebVtt(cues, 'en');
    expect(vtt.startsWith('WEBVTT\nKind: captions\nLanguage: en\n\n')).toBe(true);
    expect(vtt).toContain(
      `${formatVttTime(cues[0]!.startMs)} --> ${formatVttTime(cues[0]!.endMs)}\n${cues[0]!.text}\n`,
    );
    const parsed = parseWebVtt(vtt);
    expect(parsed.ok && parsed.transcript.segments.length).toBe(cues.length);
    expect(parsed.ok && parsed.transcript.language).toBe('en');
  });

  it('marks a change of speaker with a "Name: " prefix, as YouTube manual tracks do', () => {
    const body = JSON.parse(renderManualJson3(cues));
    const labelled = body.events
      .map((event: { segs: { utf8: string }[] }) => event.segs[0]!.utf8)
      .filter((text: string) => /^(Ana|Ben): /.test(text));
    expect(labelled.map((text: string) => text.split(':')[0])).toEqual(['Ana', 'Ben', 'Ana']);
  });
});

describe('automatic captions', () => {
  it('json3: a window event, then per line word segs with offsets and a "\\n" append event', () => {
    const body = JSON.parse(renderAutomaticJson3(lines, durationMs));
    expect(body.events[0]).toEqual({
      tStartMs: 0,
      dDurationMs: durationMs,
      id: 1,
      wpWinPosId: 1,
      wsWinStyleId: 1,
    });
    const [firstLine, newline, secondLine] = body.events.slice(1);
    expect(Object.keys(firstLine).sort()).toEqual(['dDurationMs', 'segs', 'tStartMs', 'wWinId']);
    expect(firstLine.segs[0]).toEqual({ utf8: lines[0]!.words[0]!.text, acAsrConf: 255 });
    expect(firstLine.segs[1]).toEqual({
      utf8: ` ${lines[0]!.words[1]!.text}`,
      tOffsetMs: lines[0]!.words[1]!.startMs - lines[0]!.startMs,
      acAsrConf: 255,
    });
    expect(newline).toMatchObject({ tStartMs: secondLine.tStartMs - 10, aAppend: 1, segs: [{ utf8: '\n' }] });
    // The rolling window: a line stays up until the line after next begins.
    expect(firstLine.tStartMs + firstLine.dDurationMs).toBe(lines[2]!.startMs);
  });

  it('json3 reads back as lowercase words with word timings', () => {
    const parsed = parseJson3(renderAutomaticJson3(lines, durationMs));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(spokenText(parsed.transcript.segments).split(' ')).toEqual(recognisedWords);
    const timed = parsed.transcript.segments.flatMap((segment) => segment.words ?? []);
    expect(timed.map((word) => word.startSeconds)).toEqual(
      lines.flatMap((line) => line.words.map((word) => word.startMs / 1000)),
    );
  });

  it('srv3 reads back to the same words', () => {
    const xml = renderAutomaticSrv3(lines);
    expect(xml).toContain('<wp id="1" ap="6" ah="20" av="100" rc="2" cc="40"/>');
    expect(xml).toMatch(/<p t="\d+" d="\d+" w="1"><s ac="255">\w+<\/s><s t="\d+" ac="255"> /);
    const parsed = parseSrv3(xml);
    expect(parsed.ok && spokenText(parsed.transcript.segments).split(' ')).toEqual(recognisedWords);
  });

  it('vtt repeats the previous line and carries inline word times, and reads back without duplicates', () => {
    const vtt = renderAutomaticWebVtt(lines, 'en');
    const blocks = vtt.split('\n\n').slice(1);
    const firstWord = lines[0]!.words[0]!.text;
    const secondWord = lines[0]!.words[1]!;
    expect(blocks[0]).toBe(
      `${formatVttTime(lines[0]!.startMs)} --> ${formatVttTime(lines[1]!.startMs - 10)} align:start position:0%\n \n` +
        `${firstWord}<${formatVttTime(secondWord.startMs)}><c> ${secondWord.text}</c>` +
        lines[0]!.words
          .slice(2)
          .map((word) => `<${formatVttTime(word.startMs)}><c> ${word.text}</c>`)
          .join(''),
    );
    expect(blocks[1]).toBe(
      `${formatVttTime(lines[1]!.startMs - 10)} --> ${formatVttTime(lines[1]!.startMs)} align:start position:0%\n${lines[0]!.words.map((word) => word.text).join(' ')}\n `,
    );
    const parsed = parseWebVtt(vtt);
    expect(parsed.ok && spokenText(parsed.transcript.segments).split(' ')).toEqual(recognisedWords);
  });
});

describe('formatVttTime', () => {
  it('writes hours, minutes, seconds and milliseconds', () => {
    expect(formatVttTime(0)).toBe('00:00:00.000');
    expect(formatVttTime(3_723_045)).toBe('01:02:03.045');
  });
});
