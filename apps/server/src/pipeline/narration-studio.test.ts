import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMp3Encoder, readMp3Frames } from '../integrations/audio';
import { makeSpeechLikeSignal } from '../integrations/audio/testing/make-test-signals';
import { prepareTextForSpeech, type SpeechSynthesizer } from '../integrations/speech';
import { createLocalStorage, type FileStorage } from '../integrations/storage';
import { createNarrationStudio } from './narration-studio';

/**
 * A speech engine whose every clip waits until the test lets it finish, so the
 * order in which clips reach synthesizers can be watched.
 */
function heldSynthesizer(name: string, voiceId = 'test:voice') {
  const spoken: string[] = [];
  const pending: (() => void)[] = [];
  const synthesizer: SpeechSynthesizer = {
    engine: 'flite',
    voiceId,
    engines: ['flite'],
    async synthesize(text) {
      spoken.push(text);
      await new Promise<void>((resolve) => pending.push(resolve));
      return {
        audio: makeSpeechLikeSignal({ seconds: 0.5, sampleRate: 16000, level: 0.2, seed: text.length }),
        engine: 'flite',
        voiceId,
        spokenText: prepareTextForSpeech(text),
      };
    },
    close: async () => undefined,
  };
  return {
    name,
    synthesizer,
    spoken,
    /** Lets the oldest clip this synthesizer holds finish. */
    finishOne: () => pending.shift()?.(),
    get holding() {
      return pending.length;
    },
  };
}

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function makeStudio(synthesizers: SpeechSynthesizer[], options: { checksInOrder?: boolean } = {}) {
  const rootDir = mkdtempSync(path.join(tmpdir(), 'podbite-studio-'));
  folders.push(rootDir);
  const storage = createLocalStorage({ rootDir });
  const studio = createNarrationStudio({
    synthesizers: () => synthesizers,
    encoder: createMp3Encoder({ lamePath: false, ffmpegPath: false }),
    storage: options.checksInOrder ? answerChecksInOrder(storage) : storage,
  });
  return { studio, storage };
}

/**
 * The same storage, but each "is this clip stored?" answers after the one asked
 * before it. The file system may answer two checks in either order, and the
 * studio hands clips to synthesizers in the order their checks come back.
 */
function answerChecksInOrder(storage: FileStorage): FileStorage {
  let previous: Promise<unknown> = Promise.resolve();
  return {
    ...storage,
    exists(key) {
      const answer = previous.then(() => storage.exists(key));
      previous = answer;
      return answer;
    },
  };
}

describe('the narration studio', () => {
  it('hands each clip to the first synthesizer that comes free, in the order asked', async () => {
    const slow = heldSynthesizer('slow');
    const quick = heldSynthesizer('quick');
    const { studio } = makeStudio([slow.synthesizer, quick.synthesizer], { checksInOrder: true });
    expect(studio.parallelism).toBe(3);

    const clips = ['First bite.', 'Second bite.', 'Third bite.', 'Fourth bite.'].map((text) =>
      studio.makeClip(text),
    );
    // Two are being spoken; the others wait for whichever synthesizer finishes first.
    // (Waiting on what is seen, not a fixed time: a busy machine can be slow to answer.)
    await vi.waitFor(() => expect(slow.spoken.length + quick.spoken.length).toBe(2));
    expect(slow.spoken).toEqual(['First bite.']);
    expect(quick.spoken).toEqual(['Second bite.']);

    quick.finishOne();
    await vi.waitFor(() => expect(quick.spoken).toEqual(['Second bite.', 'Third bite.']));
    quick.finishOne();
    // The slow one is still busy with its first clip: the next goes to the quick one again.
    await vi.waitFor(() => expect(quick.spoken).toEqual(['Second bite.', 'Third bite.', 'Fourth bite.']));
    expect(slow.spoken).toEqual(['First bite.']);
    expect(slow.holding).toBe(1);

    quick.finishOne();
    slow.finishOne();
    const made = await Promise.all(clips);
    expect(made.every((clip) => !clip.reused)).toBe(true);
    expect(new Set(made.map((clip) => clip.key)).size).toBe(4);
  });

  it('stores a valid MP3 and reuses it for the same text without speaking again', async () => {
    const voice = heldSynthesizer('only');
    const { studio, storage } = makeStudio([voice.synthesizer]);
    const first = studio.makeClip('Python 3.13 makes error messages clearer.');
    await vi.waitFor(() => expect(voice.holding).toBe(1));
    voice.finishOne();
    const made = await first;
    expect(made.reused).toBe(false);
    const stored = await storage.get(made.key);
    expect(stored).not.toBeNull();
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect(readMp3Frames(bytes)).toMatchObject({ ok: true, mp3: { sampleRate: 16000, channels: 1 } });

    await expect(studio.makeClip('Python 3.13 makes error messages clearer.')).resolves.toEqual({
      key: made.key,
      reused: true,
    });
    expect(voice.spoken).toHaveLength(1);
  });

  it('keeps speaking after a synthesizer fails, and frees it for the next clip', async () => {
    const failing: SpeechSynthesizer = {
      engine: 'flite',
      voiceId: 'test:voice',
      engines: ['flite'],
      synthesize: () => Promise.reject(new Error('engine crashed')),
      close: async () => undefined,
    };
    const { studio } = makeStudio([failing]);
    await expect(studio.makeClip('One.')).rejects.toThrow('engine crashed');
    await expect(studio.makeClip('Two.')).rejects.toThrow('engine crashed');
  });
});
