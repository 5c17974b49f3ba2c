import { getEnv } from '@/lib/env';
import { consumePoint, dbLimiter, resetDbLimiters } from '../rate-limit/store';

/**
 * The public forms that are rate-limited per client IP (a landing page's form counts with its own
 * bucket, at the contact form's limit), and the booking webhook.
 */
export type RateLimitedForm =
  'newsletter' | 'demo' | 'contact' | 'landing_form' | 'booking_webhook';

/** The booking webhook's limit per sending address: a provider sends a few a minute at most. */
const BOOKING_WEBHOOK_LIMIT = { points: 120, seconds: 60 };

/**
 * Counts one attempt of `form` from `ip` (newsletter: 10 per hour by default). The counters are
 * kept in the database on PGlite and PostgreSQL alike, so every instance shares them and a
 * restart keeps them.
 * @param form - which form's limit (RATE_LIMIT_NEWSLETTER, _DEMO, _CONTACT)
 * @param ip - the client IP the request guard resolved
 * @returns allowed, or refused with the seconds until the window resets
 * @throws when the limiter store fails (callers treat that as a server error)
 */
export async function consumeRateLimit(
  form: RateLimitedForm,
  ip: string,
): Promise<{ allowed: true } | { allowed: false; retryAfterSec: number }> {
  const env = getEnv();
  const { points, seconds } =
    form === 'newsletter'
      ? env.RATE_LIMIT_NEWSLETTER
      : form === 'demo'
        ? env.RATE_LIMIT_DEMO
        : form === 'contact' || form === 'landing_form'
          ? env.RATE_LIMIT_CONTACT
          : BOOKING_WEBHOOK_LIMIT;
  return consumePoint(dbLimiter({ keyPrefix: `form_${form}`, points, duration: seconds }), ip);
}

/** Forgets every limiter (tests change the limits or the database between cases). */
export function resetRateLimiters(): void {
  resetDbLimiters();
}
