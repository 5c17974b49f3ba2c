import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { getDbHandle } from '@/db/client';
import { getEnv } from '@/lib/env';

/** The public forms that are rate-limited per client IP (issue #5). */
export type RateLimitedForm = 'newsletter' | 'demo' | 'contact';

type GlobalWithLimiters = typeof globalThis & {
  __lizitLimiters?: Map<RateLimitedForm, Promise<RateLimiterAbstract>>;
};

/** The limiter of a form; on PostgreSQL it resolves once its table exists. */
function limiterFor(form: RateLimitedForm): Promise<RateLimiterAbstract> {
  const g = globalThis as GlobalWithLimiters;
  g.__lizitLimiters ??= new Map();
  let limiter = g.__lizitLimiters.get(form);
  if (!limiter) {
    const env = getEnv();
    const { points, seconds } =
      form === 'newsletter'
        ? env.RATE_LIMIT_NEWSLETTER
        : form === 'demo'
          ? env.RATE_LIMIT_DEMO
          : env.RATE_LIMIT_CONTACT;
    const handle = getDbHandle();
    // Shared across instances on PostgreSQL; per process on the embedded database (one process).
    const pool = handle.pgPool;
    limiter = pool
      ? new Promise<RateLimiterAbstract>((resolve, reject) => {
          const l: RateLimiterAbstract = new RateLimiterPostgres(
            {
              storeClient: pool,
              storeType: 'pool',
              tableName: 'rate_limits',
              keyPrefix: `form_${form}`,
              points,
              duration: seconds,
            },
            (err?: Error) => (err ? reject(err) : resolve(l)),
          );
        })
      : Promise.resolve(
          new RateLimiterMemory({ keyPrefix: `form_${form}`, points, duration: seconds }),
        );
    // A failed table creation is retried on the next attempt.
    limiter.catch(() => g.__lizitLimiters?.delete(form));
    g.__lizitLimiters.set(form, limiter);
  }
  return limiter;
}

/**
 * Counts one attempt of `form` from `ip` (newsletter: 10 per hour by default).
 * @returns allowed, or refused with the seconds until the window resets
 * @throws when the limiter store fails (callers treat that as a server error)
 */
export async function consumeRateLimit(
  form: RateLimitedForm,
  ip: string,
): Promise<{ allowed: true } | { allowed: false; retryAfterSec: number }> {
  try {
    await (await limiterFor(form)).consume(ip, 1);
    return { allowed: true };
  } catch (error) {
    if (error instanceof RateLimiterRes)
      return { allowed: false, retryAfterSec: Math.ceil(error.msBeforeNext / 1000) };
    throw error;
  }
}

/** Forgets every limiter (tests change the limits between cases). */
export function resetRateLimiters(): void {
  (globalThis as GlobalWithLimiters).__lizitLimiters = undefined;
}
