import { getEnv } from '@/lib/env';
import { consumePoint, dbLimiter } from '../rate-limit/store';

/*
 * Per-account limits of the sign-in and confirmation flows. The counters
 * live in rate_limit_counters (rate-limiter-flexible's Drizzle store), so every instance sees the
 * same back-off and a restart keeps it. Keys are the lower-cased e-mail address.
 */

/** How long lockouts are remembered to grow the next delay (a day). */
const LOCKOUT_MEMORY_SEC = 24 * 60 * 60;

const keyOf = (email: string) => email.trim().toLowerCase();

function limiters() {
  const env = getEnv();
  return {
    failures: dbLimiter({
      keyPrefix: 'signin_fail',
      points: env.AUTH_ACCOUNT_LIMIT.points,
      duration: env.AUTH_ACCOUNT_LIMIT.seconds,
    }),
    lockouts: dbLimiter({
      keyPrefix: 'signin_lockouts',
      points: 1000,
      duration: LOCKOUT_MEMORY_SEC,
    }),
    block: dbLimiter({ keyPrefix: 'signin_block', points: 1, duration: 1 }),
  };
}

/**
 * The per-account back-off still running for this e-mail: sign-in is refused
 * until it ends, whatever the IP and even with the right password.
 * @param email - the address typed at sign-in (any case)
 * @returns whole seconds left (>= 1), or 0 when sign-in is allowed
 * @throws when the counter store fails (a database error)
 */
export async function signInBackoffSeconds(email: string): Promise<number> {
  const res = await limiters().block.get(keyOf(email));
  if (!res || res.consumedPoints <= 1 || res.msBeforeNext <= 0) return 0;
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

/**
 * Counts a failed sign-in (wrong password or unknown address) for this e-mail. At the
 * AUTH_ACCOUNT_LIMIT-th failure within its window the account is locked for
 * AUTH_BACKOFF_BASE_SEC, doubled for each earlier lockout of the last day and capped at
 * AUTH_BACKOFF_MAX_SEC, so the delay grows but always ends.
 * @param email - the address typed at sign-in
 * @returns the lockout just started in seconds, or 0 when none
 * @throws when the counter store fails
 */
export async function recordSignInFailure(email: string): Promise<number> {
  const env = getEnv();
  const key = keyOf(email);
  const { failures, lockouts, block } = limiters();
  const counted = await failures.penalty(key, 1);
  if (counted.consumedPoints < env.AUTH_ACCOUNT_LIMIT.points) return 0;
  const previous = (await lockouts.penalty(key, 1)).consumedPoints - 1;
  const delay = Math.min(
    env.AUTH_BACKOFF_BASE_SEC * 2 ** Math.min(previous, 20),
    env.AUTH_BACKOFF_MAX_SEC,
  );
  await block.block(key, delay);
  await failures.delete(key);
  return delay;
}

/**
 * Forgets the failures, lockouts and any back-off of this e-mail: called after a correct password.
 * @param email - the address that just signed in
 * @throws when the counter store fails
 */
export async function clearSignInFailures(email: string): Promise<void> {
  const key = keyOf(email);
  const { failures, lockouts, block } = limiters();
  await Promise.all([failures.delete(key), lockouts.delete(key), block.delete(key)]);
}

/**
 * Counts one confirmation e-mail to this address (AUTH_VERIFY_EMAIL_LIMIT,
 * default 3 an hour, whichever route asked: sign-up, sign-in before confirming, or the anonymous
 * send-verification-email).
 * @param email - the recipient
 * @returns whether the e-mail may be sent; the caller then answers the same either way
 * @throws when the counter store fails
 */
export async function allowVerificationEmail(email: string): Promise<boolean> {
  const { points, seconds } = getEnv().AUTH_VERIFY_EMAIL_LIMIT;
  const res = await consumePoint(
    dbLimiter({ keyPrefix: 'verify_mail', points, duration: seconds }),
    keyOf(email),
  );
  return res.allowed;
}
