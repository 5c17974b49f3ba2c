import 'server-only';
import crypto from 'node:crypto';
import { getEnv } from '@/lib/env';

/**
 * Signatures the server gives out in addresses (a page preview's token, a newsletter's counted
 * link): an HMAC-SHA256 of the payload under the server's secret, with a purpose of its own
 * so a signature made for one use never passes for another.
 */

/** The server's signing secret (BETTER_AUTH_SECRET). @throws when it is not set */
export function serverSecret(): string {
  const value = getEnv().BETTER_AUTH_SECRET;
  if (!value) throw new Error('BETTER_AUTH_SECRET is not set');
  return value;
}

/**
 * The signature of `payload` for `purpose`, base64url.
 * @param secret - the signing secret (tests); the server's by default
 */
export function signPayload(purpose: string, payload: string, secret = serverSecret()): string {
  return crypto.createHmac('sha256', secret).update(`${purpose}:${payload}`).digest('base64url');
}

/** Whether `signature` is the signature of `payload` for `purpose` (compared in constant time). */
export function hasValidSignature(
  purpose: string,
  payload: string,
  signature: string,
  secret = serverSecret(),
): boolean {
  const expected = Buffer.from(signPayload(purpose, payload, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
