import { AUDIO_POLL_INTERVAL_MS, AUDIO_POLL_MAX_TRIES, type ListenPodResponse } from '@podbite/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from '@/lib/query-client';
import { jsonResponse, stubApi, type ApiAnswer } from '@/test/api-stub';
import { audioSources, currentAudio, finishClip, stubAudioPlayback } from '@/test/fake-audio-playback';
import { PodListen, type ListenablePod } from './pod-listen';

const podId = 'e880e547-22e4-4ce4-9771-0f25c74fb77e';
const biteIds = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'] as const;
const pod: ListenablePod = {
  pod_id: podId,
  metadata: {
    title: 'Why You Wake Up Tired: The Science of Sleep Cycles',
    creator: 'The Lab Notebook',
    thumbnail: 'https://i.ytimg.com/vi/aOm8MD2L-lp/maxresdefault.jpg',
  },
  bites: [
    { id: biteIds[0], type: 'overview', text: 'Sleep is not one state: it runs in cycles.' },
    { id: biteIds[1], type: 'keyTakeaway', text: 'Your cycles are not exactly ninety minutes long.' },
  ],
};
const narrated: ListenPodResponse = {
  pod_id: podId,
  state: 'ready',
  introUrl: '/api/audio/intro.mp3',
  bites: [
    { id: biteIds[0], textUrl: '/api/audio/b1-text.mp3', detailsUrl: '/api/audio/b1-details.mp3' },
    { id: biteIds[1], textUrl: '/api/audio/b2-text.mp3', detailsUrl: null },
  ],
};

const ready = () => jsonResponse(200, { ready: true, state: 'ready' });
const preparing = () => jsonResponse(200, { ready: false, state: 'preparing' });
const logged = () => jsonResponse(200, { logged: true });

function stubListening(answers: Record<string, ApiAnswer> = {}) {
  return stubApi({
    [`GET /api/check-audio-ready/${podId}`]: ready,
    'GET /api/listen-preferences': () => jsonResponse(200, { mode: 'brief' }),
    'POST /api/listen-preferences': (init) => jsonResponse(200, JSON.parse(String(init?.body))),
    [`GET /api/listen-pod/${podId}`]: () => jsonResponse(200, narrated),
    [`POST /api/log-listen-pod/${podId}`]: logged,
    [`POST /api/log-listen-bite/${biteIds[0]}`]: logged,
    [`POST /api/log-listen-bite/${biteIds[1]}`]: logged,
    ...answers,
  });
}

function renderPodListen() {
  const queryClient = createAppQueryClient();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <PodListen pod={pod} />
    </QueryClientProvider>,
  );
  return { queryClient, user };
}

const listenButton = () => screen.getByRole('button', { name: 'Listen' });
const player = () => screen.getByRole('region', { name: 'Audio player' });
const nowPlaying = () => player().querySelector('[data-now-playing]')?.textContent;
const toasts = () =>
  screen
    .getAllByRole('status')
    .map((region) => region.textContent ?? '')
    .join('\n');

async function openPlayer(user: ReturnType<typeof userEvent.setup>) {
  await vi.waitFor(() => expect(listenButton()).toBeEnabled());
  await user.click(listenButton());
  return screen.findByRole('region', { name: 'Audio player' });
}

