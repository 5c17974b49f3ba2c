import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { bigserialId, createdAt, sqlList, tstz } from './columns';

/** A job row's states: waiting to run (or between retries), or given up after its last attempt. */
export const JOB_STATUSES = ['pending', 'dead'] as const;

/**
 * The background runner's jobs (server/jobs/runner.ts): one row per job that waits to run. A
 * one-off job is deleted once it succeeds and kept as `dead` once it has failed `max_attempts`
 * times; a recurring job (`every_ms` set, `key` its name) is one row that is moved on after each
 * run, so that whichever instance claims it first runs it and the others skip it.
 */
export const jobs = pgTable(
  'jobs',
  {
    ...bigserialId(),
    /** The handler that runs it (e.g. "trash.purge"). */
    name: text('name').notNull(),
    /** A recurring job's name, or a one-off job's deduplication key: at most one row each. */
    key: text('key').unique(),
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Milliseconds between the runs of a recurring job; null for a one-off job. */
    every_ms: integer('every_ms'),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
    /** When it is due: its run time, or the time of its next retry. */
    run_at: tstz('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    max_attempts: integer('max_attempts').notNull().default(5),
    /** Until when the instance that claimed it owns it (a crashed instance's claim runs out). */
    locked_until: tstz('locked_until'),
    last_error: text('last_error'),
    last_run_at: tstz('last_run_at'),
    ...createdAt(),
  },
  (t) => [
    check('jobs_status_check', sql`${t.status} in (${sqlList(JOB_STATUSES)})`),
    index('jobs_due_idx').on(t.status, t.run_at),
  ],
);

export type Job = typeof jobs.$inferSelect;
