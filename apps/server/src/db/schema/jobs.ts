import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What a background job did, as users and operators see it: stage and percent
 * for progress, the outcome, and how many times it ran. pg-boss keeps its own
 * queue tables; this one outlives pg-boss's retention and is what the API reads.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The pg-boss job id, once sent. */
    queueJobId: text('queue_job_id'),
    kind: text('kind').notNull(),
    /** Deduplication key: one live job per key (e.g. one pipeline per video). */
    subjectKey: text('subject_key'),
    state: text('state', { enum: ['queued', 'running', 'completed', 'failed'] })
      .notNull()
      .default('queued'),
    stage: text('stage'),
    percent: integer('percent').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    result: jsonb('result'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('job_runs_kind_subject_idx').on(table.kind, table.subjectKey)],
);
