import { INFINITE_SCROLL_THRESHOLD, SCROLL_THROTTLE_MS } from '@podbite/contract';
import { useEffect, useRef } from 'react';

/**
 * Calls `onNearEnd` when the page is scrolled past 80% of its height (spec §9),
 * checking at most every 150 ms; also when the page is too short to scroll
 * (checked again whenever `loadedCount` changes).
 */
export function useScrollNearEnd(onNearEnd: () => void, enabled: boolean, loadedCount: number): void {
  const callback = useRef(onNearEnd);
  callback.current = onNearEnd;
  useEffect(() => {
    if (!enabled) return;
    let last = 0;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      last = Date.now();
      pending = undefined;
      const { scrollHeight } = document.documentElement;
      if (window.scrollY + window.innerHeight >= scrollHeight * INFINITE_SCROLL_THRESHOLD) callback.current();
    };
    const onScroll = () => {
      if (pending) return;
      const wait = Math.max(0, SCROLL_THROTTLE_MS - (Date.now() - last));
      pending = setTimeout(check, wait);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (pending) clearTimeout(pending);
    };
  }, [enabled, loadedCount]);
}
