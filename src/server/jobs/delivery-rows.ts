import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';
import { retryDelayMs } from './runner';

/**
 * The delivery rows of the two outboxes (mail_outbox, webhook_deliveries): written in the
 * transaction of the change that causes them, and drained by the runner's `mail.drain` and
 * `webhooks.drain` jobs. A pass claims due rows under a lease and, after a failed attempt, either
 * schedules the next one with the runner's back-off ({@link retryDelayMs}) or gives the row up as
 * dead. They stay rows of their own rather than one-off jobs: each is a record the back office
 * lists (the delivery log, with its Retry) and the privacy erase finds.
 */

/** The options of a drain pass common to both outboxes. */
export type RetryQueueOptions = {
  db: Db;
  /** Clock (tests move it instead of waiting). */
  now?: () => Date;
  maxAttempts?: number;
  /** First retry delay; it doubles with each attempt (capped at 6 hours). */
  retryBaseMs?: number;
  /** Rows claimed per pass. */
  batchSize?: number;
  /** How long a claimed row stays invisible to other senders while it is being sent. */
  leaseMs?: number;
};

/**
 * When a row that has just failed its `attempts`-th attempt is tried again.
 * @param policy - `maxAttempts`, `retryBaseMs` (milliseconds) and the clock `now`
 * @returns the time of the next attempt, or null when the row is dead (`maxAttempts` reached)
 */
function nextAttemptAt(
  attempts: number,
  policy: { maxAttempts: number; retryBaseMs: number; now: () => Date },
): Date | null {
  if (attempts >= policy.maxAttempts) return null;
  return new Date(policy.now().getTime() + retryDelayMs(attempts, policy.retryBaseMs));
}

/** The clock and limits of one drain pass, and the lease of the rows it claims. */
export type DrainPass = {
  now: () => Date;
  maxAttempts: number;
  retryBaseMs: number;
  /** When the pass began: rows due by then are claimed. */
  started: Date;
  /** Until when a claimed row stays invisible to other senders. */
  leaseUntil: Date;
};

/**
 * Starts a drain pass of either outbox: the options given, else the outbox's own defaults.
 * @param defaults - the outbox's attempts, first retry delay and lease (milliseconds)
 * @returns the pass's clock, limits, start and lease end
 */
export function startDrainPass(
  opts: RetryQueueOptions,
  defaults: { maxAttempts: number; retryBaseMs: number; leaseMs: number },
): DrainPass {
  const now = opts.now ?? (() => new Date());
  const started = now();
  return {
    now,
    maxAttempts: opts.maxAttempts ?? defaults.maxAttempts,
    retryBaseMs: opts.retryBaseMs ?? defaults.retryBaseMs,
    started,
    leaseUntil: new Date(started.getTime() + (opts.leaseMs ?? defaults.leaseMs)),
  };
}

/**
 * Files a failed attempt of a claimed row: records `attempts` and
 * the error columns, and schedules the next attempt with the exponential back-off, or marks the
 * row `dead` once `maxAttempts` is reached.
 * @param table - the outbox table (`mail_outbox`, `webhook_deliveries`)
 * @param errorSet - the `set` assignments of the error, e.g. sql`last_error = ${message}`
 * @returns true when the row will be tried again, false when it is dead
 * @throws the database error of the update
 */
export async function fileFailedAttempt(
  db: Db,
  table: PgTable,
  id: number,
  attempts: number,
  pass: DrainPass,
  errorSet: SQL,
): Promise<boolean> {
  const next = nextAttemptAt(attempts, pass);
  const status = next ? sql`next_attempt_at = ${next}` : sql`status = 'dead'`;
  await db.execute(
    sql`update ${table} set ${status}, attempts = ${attempts}, ${errorSet} where id = ${id}`,
  );
  return next !== null;
}
