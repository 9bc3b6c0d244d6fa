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
  synthesizer: () => SpeechSynthesizer;
  encoder: Mp3Encoder;
  storage: FileStorage;
}) {
  return {
    async makeClip(text: string): Promise<{ key: string; reused: boolean }> {
      const synthesizer = deps.synthesizer();
      const spokenText = prepareTextForSpeech(text);
      const expectedKey = buildClipKey({ voiceId: synthesizer.voiceId, spokenText, rendition: RENDITION });
      if (await deps.storage.exists(expectedKey)) return { key: expectedKey, reused: true };
      const speech = await synthesizer.synthesize(text);
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
