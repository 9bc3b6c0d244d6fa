import { normalizeLoudness, type Mp3Encoder } from '../integrations/audio';
import { prepareTextForSpeech, type SpeechSynthesizer } from '../integrations/speech';
import { buildClipKey, type FileStorage } from '../integrations/storage';

/** How clips are rendered; part of every clip's key, so changing it never serves stale audio. */
const RENDITION = 'mp3-64k-mono-lufs-16-v1';

/**
 * Turns text into a stored, loudness-normalized MP3 clip and returns its key.
 * Keys are content-addressed (voice + spoken text + rendition), so a clip that
 * was made before, for this pod or any other, is found and reused.
 */
export function createNarrationStudio(deps: {
  /** One or more synthesizers (each a speech engine process): each clip goes to the first one free. */
  synthesizers: () => readonly SpeechSynthesizer[];
  encoder: Mp3Encoder;
  storage: FileStorage;
}) {
  const pool = createSynthesizerPool(deps.synthesizers);

  return {
    /**
     * How many clips are worth making at once: one per synthesizer, plus one being
     * normalized and encoded or waiting for the first synthesizer that comes free.
     */
    get parallelism(): number {
      return deps.synthesizers().length + 1;
    },

    async makeClip(text: string): Promise<{ key: string; reused: boolean }> {
      const spokenText = prepareTextForSpeech(text);
      const expectedKey = buildClipKey({ voiceId: pool.voiceId(), spokenText, rendition: RENDITION });
      if (await deps.storage.exists(expectedKey)) return { key: expectedKey, reused: true };
      const speech = await pool.synthesize(text);
      // After an engine fallback the voice differs: the key must name the voice that spoke.
      const key = buildClipKey({
        voiceId: speech.voiceId,
        spokenText: speech.spokenText,
        rendition: RENDITION,
      });
      if (key !== expectedKey && (await deps.storage.exists(key))) return { key, reused: true };
      const mp3 = await deps.encoder.encode(normalizeLoudness(speech.audio));
      await deps.storage.put(key, mp3, 'audio/mpeg');
      return { key, reused: false };
    },
  };
}

export type NarrationStudio = ReturnType<typeof createNarrationStudio>;

/**
 * Hands each text to the first synthesizer that is free, in the order asked.
 * (Choosing one up front, when the clip is asked for, left a synthesizer idle
 * while its twin still had a queue.)
 */
function createSynthesizerPool(synthesizers: () => readonly SpeechSynthesizer[]) {
  const busy = new Set<SpeechSynthesizer>();
  const waiting: ((synthesizer: SpeechSynthesizer) => void)[] = [];

  const acquire = (): Promise<SpeechSynthesizer> => {
    const free = synthesizers().find((candidate) => !busy.has(candidate));
    if (free) {
      busy.add(free);
      return Promise.resolve(free);
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = (synthesizer: SpeechSynthesizer) => {
    const next = waiting.shift();
    if (next) next(synthesizer);
    else busy.delete(synthesizer);
  };

  return {
    /** The voice the synthesizers speak with when none has fallen back. */
    voiceId: () => synthesizers()[0]!.voiceId,
    async synthesize(text: string) {
      const synthesizer = await acquire();
      try {
        return await synthesizer.synthesize(text);
      } finally {
        release(synthesizer);
      }
    },
  };
}
