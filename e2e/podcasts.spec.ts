import { expect, test } from '@playwright/test';
import { LOCAL_SHOW, startLocalPublisher, type LocalPublisher } from './support/local-publisher';
import { signInAsNewListener } from './support/sign-in';

let publisher: LocalPublisher;
test.beforeAll(async () => {
  publisher = await startLocalPublisher();
});
test.afterAll(async () => {
  await publisher.close();
});

test("a listener opens a show from its page, follows it, reads an episode's pod and hears the episode from a topic's time", async ({
  page,
}) => {
  await signInAsNewListener(page, 'Pod Listener', 'podcasts');

  // The show's web page, not its feed: PodBite finds the feed the page announces.
  await page.getByLabel('Podcast feed address').fill(`${publisher.origin}/show`);
  await page.getByRole('button', { name: 'Show episodes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: LOCAL_SHOW.title })).toBeVisible();
  await expect(page.getByText(LOCAL_SHOW.author)).toBeVisible();
  // The artwork comes from PodBite's storage, never from the publisher.
  const artwork = page.getByRole('img', { name: `${LOCAL_SHOW.title} artwork` });
  await expect(artwork).toHaveAttribute('src', /^\/api\/artwork\/[a-f0-9]{32}\.png$/);
  await expect.poll(() => artwork.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);

  const episodes = page.getByRole('list', { name: 'Episodes' });
  const episode = episodes.getByRole('listitem').filter({ hasText: LOCAL_SHOW.episodeTitle });
  await expect(episode).toContainText('2 Nov 2026');
  await expect(episode).toContainText('Transcript');
  await expect(episode).toContainText('Chapters');

  // Followed, it is listed on Home.
  await page.getByRole('button', { name: 'Follow' }).click();
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/home');
  const followed = page.getByRole('list', { name: 'Podcasts you follow' });
  await followed.getByRole('link', { name: LOCAL_SHOW.title }).click();

  // An episode becomes a pod through the same progress page as a video.
  await page.getByRole('button', { name: `Get Bites of ${LOCAL_SHOW.episodeTitle}` }).click();
  await expect(page).toHaveURL(/\/(loading|summary\/[\w-]{11})$/);
  await expect(page).toHaveURL(/\/summary\/[\w-]{11}$/, { timeout: 45_000 });
  const videoId = /\/summary\/([\w-]{11})$/.exec(page.url())![1]!;
  await expect(page.getByRole('heading', { level: 1, name: LOCAL_SHOW.episodeTitle })).toBeVisible();
  const topics = page.getByRole('region', { name: 'Topics Covered' });
  for (const chapter of LOCAL_SHOW.chapters) await expect(topics).toContainText(chapter.title);

  // A topic's time opens PodBite's own player on the episode, from that moment.
  await topics.getByRole('link', { name: 'Listen from 3:00' }).click();
  await expect(page).toHaveURL(new RegExp(`/episode/${videoId}#t=180$`));
  const audio = page.getByLabel('Episode audio');
  await expect(audio).toHaveAttribute('src', `/api/podcasts/episode-audio/${videoId}`);
  await expect
    .poll(
      () =>
        audio.evaluate((element: HTMLAudioElement) => ({
          playing: !element.paused,
          from: element.currentTime >= 180,
        })),
      {
        timeout: 20_000,
      },
    )
    .toEqual({ playing: true, from: true });
  // The browser never asked the publisher for the audio: PodBite copied it once.
  expect(publisher.requests.filter((url) => url === '/ep1.mp3')).toHaveLength(1);
});
