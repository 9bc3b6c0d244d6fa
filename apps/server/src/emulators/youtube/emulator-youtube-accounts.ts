import type { DemoChannel } from './demo-library-model';

/**
 * The Google accounts the YouTube emulator knows, picked on the consent step of the
 * built-in OAuth emulator (emulators/google-sign-in/youtube-consent). Each kind of
 * account the feed must handle is here: one with a channel and a dozen
 * subscriptions among the demo channels, one without a channel, one with a channel
 * but no subscriptions.
 */
export interface EmulatorYouTubeAccount {
  id: string;
  email: string;
  name: string;
  /** The account's own channel; null for a Google account that never made one. */
  channel: DemoChannel | null;
  /** Demo channel ids this account subscribes to, in the order subscribed. */
  subscriptions: string[];
}

const ownChannel = (id: string, title: string, handle: string): DemoChannel => ({
  id,
  title,
  handle,
  description: `${title}'s own channel (YouTube emulator).`,
  subscriberCount: 3,
  publishedAt: '2021-03-14T10:00:00Z',
  country: 'US',
});

export const EMULATOR_YOUTUBE_ACCOUNTS: readonly EmulatorYouTubeAccount[] = [
  {
    id: 'yt-demo-listener',
    email: 'listener@youtube.podbite.test',
    name: 'Demo Listener',
    channel: ownChannel('UCpodbiteDemoListener001', 'Demo Listener', '@demolistener'),
    subscriptions: [
      'UCfQvjQXzByytAnsr-9wA4Sr',
      'UCp5ZBj2BnzDDQ9e_eqH2hck',
      'UCNOXPFBgbWMyuzQ3gxuhR88',
      'UCUMFxFkM_R5Kjp1vRt-1fjO',
      'UCnW6NRO3DDlOiuOUidMt4MV',
      'UCth2LhuB9YOUJP22Hqv4thJ',
      'UCx7yy4FyDjjgFnvOJjqMIsH',
      'UCbn6NNwFRK6p4beGcYoG0hU',
      'UCZVSjCU4jwONkaGa6Es0EmL',
      'UCAB2i1qP13iuVYrus5-eZhu',
      'UCeQl0gSa0yY4q8iuSN727pN',
      'UCEB7tcEemezMcrsGUytTHRG',
    ],
  },
  {
    id: 'yt-no-channel',
    email: 'nochannel@youtube.podbite.test',
    name: 'Viewer Without Channel',
    channel: null,
    subscriptions: [],
  },
  {
    id: 'yt-no-subscriptions',
    email: 'newcomer@youtube.podbite.test',
    name: 'Fresh Start',
    channel: ownChannel('UCpodbiteFreshStart00001', 'Fresh Start', '@freshstart'),
    subscriptions: [],
  },
];

export function findEmulatorYouTubeAccount(id: string): EmulatorYouTubeAccount | undefined {
  return EMULATOR_YOUTUBE_ACCOUNTS.find((account) => account.id === id);
}
