import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { signInAsNewListener } from './support/sign-in';

/** A demo talk (aOm8MD2L-lp) as WebVTT cues at 2.5 words a second. */
function demoTalkVtt(): Buffer {
  const text = readFileSync(
    new URL('../apps/server/src/emulators/youtube/demo-library/transcripts/aOm8MD2L-lp.txt', import.meta.url),
    'utf8',
  );
  const sentences = text.replace(/\s+/g, ' ').match(/[^.!?]+[.!?]+/g) ?? [];
  const clock = (seconds: number) =>
    `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${(seconds % 60).toFixed(3).padStart(6, '0')}`;
  let time = 0;
  const cues = sentences.map((sentence) => {
    const start = time;
    time += sentence.trim().split(' ').length / 2.5;
    return `${clock(start)} --> ${clock(time)}\n${sentence.trim()}`;
  });
  return Buffer.from(`WEBVTT\n\n${cues.join('\n\n')}\n`);
}

/** Drops a file on Home's upload box, as a drag from the desktop would. */
async function dropFile(page: Page, name: string, mimeType: string, bytes: Buffer): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ({ name, mimeType, base64 }) => {
      const transfer = new DataTransfer();
      const binary = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      transfer.items.add(new File([binary], name, { type: mimeType }));
      return transfer;
    },
    { name, mimeType, base64: bytes.toString('base64') },
  );
  await page
    .getByRole('region', { name: 'Upload a transcript or audio' })
    .dispatchEvent('drop', { dataTransfer });
}

test('a listener uploads a WebVTT file and reads its pod; too large and unreadable files get the server’s words', async ({
  page,
}) => {
  await signInAsNewListener(page, 'Up Loader', 'uploads');
  const chooser = page.getByLabel('Choose a file to upload');
  const refusal = page.getByRole('region', { name: 'Upload a transcript or audio' }).getByRole('alert');

  // A wrong type: 415 with PodBite's list of what it reads.
  await chooser.setInputFiles({
    name: 'slides.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n'),
  });
  await expect(refusal).toHaveText(
    'PodBite can read transcript and caption files (WebVTT, SRT, JSON, HTML or text) and audio files (MP3, M4A, WAV, OGG, FLAC or WebM).',
  );

  // Over the transcript limit, dropped: 413 and its message, with the upload's progress shown on the way.
  const tooLarge = Buffer.concat([Buffer.from('WEBVTT\n\n'), Buffer.alloc(11 * 1024 * 1024, 'a')]);
  // Held until the progress bar has been seen: on loopback the bytes arrive faster than a test can look.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/uploads', async (route) => {
    await held;
    await route.continue();
  });
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/uploads'));
  await dropFile(page, 'huge.vtt', 'text/vtt', tooLarge);
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(page.getByText('Uploading huge.vtt')).toBeVisible();
  release();
  expect((await answer).status()).toBe(413);
  await page.unroute('**/api/uploads');
  await expect(refusal).toHaveText('That file is larger than 10 MB.');

  // A real caption file becomes a pod through the same progress page as a link.
  await chooser.setInputFiles({ name: 'Sleep cycles talk.vtt', mimeType: 'text/vtt', buffer: demoTalkVtt() });
  await expect(page).toHaveURL(/\/summary\/[\w-]{11}$/, { timeout: 45_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Sleep cycles talk' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Main Points' })).toBeVisible();
});
