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

/** How the queue retries and times out a job; pg-boss applies it. */
export interface JobPolicy {
  /** Retries after the first try. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Each retry waits twice as long as the one before. */
  retryBackoff: boolean;
  /** A job running longer is taken as lost (a crashed worker) and handed out again. */
  expireInSeconds: number;
}

/**
 * Every job's policy unless its definition says otherwise, and why (STYLE.md §4):
 * two retries cover a restarted worker or a network blip without hammering a service that is down.
 */
export const DEFAULT_JOB_POLICY: JobPolicy = {
  retryLimit: 2,
  retryDelaySeconds: 5,
  retryBackoff: true,
  expireInSeconds: 120,
};

/**
 * One job, one file under `jobs/definitions/` (STYLE.md §4): an id, a payload schema, and a handler
 * that hands off to domain code. A handler throws PermanentJobError for failures retrying cannot fix.
 */
export interface JobDefinitionInput<Payload, Deps> extends Partial<JobPolicy> {
  name: string;
  payloadSchema: z.ZodType<Payload>;
  handle(payload: Payload, deps: Deps, context: JobContext): Promise<unknown>;
  /**
   * Called once when the job has failed for good (a PermanentJobError, or the
   * last retry), so domain state the user watches can say why.
   */
  onFailed?(payload: Payload, deps: Deps, failure: { code: string; message: string }): Promise<void>;
}

/** A job definition with its policy filled in from DEFAULT_JOB_POLICY. */
export type JobDefinition<Payload, Deps> = JobDefinitionInput<Payload, Deps> & JobPolicy;

export function defineJob<Payload, Deps>(
  definition: JobDefinitionInput<Payload, Deps>,
): JobDefinition<Payload, Deps> {
  return { ...DEFAULT_JOB_POLICY, ...definition };
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
