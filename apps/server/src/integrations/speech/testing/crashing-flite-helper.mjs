// Test-only stand-in for flite-wasi-process.mjs: dies on its first request when
// CRASH_MARKER names a file that does not exist yet (creating it), always when
// CRASH_ALWAYS is set, and otherwise answers with a tenth of a second of silence.
import { existsSync, writeFileSync } from 'node:fs';

function silentWav() {
  const samples = 1600;
  const bytes = Buffer.alloc(44 + samples * 2);
  bytes.write('RIFF', 0, 'latin1');
  bytes.writeUInt32LE(36 + samples * 2, 4);
  bytes.write('WAVEfmt ', 8, 'latin1');
  bytes.writeUInt32LE(16, 16);
  bytes.writeUInt16LE(1, 20);
  bytes.writeUInt16LE(1, 22);
  bytes.writeUInt32LE(16000, 24);
  bytes.writeUInt32LE(32000, 28);
  bytes.writeUInt16LE(2, 32);
  bytes.writeUInt16LE(16, 34);
  bytes.write('data', 36, 'latin1');
  bytes.writeUInt32LE(samples * 2, 40);
  return bytes;
}

process.on('message', (request) => {
  const marker = process.env.CRASH_MARKER;
  if (process.env.CRASH_ALWAYS || (marker && !existsSync(marker))) {
    if (marker) writeFileSync(marker, 'crashed');
    process.kill(process.pid, 'SIGKILL');
    return;
  }
  process.send?.({ id: request.id, wav: silentWav() });
});
process.on('disconnect', () => process.exit(0));
