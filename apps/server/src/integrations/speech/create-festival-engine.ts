import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeWav } from '../audio/decode-wav';
import type { PcmAudio } from '../audio/pcm-audio';
import { SpeechError } from './speech-error';
import type { SpeechEngine } from './speech-engine';

export const FESTIVAL_DEFAULT_VOICE = 'cmu_us_slt_arctic_hts';
/** A festival with nothing to say for this long is ended; the next clip starts a new one. */
const IDLE_MS = 30_000;

interface FestivalOptions {
  festivalPath: string;
  voice?: string;
  /** Per chunk. */
  timeoutMs: number;
}

/**
 * Festival with the HTS voice, kept running between clips. Starting festival and
 * loading the voice takes a quarter of a second, as long as speaking a sentence;
 * one long-lived `festival --pipe` that is fed Scheme commands halves the cost.
 * Commands are answered in order, each followed by a marker line on stdout.
 */
export function createFestivalEngine(options: FestivalOptions): SpeechEngine {
  const voice = options.voice ?? FESTIVAL_DEFAULT_VOICE;
  if (!/^[a-z0-9_]+$/.test(voice))
    throw new SpeechError('unavailable', `"${voice}" is not a festival voice name.`);
  const session = new FestivalSession(options.festivalPath, voice, options.timeoutMs);
  return {
    name: 'festival',
    voiceId: `festival:${voice}`,
    maxChunkChars: 1000,
    synthesize: (text) => session.speak(text),
    close: () => session.close(),
  };
}

interface Running {
  child: ChildProcessWithoutNullStreams;
  directory: string;
  stdout: string;
  stderr: string;
  exited: boolean;
  onOutput?: () => void;
}

class FestivalSession {
  private running: Running | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private requests = 0;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly festivalPath: string,
    private readonly voice: string,
    private readonly timeoutMs: number,
  ) {}

  speak(text: string): Promise<PcmAudio> {
    const turn = this.queue.then(() => this.speakNow(text));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    await this.queue;
    await this.stop();
  }

  private async speakNow(text: string): Promise<PcmAudio> {
    clearTimeout(this.idleTimer);
    const running = await this.ensureRunning();
    holdProcessOpen(running.child, true);
    this.requests += 1;
    const marker = `PODBITE-DONE-${this.requests}`;
    const output = join(running.directory, `${this.requests}.wav`);
    running.stderr = '';
    running.child.stdin.write(
      `(utt.save.wave (utt.synth (Utterance Text "${escapeSchemeString(text)}")) "${escapeSchemeString(output)}" 'riff)\n` +
        `(format t "${marker}\\n")\n(fflush nil)\n`,
    );
    try {
      await this.waitForMarker(running, marker);
      if (/SIOD ERROR|error/i.test(running.stderr)) {
        throw new SpeechError('engine-failed', `festival failed: ${running.stderr.trim().slice(0, 200)}`);
      }
      const decoded = decodeWav(await readFile(output).catch(() => new Uint8Array(0)));
      if (!decoded.ok)
        throw new SpeechError('engine-failed', `festival wrote no usable audio: ${decoded.error}.`);
      return decoded.audio;
    } catch (error) {
      await this.stop();
      throw error;
    } finally {
      await rm(output, { force: true });
      if (this.running) {
        holdProcessOpen(this.running.child, false);
        this.idleTimer = setTimeout(() => void this.close(), IDLE_MS).unref();
      }
    }
  }

  private waitForMarker(running: Running, marker: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        running.onOutput = undefined;
        reject(new SpeechError('engine-failed', 'festival took too long.'));
      }, this.timeoutMs);
      const check = () => {
        const at = running.stdout.indexOf(`${marker}\n`);
        if (at >= 0) {
          running.stdout = running.stdout.slice(at + marker.length + 1);
          clearTimeout(timer);
          running.onOutput = undefined;
          resolve();
        } else if (running.exited) {
          clearTimeout(timer);
          running.onOutput = undefined;
          reject(
            new SpeechError(
              'engine-failed',
              `festival stopped: ${running.stderr.trim().slice(0, 200) || 'no message'}`,
            ),
          );
        }
      };
      running.onOutput = check;
      check();
    });
  }

  private async ensureRunning(): Promise<Running> {
    if (this.running && !this.running.exited) return this.running;
    const directory = await mkdtemp(join(tmpdir(), 'podbite-festival-'));
    const child = spawn(this.festivalPath, ['--pipe'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const running: Running = { child, directory, stdout: '', stderr: '', exited: false };
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      running.stdout += chunk;
      running.onOutput?.();
    });
    child.stderr.on('data', (chunk: string) => {
      running.stderr = (running.stderr + chunk).slice(-4000);
    });
    child.stdin.on('error', () => undefined);
    const markExited = () => {
      running.exited = true;
      running.onOutput?.();
    };
    child.on('error', (error) => {
      running.stderr += String(error);
      markExited();
    });
    child.on('close', markExited);
    child.stdin.write(`(voice_${this.voice})\n`);
    this.running = running;
    return running;
  }

  private async stop(): Promise<void> {
    const running = this.running;
    this.running = undefined;
    if (!running) return;
    if (!running.exited) {
      const closed = new Promise<void>((resolve) => running.child.once('close', () => resolve()));
      running.child.stdin.end();
      const killTimer = setTimeout(() => running.child.kill('SIGKILL'), 2_000);
      await closed;
      clearTimeout(killTimer);
    }
    await rm(running.directory, { recursive: true, force: true });
  }
}

/** An idle festival must not keep the server (or a test run) from exiting; a busy one must. */
function holdProcessOpen(child: ChildProcessWithoutNullStreams, busy: boolean): void {
  for (const handle of [child, child.stdin, child.stdout, child.stderr] as unknown as {
    ref?: () => void;
    unref?: () => void;
  }[]) {
    if (busy) handle.ref?.();
    else handle.unref?.();
  }
}

function escapeSchemeString(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}
