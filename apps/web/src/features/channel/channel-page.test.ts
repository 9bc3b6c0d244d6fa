import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { describeChannelError } from './channel-page';

describe('describeChannelError', () => {
  it('says what spec §8 says for each failure', () => {
    expect(describeChannelError(new ApiError(404, 'not-found', 'Channel not found'))).toBe(
      'Channel not found. Please verify the channel ID.',
    );
    expect(describeChannelError(new ApiError(404, 'not-found', 'No videos found for this channel.'))).toBe(
      'This channel has no videos available. Try another channel.',
    );
    expect(describeChannelError(new ApiError(502, 'upstream-unavailable', 'YouTube is down'))).toBe(
      'Error: YouTube is down. Please try again or verify the channel ID.',
    );
    expect(describeChannelError(new ApiError(0, 'network', 'offline'))).toBe(
      'Error: Failed to fetch channel data. Please try again or verify the channel ID.',
    );
  });
});