let audio: ReturnType<typeof stubAudioPlayback>;
beforeEach(() => {
  audio = stubAudioPlayback();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the Listen button', () => {
  it('plays at once, from the intro, when a listen mode is stored', async () => {
    const { calls } = stubListening();
    const { user } = renderPodListen();

    const shown = await openPlayer(user);

    expect(nowPlaying()).toBe('Intro');
    expect(shown).toHaveAttribute('data-status', 'playing');
    expect(currentAudio().getAttribute('src')).toBe('/api/audio/intro.mp3');
    expect(audio.play).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Focus goes on to the player's own play/pause control.
    expect(within(shown).getByRole('button', { name: 'Pause' })).toHaveFocus();
    await vi.waitFor(() =>
      expect(calls.some((call) => call.path === `/api/log-listen-pod/${podId}`)).toBe(true),
    );
  });

  it('moves on to the first bite when the intro ends, and logs that bite’s listen', async () => {
    const { calls } = stubListening();
    const { user } = renderPodListen();
    await openPlayer(user);

    act(() => finishClip(currentAudio()));

    expect(nowPlaying()).toBe('Bite 1 of 2 · Summary');
    expect(player()).toHaveAttribute('data-clip-index', '1');
    expect(player()).toHaveTextContent('Sleep is not one state: it runs in cycles.');
    expect(currentAudio().getAttribute('src')).toBe('/api/audio/b1-text.mp3');
    await vi.waitFor(() =>
      expect(
        calls.filter((call) => call.path.startsWith('/api/log-listen-')).map((call) => call.path),
      ).toEqual([`/api/log-listen-pod/${podId}`, `/api/log-listen-bite/${biteIds[0]}`]),
    );
  });

  it('asks Brief or Detailed when no mode is stored, saves the choice, then plays it', async () => {
    const { calls } = stubListening({
      'GET /api/listen-preferences': () => jsonResponse(200, { mode: null }),
    });
    const { user, queryClient } = renderPodListen();
    await vi.waitFor(() => expect(listenButton()).toBeEnabled());

    await user.click(listenButton());
    const dialog = await screen.findByRole('dialog', { name: 'How would you like to listen?' });
    expect(within(dialog).getByRole('button', { name: 'Brief' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Detailed' }));

    await screen.findByRole('region', { name: 'Audio player' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const saved = calls.find((call) => call.method === 'POST' && call.path === '/api/listen-preferences');
    expect(saved?.init?.body).toBe('{"mode":"detailed"}');
    expect(screen.getByRole('radio', { name: 'Detailed' })).toBeChecked();
    act(() => finishClip(currentAudio()));
    act(() => finishClip(currentAudio()));
    expect(nowPlaying()).toBe('Bite 1 of 2 · Details');
    await vi.waitFor(() => expect(queryClient.getQueryData(['listen-preference'])).toBe('detailed'));
  });

  it('closes the question on Escape without playing', async () => {
    stubListening({ 'GET /api/listen-preferences': () => jsonResponse(200, { mode: null }) });
    const { user } = renderPodListen();
    await vi.waitFor(() => expect(listenButton()).toBeEnabled());
    await user.click(listenButton());
    await screen.findByRole('dialog');

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(listenButton()).toHaveFocus();
    expect(audio.play).not.toHaveBeenCalled();
  });

  it('plays Brief when the stored mode cannot be read, and says so', async () => {
    stubListening({
      'GET /api/listen-preferences': () => jsonResponse(403, { error: { code: 'forbidden', message: 'No' } }),
    });
    const { user } = renderPodListen();

    await openPlayer(user);

    expect(toasts()).toContain('Failed to load listen mode preference');
    expect(screen.getByRole('radio', { name: 'Brief' })).toBeChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says "Failed to load audio: …" when the clips cannot be fetched', async () => {
    stubListening({
      [`GET /api/listen-pod/${podId}`]: () =>
        jsonResponse(404, { error: { code: 'not-found', message: 'Pod not found' } }),
    });
    const { user } = renderPodListen();
    await vi.waitFor(() => expect(listenButton()).toBeEnabled());

    await user.click(listenButton());

    await vi.waitFor(() => expect(toasts()).toContain('Failed to load audio: Pod not found'));
    expect(screen.queryByRole('region', { name: 'Audio player' })).not.toBeInTheDocument();
    expect(audio.play).not.toHaveBeenCalled();
  });
});

describe('readiness', () => {
  it('shows a spinner while the audio is prepared, asks every 5 s, and toasts "Audio ready!"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let checks = 0;
    const { calls } = stubListening({
      [`GET /api/check-audio-ready/${podId}`]: () => (++checks < 3 ? preparing() : ready()),
    });
    renderPodListen();

    await vi.waitFor(() => expect(screen.getByText('Preparing audio…')).toBeInTheDocument());
    expect(listenButton()).toBeDisabled();
    expect(listenButton()).toHaveAttribute('aria-busy', 'true');
    expect(calls.filter((call) => call.path.startsWith('/api/listen-pod'))).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(AUDIO_POLL_INTERVAL_MS));
    expect(checks).toBe(2);
    expect(listenButton()).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(AUDIO_POLL_INTERVAL_MS));

    await vi.waitFor(() => expect(listenButton()).toBeEnabled());
    expect(checks).toBe(3);
    expect(toasts()).toContain('Audio ready!');
    expect(screen.queryByText('Preparing audio…')).not.toBeInTheDocument();
    // Then it fetches the clips again, as they now are.
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.path === `/api/listen-pod/${podId}`)).toHaveLength(1),
    );
    await act(() => vi.advanceTimersByTimeAsync(AUDIO_POLL_INTERVAL_MS * 3));
    expect(checks).toBe(3);
  });

  it('does not toast "Audio ready!" when the audio was ready from the start', async () => {
    stubListening();
    renderPodListen();

    await vi.waitFor(() => expect(listenButton()).toBeEnabled());
    expect(toasts()).not.toContain('Audio ready!');
  });

  it('gives up after 36 more tries with the specification’s message, then plays what exists', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let checks = 0;
    const partial: ListenPodResponse = { ...narrated, state: 'preparing', introUrl: null };
    stubListening({
      [`GET /api/check-audio-ready/${podId}`]: () => (++checks, preparing()),
      [`GET /api/listen-pod/${podId}`]: () => jsonResponse(200, partial),
    });
    const { user } = renderPodListen();
    await vi.waitFor(() => expect(checks).toBe(1));

    await act(() => vi.advanceTimersByTimeAsync(AUDIO_POLL_INTERVAL_MS * (AUDIO_POLL_MAX_TRIES - 1)));
    expect(checks).toBe(AUDIO_POLL_MAX_TRIES);
    expect(listenButton()).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(AUDIO_POLL_INTERVAL_MS));

    await vi.waitFor(() =>
      expect(toasts()).toContain('Audio load timed out - partial audio may be available'),
    );
    expect(checks).toBe(AUDIO_POLL_MAX_TRIES + 1);
    await act(() => vi.advanceTimersByTimeAsync(AUDIO_POLL_INTERVAL_MS * 5));
    expect(checks).toBe(AUDIO_POLL_MAX_TRIES + 1);

    await user.click(listenButton());
    await screen.findByRole('region', { name: 'Audio player' });
    // No intro yet: the partial queue starts at the first bite.
    expect(nowPlaying()).toBe('Bite 1 of 2 · Summary');
    expect(audioSources()).not.toContain('/api/audio/intro.mp3');
  });

  it('toasts "Poll failed: …" and keeps asking after a passing failure', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let checks = 0;
    stubListening({
      [`GET /api/check-audio-ready/${podId}`]: () =>
        ++checks === 1
          ? jsonResponse(503, { error: { code: 'unavailable', message: 'Service unavailable' } })
          : ready(),
    });
    renderPodListen();

    await vi.waitFor(() => expect(toasts()).toContain('Poll failed: Service unavailable'));
    expect(listenButton()).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(AUDIO_POLL_INTERVAL_MS));

    await vi.waitFor(() => expect(listenButton()).toBeEnabled());
    expect(toasts()).toContain('Audio ready!');
  });

  it('stops asking after a refusal, and Listen then says why', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let checks = 0;
    const refusal = () => jsonResponse(403, { error: { code: 'forbidden', message: 'Audio needs Pro' } });
    stubListening({
      [`GET /api/check-audio-ready/${podId}`]: () => (++checks, refusal()),
      [`GET /api/listen-pod/${podId}`]: refusal,
    });
    const { user } = renderPodListen();

    await vi.waitFor(() => expect(toasts()).toContain('Poll failed: Audio needs Pro'));
    await act(() => vi.advanceTimersByTimeAsync(AUDIO_POLL_INTERVAL_MS * 3));
    expect(checks).toBe(1);

    await user.click(listenButton());
    await vi.waitFor(() => expect(toasts()).toContain('Failed to load audio: Audio needs Pro'));
  });
});

