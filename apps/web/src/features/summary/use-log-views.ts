import { VIEW_LOG_DELAY_MS } from '@podbite/contract';
import { useEffect, useRef, type RefObject } from 'react';
import { apiRequest } from '@/lib/api-client';

/** Half a bite card in view counts as reading it (spec §7, POST /view-bite). */
const BITE_VISIBLE_RATIO = 0.5;

/**
 * Logs a view of the pod 2 s after its id is known, once per browser session
 * (spec §4, session key `viewed_{podId}`); the server may still answer "skipped".
 */
export function useLogPodView(podId: string): void {
  useEffect(() => {
    const key = `viewed_${podId}`;
    if (readSessionFlag(key)) return;
    const timer = setTimeout(() => {
      writeSessionFlag(key);
      // A lost view count is not worth interrupting the reader for.
      apiRequest(`/api/view-pod/${encodeURIComponent(podId)}`, { method: 'POST' }).catch(() => {});
    }, VIEW_LOG_DELAY_MS);
    return () => clearTimeout(timer);
  }, [podId]);
}

/** Logs each bite once per page view, when half of its card is on screen. */
export function useLogBiteViews(container: RefObject<HTMLElement | null>): void {
  const logged = useRef(new Set<string>());
  useEffect(() => {
    const root = container.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || entry.intersectionRatio < BITE_VISIBLE_RATIO) continue;
          observer.unobserve(entry.target);
          const biteId = entry.target instanceof HTMLElement ? entry.target.dataset.biteId : undefined;
          if (!biteId || logged.current.has(biteId)) continue;
          logged.current.add(biteId);
          apiRequest(`/api/view-bite/${encodeURIComponent(biteId)}`, { method: 'POST' }).catch(() => {});
        }
      },
      { threshold: BITE_VISIBLE_RATIO },
    );
    for (const card of root.querySelectorAll<HTMLElement>('[data-bite-id]')) observer.observe(card);
    return () => observer.disconnect();
  }, [container]);
}

// Session storage can be switched off; then the server's own "recently viewed" check is the only guard.
function readSessionFlag(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

function writeSessionFlag(key: string): void {
  try {
    window.sessionStorage.setItem(key, String(Date.now()));
  } catch {
    // see readSessionFlag
  }
}
