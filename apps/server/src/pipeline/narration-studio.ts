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
  /** One or more synthesizers (each a speech engine process): clips are spread over the least busy. */
  synthesizers: () => readonly SpeechSynthesizer[];
  encoder: Mp3Encoder;
  storage: FileStorage;
}) {
  const busy = new Map<SpeechSynthesizer, number>();
  const leastBusy = () =>
    deps.synthesizers().reduce((best, candidate) => ((busy.get(candidate) ?? 0) < (busy.get(best) ?? 0) ? candidate : best));

  return {
    /** How many clips are worth making at once: one per synthesizer, plus one encoding. */
    get parallelism(): number {
      return deps.synthesizers().length + 1;
    },

    async makeClip(text: string): Promise<{ key: string; reused: boolean }> {
      const synthesizer = leastBusy();
      const spokenText = prepareTextForSpeech(text);
      const expectedKey = buildClipKey({ voiceId: synthesizer.voiceId, spokenText, rendition: RENDITION });
      if (await deps.storage.exists(expectedKey)) return { key: expectedKey, reused: true };
      busy.set(synthesizer, (busy.get(synthesizer) ?? 0) + 1);
      const speech = await synthesizer.synthesize(text).finally(() => busy.set(synthesizer, (busy.get(synthesizer) ?? 1) - 1));
      // After an engine fallback the voice differs: the key must name the voice that spoke.
      const key = buildClipKey({ voiceId: speech.voiceId, spokenText: speech.spokenText, rendition: RENDITION });
      if (key !== expectedKey && (await deps.storage.exists(key))) return { key, reused: true };
      const mp3 = await deps.encoder.encode(normalizeLoudness(speech.audio));
      await deps.storage.put(key, mp3, 'audio/mpeg');
      return { key, reused: false };
    },
  };
}

export type NarrationStudio = ReturnType<typeof createNarrationStudio>;
