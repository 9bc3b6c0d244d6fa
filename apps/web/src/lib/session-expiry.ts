/**
 * The API client announces here that the server answered 401; the app listens,
 * clears client state and goes to `/`. A plain listener set keeps src/lib free of
 * any dependency on the router or on React.
 */
type SessionExpiredListener = () => void;

const listeners = new Set<SessionExpiredListener>();

export function onSessionExpired(listener: SessionExpiredListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceSessionExpired(): void {
  for (const listener of [...listeners]) listener();
}
