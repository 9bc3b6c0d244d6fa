import {
  YOUTUBE_CREATE_CHANNEL_URL,
  YOUTUBE_STATUS_POLL_FOR_MS,
  YOUTUBE_STATUS_POLL_MS,
} from '@podbite/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { youtubeAccountQueryKey } from './youtube-account-query';

/**
 * 'Create Channel' (spec §2, §4): opens YouTube's channel creation in a new tab,
 * then asks for the link status every 5 s for up to 60 s, so the prompt gives way
 * to the feed once the channel exists.
 */
export function useCreateChannelPolling() {
  const queryClient = useQueryClient();
  const [polling, setPolling] = useState(false);
  const timers = useRef<{ interval?: ReturnType<typeof setInterval>; stop?: ReturnType<typeof setTimeout> }>(
    {},
  );

  const stop = useCallback(() => {
    clearInterval(timers.current.interval);
    clearTimeout(timers.current.stop);
    setPolling(false);
  }, []);
  useEffect(() => stop, [stop]);

  const createChannel = useCallback(() => {
    window.open(YOUTUBE_CREATE_CHANNEL_URL, '_blank', 'noopener,noreferrer');
    stop();
    setPolling(true);
    timers.current.interval = setInterval(() => {
      void queryClient.invalidateQueries({ queryKey: youtubeAccountQueryKey });
    }, YOUTUBE_STATUS_POLL_MS);
    timers.current.stop = setTimeout(stop, YOUTUBE_STATUS_POLL_FOR_MS);
  }, [queryClient, stop]);

  return { createChannel, polling, stop };
}
