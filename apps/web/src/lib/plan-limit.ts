/**
 * The API client announces here that the server refused something for a plan
 * reason (403 `plan-limit`); the billing feature listens and opens 'Upgrade
 * Required'. A plain listener set, like session expiry.
 */
type PlanLimitListener = (message: string) => void;

const listeners = new Set<PlanLimitListener>();

export function onPlanLimit(listener: PlanLimitListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announcePlanLimit(message: string): void {
  for (const listener of [...listeners]) listener(message);
}
