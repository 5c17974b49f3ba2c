import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';

/**
 * What the two outboxes (mail, issue #5; webhook deliveries, issue #24 §4) share: each pass claims
 * due rows under a lease and, after a failed attempt, either schedules the next one with an
 * exponential back-off or gives the row up as dead.
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
 * Delay before retry number `attempt` (1-based): base × 2^(attempt-1), at most 6 hours (the
 * exponential back-off of issue #5 "Mail", also the webhooks', issue #24 §4).
 * @param attempt - the attempts made so far (1 after the first failure)
 * @param baseMs - the first delay, in milliseconds
 * @returns the delay in milliseconds
 */
export function retryDelayMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 6 * 60 * 60 * 1000);
}

/**
 * When a row that has just failed its `attempts`-th attempt is tried again (issue #5 "Mail",
 * issue #24 §4).
 * @param policy - `maxAttempts`, `retryBaseMs` (milliseconds) and the clock `now`
 * @returns the time of the next attempt, or null when the row is dead (`maxAttempts` reached)
 */
export function nextAttemptAt(
  attempts: number,
  policy: { maxAttempts: number; retryBaseMs: number; now: () => Date },
): Date | null {
  if (attempts >= policy.maxAttempts) return null;
  return new Date(policy.now().getTime() + retryDelayMs(attempts, policy.retryBaseMs));
}

/**
 * The assignment that files a failed attempt: the next attempt's time, or `status = 'dead'`.
 * @param next - what {@link nextAttemptAt} answered
 * @returns an SQL fragment for the `set` list of the row's update
 */
export function failedAttemptSet(next: Date | null): SQL {
  return next ? sql`next_attempt_at = ${next}` : sql`status = 'dead'`;
}
