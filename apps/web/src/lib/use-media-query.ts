import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, kept up to date as the window changes.
 * Where matchMedia is missing (old browsers, jsdom) it answers false, so layouts
 * fall back to their narrow form.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, read, () => false);
}
