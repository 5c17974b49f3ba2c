import {
  RateLimiterDrizzle,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { getDb, type Db } from '@/db/client';
import { rateLimitCounters } from '@/db/schema';
import { processSingleton, setProcessSingleton } from '@/lib/runtime';

/** What a limiter counts: `points` within `duration` seconds (0 = never resets). */
export type LimiterOptions = { keyPrefix: string; points: number; duration: number };

declare module '@/lib/runtime' {
  interface RuntimeSlots {
    /** The database rate limiters, per database handle and per options ({@link dbLimiter}). */
    dbLimiters: WeakMap<Db, Map<string, RateLimiterAbstract>>;
  }
}

/**
 * A rate-limiter-flexible limiter whose counters live in the database (`rate_limit_counters`,
 * rate-limiter-flexible's Drizzle store), on PGlite and PostgreSQL alike: every instance counts the
 * same attempts and a restart keeps them. One limiter per database handle and
 * options, reused across calls.
 * @param opts - key prefix (namespace), points and duration in seconds
 * @returns the limiter of the current process-wide database (`getDb()`)
 */
export function dbLimiter(opts: LimiterOptions): RateLimiterAbstract {
  const limiters = processSingleton('dbLimiters', () => new WeakMap());
  const db = getDb();
  let byKey = limiters.get(db);
  if (!byKey) {
    byKey = new Map();
    limiters.set(db, byKey);
  }
  const id = `${opts.keyPrefix}|${opts.points}|${opts.duration}`;
  let limiter = byKey.get(id);
  if (!limiter) {
    limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimitCounters,
      keyPrefix: opts.keyPrefix,
      points: opts.points,
      duration: opts.duration,
    });
    byKey.set(id, limiter);
  }
  return limiter;
}

/**
 * Consumes one point of `key`.
 * @returns allowed, or refused with the whole seconds until a point is free again (at least 1)
 * @throws when the store fails (a database error), never for a refusal
 */
export async function consumePoint(
  limiter: RateLimiterAbstract,
  key: string,
): Promise<{ allowed: true } | { allowed: false; retryAfterSec: number }> {
  try {
    await limiter.consume(key, 1);
    return { allowed: true };
  } catch (error) {
    if (error instanceof RateLimiterRes)
      return { allowed: false, retryAfterSec: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
    throw error;
  }
}

/** Forgets every cached limiter (tests change limits or the database between cases). */
export function resetDbLimiters(): void {
  setProcessSingleton('dbLimiters', undefined);
}
