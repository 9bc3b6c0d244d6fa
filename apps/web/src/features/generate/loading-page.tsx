import { GENERATION_REDIRECT_MS } from '@podbite/contract';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { GenerationProgress } from './generation-progress';
import { describeSource, type GenerationSource } from './request-generation';
import { useGeneration } from './use-generation';
import { useWaitingMessages } from './use-waiting-messages';

/**
 * The state a form passes when it sends the user here: the link form `{ link }`,
 * the podcast page `{ podcast: { feedUrl, episodeGuid, title } }`, the upload box
 * `{ upload: { fileName, response } }` with the server's answer to the upload.
 */
export type LoadingPageState =
  | { link: string }
  | { podcast: { feedUrl: string; episodeGuid: string; title: string } }
  | { upload: { fileName: string; response: unknown } };

/**
 * Shown after a link is submitted (spec "Loading page", §4 Variant B). Without a
 * link in the navigation state there is nothing to wait for, so it returns to `/`.
 */
export function LoadingPage() {
  const state: unknown = useLocation().state;
  // Kept for the visit: the screen asks the server once for the source it was opened with.
  const [source] = useState(() => readSource(state));
  if (!source) return <Navigate to="/" replace />;
  return <GenerationScreen source={source} />;
}

function GenerationScreen({ source }: { source: GenerationSource }) {
  const navigate = useNavigate();
  const generation = useGeneration(source);
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
      link={describeSource(source)}
      step={generation.step}
      percent={generation.percent}
      waitingMessages={waitingMessages}
      failure={failure}
    />
  );
}

function readSource(state: unknown): GenerationSource | null {
  if (typeof state !== 'object' || state === null) return null;
  if ('link' in state) {
    const { link } = state;
    return typeof link === 'string' && link.trim().length > 0 ? { kind: 'link', link } : null;
  }
  if ('podcast' in state && typeof state.podcast === 'object' && state.podcast !== null) {
    const { feedUrl, episodeGuid, title } = state.podcast as Record<string, unknown>;
    if (typeof feedUrl === 'string' && typeof episodeGuid === 'string') {
      return { kind: 'podcast', feedUrl, episodeGuid, title: typeof title === 'string' ? title : feedUrl };
    }
  }
  if ('upload' in state && typeof state.upload === 'object' && state.upload !== null) {
    const { fileName, response } = state.upload as Record<string, unknown>;
    return { kind: 'upload', fileName: typeof fileName === 'string' ? fileName : 'Upload', response };
  }
  return null;
}