describe('the player', () => {
  it('changing the mode mid-play keeps the clip, says "Mode will update on next clip", and saves the mode', async () => {
    const { calls } = stubListening();
    const { user } = renderPodListen();
    await openPlayer(user);
    act(() => finishClip(currentAudio()));
    const b1Text = currentAudio();

    await user.click(screen.getByRole('radio', { name: 'Detailed' }));

    expect(player()).toHaveTextContent('Mode will update on next clip');
    expect(currentAudio()).toBe(b1Text);
    expect(nowPlaying()).toBe('Bite 1 of 2 · Summary');
    await vi.waitFor(() =>
      expect(
        calls.find((call) => call.method === 'POST' && call.path === '/api/listen-preferences')?.init?.body,
      ).toBe('{"mode":"detailed"}'),
    );

    act(() => finishClip(b1Text));
    expect(nowPlaying()).toBe('Bite 1 of 2 · Details');
    expect(player()).not.toHaveTextContent('Mode will update on next clip');
  });

  it('after the end a mode change needs no notice: the replay plays the new mode', async () => {
    stubListening();
    const { user } = renderPodListen();
    await openPlayer(user);
    for (let clip = 0; clip < 3; clip++) act(() => finishClip(currentAudio()));
    expect(player()).toHaveAttribute('data-status', 'ended');

    await user.click(screen.getByRole('radio', { name: 'Detailed' }));
    expect(player()).not.toHaveTextContent('Mode will update on next clip');

    await user.click(screen.getByRole('button', { name: 'Replay' }));
    act(() => finishClip(currentAudio()));
    act(() => finishClip(currentAudio()));
    expect(nowPlaying()).toBe('Bite 1 of 2 · Details');
  });

  it('puts the mode back in the profile’s cache and says so when it cannot be saved', async () => {
    stubListening({
      'POST /api/listen-preferences': () =>
        jsonResponse(400, { error: { code: 'bad-request', message: 'mode: Invalid listen mode selected' } }),
    });
    const { user, queryClient } = renderPodListen();
    await openPlayer(user);

    await user.click(screen.getByRole('radio', { name: 'Detailed' }));

    await vi.waitFor(() => expect(toasts()).toContain('Failed to update listen mode'));
    expect(queryClient.getQueryData(['listen-preference'])).toBe('brief');
  });

  it('has the controls: pause and play, rewind 10 s, previous, next, replay at the end, and seven speeds', async () => {
    stubListening();
    const { user } = renderPodListen();
    await openPlayer(user);
    const intro = currentAudio();
    Object.defineProperty(intro, 'duration', { value: 30, configurable: true });
    intro.currentTime = 25;

    await user.click(screen.getByRole('button', { name: 'Rewind 10 seconds' }));
    expect(intro.currentTime).toBe(15);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(player()).toHaveAttribute('data-status', 'paused');
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(player()).toHaveAttribute('data-status', 'playing');

    const speed = screen.getByRole('combobox', { name: 'Playback speed' });
    expect(
      within(speed)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['0.5×', '0.75×', '1×', '1.25×', '1.5×', '1.75×', '2×']);
    await user.selectOptions(speed, '2');
    expect(intro.playbackRate).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Next clip' }));
    expect(nowPlaying()).toBe('Bite 1 of 2 · Summary');
    expect(currentAudio().playbackRate).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Previous clip' }));
    expect(nowPlaying()).toBe('Intro');

    act(() => finishClip(currentAudio()));
    act(() => finishClip(currentAudio()));
    act(() => finishClip(currentAudio()));
    expect(player()).toHaveAttribute('data-status', 'ended');
    expect(screen.getByRole('button', { name: 'Next clip' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Replay' }));
    expect(nowPlaying()).toBe('Intro');
    expect(player()).toHaveAttribute('data-status', 'playing');
  });

  it('answers the keyboard: Space, arrows, Shift with arrows; not while typing', async () => {
    stubListening();
    const { user } = renderPodListen();
    await openPlayer(user);
    const field = document.createElement('input');
    document.body.append(field);
    const intro = currentAudio();
    Object.defineProperty(intro, 'duration', { value: 30, configurable: true });
    intro.currentTime = 12;
    (document.activeElement as HTMLElement).blur();

    await user.keyboard('{ArrowLeft}');
    expect(intro.currentTime).toBe(2);
    await user.keyboard('{ArrowRight}');
    expect(intro.currentTime).toBe(12);
    await user.keyboard(' ');
    expect(player()).toHaveAttribute('data-status', 'paused');
    await user.keyboard(' ');
    expect(player()).toHaveAttribute('data-status', 'playing');
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(nowPlaying()).toBe('Bite 1 of 2 · Summary');
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(nowPlaying()).toBe('Intro');

    await user.click(field);
    await user.keyboard(' {ArrowLeft}');
    expect(player()).toHaveAttribute('data-status', 'playing');
    expect(field).toHaveValue(' ');
    expect(screen.getByText(/Keyboard shortcuts: Space plays or pauses/)).toHaveClass('sr-only');
    field.remove();
  });

  it('gives the lock screen the pod’s title, creator and thumbnail, and its controls', async () => {
    const handlers = new Map<string, MediaSessionActionHandler | null>();
    const session = {
      metadata: null as unknown,
      playbackState: 'none',
      setActionHandler: (action: string, handler: MediaSessionActionHandler | null) =>
        handlers.set(action, handler),
      setPositionState: vi.fn(),
    };
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { mediaSession: session }));
    vi.stubGlobal(
      'MediaMetadata',
      class {
        constructor(init: MediaMetadataInit) {
          Object.assign(this, init);
        }
      },
    );
    stubListening();
    const { user } = renderPodListen();
    await openPlayer(user);

    expect(session.metadata).toMatchObject({
      title: pod.metadata.title,
      artist: 'The Lab Notebook',
      album: 'Intro',
      artwork: [{ src: pod.metadata.thumbnail }],
    });
    expect(session.playbackState).toBe('playing');
    act(() => handlers.get('nexttrack')?.({ action: 'nexttrack' }));
    expect(nowPlaying()).toBe('Bite 1 of 2 · Summary');
    expect(session.metadata).toMatchObject({ album: 'Bite 1 of 2 · Summary' });
    act(() => handlers.get('pause')?.({ action: 'pause' }));
    expect(session.playbackState).toBe('paused');
  });
});
