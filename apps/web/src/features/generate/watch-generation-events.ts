import { generationStatusSchema, type GenerationStatus } from '@podbite/contract';

export interface GenerationEventHandlers {
  /** Every readable `progress`, `done` or `failed` event, in order. */
  onStatus(status: GenerationStatus): void;
  /** The stream broke (or the browser has none); the caller falls back to polling. */
  onLost(): void;
}

const EVENT_NAMES = ['progress', 'done', 'failed'] as const;

/**
 * Follows a generation through its server-sent events (same origin, so the
 * session cookie goes along). Stops by itself at `done` or `failed`; the
 * returned function stops it early.
 */
export function watchGenerationEvents(eventsUrl: string, handlers: GenerationEventHandlers): () => void {
  if (typeof EventSource === 'undefined') {
    handlers.onLost();
    return () => {};
  }
  const source = new EventSource(eventsUrl);
  let stopped = false;
  const stop = () => {
    stopped = true;
    source.close();
  };

  const readEvent = (event: Event) => {
    if (stopped || !(event instanceof MessageEvent) || typeof event.data !== 'string') return;
    const status = generationStatusSchema.safeParse(parseJson(event.data));
    // An event we cannot read tells us nothing; the next one (or the fallback) will.
    if (!status.success) return;
    if (status.data.state === 'completed' || status.data.state === 'failed') stop();
    handlers.onStatus(status.data);
  };
  for (const name of EVENT_NAMES) source.addEventListener(name, readEvent);

  // EventSource would reconnect on its own after a drop, but not after an HTTP error;
  // polling the job covers both without waiting to find out which one this is.
  source.addEventListener('error', () => {
    if (stopped) return;
    stop();
    handlers.onLost();
  });
  return stop;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
