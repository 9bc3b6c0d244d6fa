import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsNewListener } from './support/sign-in';

// A 3½-minute comedy sketch from the built-in YouTube emulator's demo library: few bites, quick to narrate.
const SHORT_DEMO_ID = 'ShLxIGPKe9d';
const SHORT_DEMO_LINK = `https://www.youtube.com/watch?v=${SHORT_DEMO_ID}`;

async function signIn(page: Page): Promise<void> {
  await signInAsNewListener(page, 'Lena Listener', 'listen');
}

interface AudioState {
  src: string;
  currentTime: number;
  duration: number;
  paused: boolean;
  playbackRate: number;
}

/** The <audio> element the player marks as the clip under way, as the browser itself reports it. */
function readCurrentAudio(player: Locator): Promise<AudioState> {
  return player
    .page()
    .locator('[data-audio-clips] audio[data-current]')
    .evaluate((element: HTMLAudioElement) => ({
      src: element.getAttribute('src') ?? '',
      currentTime: element.currentTime,
      duration: element.duration,
      paused: element.paused,
      playbackRate: element.playbackRate,
    }));
}

test('a listener presses Listen on a new pod, chooses Brief, hears the intro and moves on to the first bite', async ({
  page,
}) => {
  // Narration runs after the pod is made (a few seconds to a minute on the built-in voices).
  test.setTimeout(240_000);
  await signIn(page);

  await page.getByLabel('YouTube link').fill(SHORT_DEMO_LINK);
  await page.getByRole('button', { name: 'Get Bites' }).click();
  await expect(page).toHaveURL(new RegExp(`/summary/${SHORT_DEMO_ID}$`), { timeout: 60_000 });
  const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });

  // A spinner while the audio is prepared, then Listen.
  const listen = header.getByRole('button', { name: 'Listen' });
  await expect(listen).toBeVisible();
  const readyAt = Date.now();
  await expect(listen).toBeEnabled({ timeout: 180_000 });
  console.log(`Listen was ready ${Date.now() - readyAt} ms after the pod opened`);

  // No stored preference: the first Listen asks, and the answer is saved.
  const podListen = page.waitForResponse(
    (response) => response.url().includes('/api/log-listen-pod/') && response.request().method() === 'POST',
  );
  await listen.click();
  const dialog = page.getByRole('dialog', { name: 'How would you like to listen?' });
  await expect(dialog).toBeVisible();
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/listen-preferences') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Brief' }).click();
  expect((await saved).status()).toBe(200);
  await expect(dialog).toBeHidden();

  // The intro plays: the browser's own element runs, and its first play is logged as a listen of the pod.
  const player = page.getByRole('region', { name: 'Audio player' });
  await expect(player).toHaveAttribute('data-status', 'playing');
  await expect(player).toHaveAttribute('data-clip-index', '0');
  await expect(player.locator('[data-now-playing]')).toHaveText('Intro');
  await expect(player.getByRole('radio', { name: 'Brief' })).toBeChecked();
  expect((await podListen).status()).toBe(200);
  const intro = await readCurrentAudio(player);
  expect(intro.src).toMatch(/^\/api\/audio\/[0-9a-f]{64}\.mp3$/);
  await expect
    .poll(async () => (await readCurrentAudio(player)).currentTime, { timeout: 10_000 })
    .toBeGreaterThan(intro.currentTime);
  expect((await readCurrentAudio(player)).paused).toBe(false);
  // The next clip is already loading.
  await expect(page.locator('[data-audio-clips] audio')).toHaveCount(2);

  // Twice as fast, and on to the last second of the intro.
  await player.getByRole('combobox', { name: 'Playback speed' }).selectOption('2');
  expect((await readCurrentAudio(player)).playbackRate).toBe(2);
  await expect.poll(async () => (await readCurrentAudio(player)).duration).toBeGreaterThan(1);
  const biteListen = page.waitForResponse(
    (response) => response.url().includes('/api/log-listen-bite/') && response.request().method() === 'POST',
  );
  await page
    .locator('[data-audio-clips] audio[data-current]')
    .evaluate((element: HTMLAudioElement) => (element.currentTime = element.duration - 1));

  // The player moves on by itself to the first bite, which plays too, at the chosen speed.
  await expect(player).toHaveAttribute('data-clip-index', '1', { timeout: 15_000 });
  await expect(player.locator('[data-now-playing]')).toHaveText(/^Bite 1 of \d+ · /);
  expect((await biteListen).status()).toBe(200);
  const firstBite = await readCurrentAudio(player);
  expect(firstBite.src).not.toBe(intro.src);
  expect(firstBite.playbackRate).toBe(2);
  await expect
    .poll(async () => (await readCurrentAudio(player)).currentTime, { timeout: 10_000 })
    .toBeGreaterThan(firstBite.currentTime);
  expect((await readCurrentAudio(player)).paused).toBe(false);

  // Pause from the keyboard, and the preference is kept for next time.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Space');
  await expect(player).toHaveAttribute('data-status', 'paused');
  expect((await readCurrentAudio(player)).paused).toBe(true);
  const preference = await page.request.get('/api/listen-preferences');
  expect(await preference.json()).toEqual({ mode: 'brief' });
});
