import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeWav } from '../audio/decode-wav';
import type { PcmAudio } from '../audio/pcm-audio';
import { runBinaryCommand } from '../audio/run-binary-command';
import { SpeechError } from './speech-error';
import type { SpeechEngine } from './speech-engine';

/** Debian's flite, one short-lived process per chunk: it starts in milliseconds and speaks at 50x real time. */
export function createFliteEngine(options: {
  flitePath: string;
  voice?: string;
  timeoutMs: number;
}): SpeechEngine {
  const voice = options.voice ?? 'slt';
  return {
    name: 'flite',
    voiceId: `flite:${voice}`,
    maxChunkChars: 1000,
    synthesize: (text) => speakWithFlite(text, { ...options, voice }),
    close: async () => undefined,
  };
}

async function speakWithFlite(
  text: string,
  options: { flitePath: string; voice: string; timeoutMs: number },
): Promise<PcmAudio> {
  const directory = await mkdtemp(join(tmpdir(), 'podbite-flite-'));
  try {
    // From a file, not `-t`: text that starts with "-" would be taken for an option.
    const input = join(directory, 'input.txt');
    const output = join(directory, 'output.wav');
    await writeFile(input, text, 'utf8');
    const result = await runBinaryCommand(
      options.flitePath,
      ['-voice', options.voice, '-f', input, '-o', output],
      {
        timeoutMs: options.timeoutMs,
      },
    ).catch((cause: unknown) => {
      throw new SpeechError('engine-failed', 'flite could not be started.', { cause });
    });
    if (result.timedOut) throw new SpeechError('engine-failed', 'flite took too long.');
    if (result.exitCode !== 0) {
      throw new SpeechError('engine-failed', `flite failed (exit code ${result.exitCode}).`, {
        cause: new Error(result.stderrTail),
      });
    }
    const decoded = decodeWav(await readFile(output).catch(() => new Uint8Array(0)));
    if (!decoded.ok) throw new SpeechError('engine-failed', `flite wrote no usable audio: ${decoded.error}.`);
    return decoded.audio;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
