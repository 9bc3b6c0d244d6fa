import type { Bite, BiteType, Summary } from '@podbite/contract';

/**
 * A pod in the API's shape for component tests, modelled on the pod the
 * built-in engine makes of the first demo video. Not used by the app itself.
 */
export const testVideoId = 'aOm8MD2L-lp';
export const testPodId = 'e880e547-22e4-4ce4-9771-0f25c74fb77e';
const source = `https://www.youtube.com/watch?v=${testVideoId}`;

let biteNumber = 0;
function bite(type: BiteType, text: string, startSeconds: number, details: string[]): Bite {
  biteNumber += 1;
  const minutes = Math.floor(startSeconds / 60);
  const seconds = String(startSeconds % 60).padStart(2, '0');
  return {
    id: `00000000-0000-4000-8000-${String(biteNumber).padStart(12, '0')}`,
    type,
    order: biteNumber,
    text,
    details,
    timestamp: `${minutes}:${seconds}`,
    startSeconds,
    link: `${source}&t=${startSeconds}s`,
    textUrl: null,
    detailsUrl: null,
  };
}

export function buildTestSummary(overrides: Partial<Summary> = {}): Summary {
  biteNumber = 0;
  const overview = [
    bite('overview', 'Sleep is not one state: it runs in cycles of light, deep and REM sleep.', 14, [
      'Non-REM sleep has three stages.',
      'REM sleep is where most vivid dreaming happens.',
      'Most adults go through four to six cycles a night.',
    ]),
    bite('overview', 'Early in the night the cycles are heavy on deep sleep.', 131, []),
  ];
  const keyTakeaways = [
    bite('keyTakeaway', 'Your cycles are not exactly ninety minutes long.', 200, [
      'Sleep calculators assume they are.',
      'Falling asleep takes a different time every night.',
    ]),
    bite('keyTakeaway', 'Caffeine six hours before bed still cuts deep sleep.', 407, [
      'Put the last coffee eight hours before bed.',
    ]),
  ];
  const actionItems = [bite('actionItem', 'Keep one wake-up time, weekends included.', 488, [])];
  const quotes = [bite('quote', 'You did it to yourself without leaving the house.', 350, [])];
  return {
    id: testPodId,
    pod_id: testPodId,
    video_id: testVideoId,
    videoId: testVideoId,
    link: source,
    hasError: false,
    metadata: {
      title: 'Why You Wake Up Tired: The Science of Sleep Cycles',
      creator: 'The Lab Notebook',
      creator_id: 'UCp5ZBj2BnzDDQ9e_eqH2hck',
      creatorId: 'UCp5ZBj2BnzDDQ9e_eqH2hck',
      thumbnail: 'https://i.ytimg.com/vi/aOm8MD2L-lp/maxresdefault.jpg',
      channelThumbnail: 'https://yt3.ggpht.com/lab-notebook.jpg',
      category: 'Education',
      viewCount: 2_384_120,
      durationSeconds: 600,
    },
    bites: [...overview, ...keyTakeaways, ...actionItems, ...quotes],
    summary: overview,
    keyTakeaways,
    actionItems,
    quotes,
    topics: [
      { topic: 'Sleep stages', timestamp: '0:00', startSeconds: 0, link: `${source}&t=0s` },
      { topic: 'Naps', timestamp: '7:29', startSeconds: 449, link: `${source}&t=449s` },
    ],
    promotions: [
      {
        text: 'This video is brought to you by Driftwell.',
        startSeconds: 215.6,
        endSeconds: 256.4,
        timestamp: '3:35',
        kind: 'sponsor',
        sponsor: 'Driftwell',
        offer: 'twenty percent off',
        code: 'LABNOTES',
        url: 'driftwell.co/labnotebook',
        link: `${source}&t=215s`,
      },
    ],
    sumReadTime: 52,
    sum_read_time: 52,
    time_saved: 548,
    audioUrl: null,
    timestamp: '2026-01-01T00:00:00.000Z',
    isSaved: false,
    ...overrides,
  };
}
