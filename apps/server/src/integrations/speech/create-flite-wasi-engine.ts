import { Worker } from 'node:worker_threads';
import { decodeWav } from '../audio/decode-wav';
import type { PcmAudio } from '../audio/pcm-audio';
import { SpeechError } from './speech-error';
import type { SpeechEngine } from './speech-engine';

/** A worker with nothing to say for this long is ended; it holds the 20 MB flite module. */
const IDLE_MS = 30_000;

interface Pending {
  resolve: (audio: PcmAudio) => void;
  reject: (error: SpeechError) => void;
  timer: NodeJS.Timeout;
}

type WorkerReply = { id: number; wav: ArrayBuffer } | { id: number; error: string };

/**
 * flite compiled to WebAssembly, from npm: the engine that is always there.
 * It runs on a worker thread that compiles the module once and is kept
 * between clips; the built-in voices are kal, kal16, awb, rms and slt.
 */
export function createFliteWasiEngine(options: { voice?: string; timeoutMs: number }): SpeechEngine {
  const voice = options.voice ?? 'slt';
  let worker: Worker | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (message: string) => {
    for (const [id, request] of pending) {
      clearTimeout(request.timer);
      request.reject(new SpeechError('engine-failed', message));
      pending.delete(id);
    }
  };

  const startWorker = (): Worker => {
    const started = new Worker(new URL('./flite-wasi-worker.mjs', import.meta.url));
    started.on('message', (reply: WorkerReply) => {
      const request = pending.get(reply.id);
      if (!request) return;
      pending.delete(reply.id);
      clearTimeout(request.timer);
      if ('error' in reply) {
        request.reject(new SpeechError('engine-failed', `flite-wasi failed: ${reply.error}`));
        return;
      }
      const decoded = decodeWav(new Uint8Array(reply.wav));
      if (decoded.ok) request.resolve(decoded.audio);
      else
        request.reject(
          new SpeechError('engine-failed', `flite-wasi wrote no usable audio: ${decoded.error}.`),
        );
      if (pending.size === 0) becomeIdle();
    });
    started.on('error', (error) => failAll(`flite-wasi crashed: ${error.message}`));
    started.on('exit', () => {
      if (worker === started) worker = undefined;
      failAll('flite-wasi stopped.');
    });
    return started;
  };

  const becomeIdle = () => {
    // An idle worker must not keep the server (or a test run) from exiting.
    worker?.unref();
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => void stopWorker(), IDLE_MS).unref();
  };

  const stopWorker = async () => {
    clearTimeout(idleTimer);
    const running = worker;
    worker = undefined;
    if (running) await running.terminate();
  };

  return {
    name: 'flite-wasi',
    voiceId: `flite-wasi:${voice}`,
    maxChunkChars: 1000,
    synthesize(text) {
      clearTimeout(idleTimer);
      worker ??= startWorker();
      worker.ref();
      const running = worker;
      const id = (nextId += 1);
      return new Promise<PcmAudio>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new SpeechError('engine-failed', 'flite-wasi took too long.'));
          // The thread may be stuck inside WebAssembly: only ending it frees it.
          if (worker === running) void stopWorker();
        }, options.timeoutMs);
        pending.set(id, { resolve, reject, timer });
        running.postMessage({ id, text, voice });
      });
    },
    close: stopWorker,
  };
}
