import { LOADING_FIRST_MESSAGE_MS, LOADING_SECOND_MESSAGE_MS } from '@podbite/contract';
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PodBiteLogo } from '@/components/podbite-logo';

export const generationMessages = {
  first: 'Generating your summary.',
  second: 'This may take a few minutes...',
} as const;

/** The state a link form passes when it sends the user here. */
interface LoadingPageState {
  link?: unknown;
}

/**
 * Shown after a link is submitted (spec "Loading page"). Without a link in the
 * navigation state there is nothing to wait for, so it returns to `/`. Starting
 * the generation itself arrives with a later issue.
 */
export function LoadingPage() {
  const state = useLocation().state as LoadingPageState | null;
  const link = typeof state?.link === 'string' && state.link.length > 0 ? state.link : null;
  if (!link) return <Navigate to="/" replace />;
  return <GenerationProgress />;
}

function GenerationProgress() {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const first = setTimeout(() => setShown(1), LOADING_FIRST_MESSAGE_MS);
    const second = setTimeout(() => setShown(2), LOADING_SECOND_MESSAGE_MS);
    return () => {
      clearTimeout(first);
      clearTimeout(second);
    };
  }, []);
  return (
    <section
      aria-label="Generating summary"
      className="flex min-h-[60dvh] flex-col items-center justify-center gap-6 text-center"
    >
      <PodBiteLogo size="xl" withWordmark={false} className="motion-safe:animate-pulse" />
      <div role="status" aria-live="polite" className="min-h-14 space-y-1 text-ink-muted">
        {shown >= 1 && <p className="text-lg font-semibold text-ink">{generationMessages.first}</p>}
        {shown >= 2 && <p>{generationMessages.second}</p>}
      </div>
    </section>
  );
}
