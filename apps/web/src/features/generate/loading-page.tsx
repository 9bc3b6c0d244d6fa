import { GENERATION_REDIRECT_MS } from '@podbite/contract';
import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { GenerationProgress } from './generation-progress';
import { useGeneration } from './use-generation';
import { useWaitingMessages } from './use-waiting-messages';

/** The state the link form passes when it sends the user here. */
export interface LoadingPageState {
  link: string;
}

/**
 * Shown after a link is submitted (spec "Loading page", §4 Variant B). Without a
 * link in the navigation state there is nothing to wait for, so it returns to `/`.
 */
export function LoadingPage() {
  const link = readLink(useLocation().state);
  if (!link) return <Navigate to="/" replace />;
  return <GenerationScreen link={link} />;
}

function GenerationScreen({ link }: { link: string }) {
  const navigate = useNavigate();
  const generation = useGeneration(link);
  const waitingMessages = useWaitingMessages();
  const { outcome } = generation;

  const readyVideoId = outcome?.kind === 'ready' ? outcome.videoId : null;
  useEffect(() => {
    // Replace: Back from the pod goes to where the link was pasted, not to this screen.
    if (readyVideoId) void navigate(`/summary/${readyVideoId}`, { replace: true });
  }, [readyVideoId, navigate]);

  const failure = outcome?.kind === 'failed' ? outcome.message : null;
  useEffect(() => {
    if (failure === null) return;
    const leave = setTimeout(() => void navigate('/', { replace: true }), GENERATION_REDIRECT_MS);
    return () => clearTimeout(leave);
  }, [failure, navigate]);

  return (
    <GenerationProgress
      link={link}
      step={generation.step}
      percent={generation.percent}
      waitingMessages={waitingMessages}
      failure={failure}
    />
  );
}

function readLink(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('link' in state)) return null;
  const { link } = state;
  return typeof link === 'string' && link.trim().length > 0 ? link : null;
}
