import type { z } from 'zod';
import type { Logger } from '../logger';

/** What a job handler may use; handed in by the worker, never imported globally. */
export interface JobContext {
  logger: Logger;
  /** Record progress the API can show (stage name, 0..100). */
  reportProgress(stage: string, percent: number): Promise<void>;
  /** 1 on the first try, 2 on the first retry, ... */
  attempt: number;
  /**
   * Aborted when the process is shutting down: long jobs check it between steps
   * and stop; the job is handed out again once it expires.
   */
  signal: AbortSignal;
}

/**
 * One job, one file (STYLE.md §4): an id, a payload schema, and a handler that
 * hands off to domain code. Retry policy is declared here once and applied by
 * the queue; a handler throws PermanentJobError for failures retrying cannot fix.
 */
export interface JobDefinition<Payload, Deps> {
  name: string;
  payloadSchema: z.ZodType<Payload>;
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  expireInSeconds: number;
  handle(payload: Payload, deps: Deps, context: JobContext): Promise<unknown>;
  /**
   * Called once when the job has failed for good (a PermanentJobError, or the
   * last retry), so domain state the user watches can say why.
   */
  onFailed?(payload: Payload, deps: Deps, failure: { code: string; message: string }): Promise<void>;
}

export function defineJob<Payload, Deps>(
  definition: JobDefinition<Payload, Deps>,
): JobDefinition<Payload, Deps> {
  return definition;
}

/** A failure that retrying will not fix (bad input, a rule the source breaks). */
export class PermanentJobError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'PermanentJobError';
  }
}
