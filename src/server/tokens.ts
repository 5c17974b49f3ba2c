import 'server-only';
import crypto from 'node:crypto';

/**
 * The SHA-256 of a secret link token, hex: what the database keeps instead of the token
 * (invitations, shared previews), so a leaked table opens no link.
 */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/**
 * A fresh unguessable link token (256 bits, base64url: 43 characters) and its {@link hashToken}.
 */
export function newSecretToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** Whether a string from a URL can be one of our tokens (so junk never reaches the database). */
export function isTokenShaped(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
