import 'server-only';
import { isPageKey, type PageKey } from '@/lib/pages/registry';
import { hasValidSignature, signPayload } from '../signing';

/** How long a page preview's address works: the editor asks for a fresh one with each save. */
export const PREVIEW_TOKEN_TTL_MS = 30 * 60 * 1000;

/** What a preview token's signature is for. */
const PURPOSE = 'page-preview';

/**
 * A signed, short-lived token for the preview of a page's draft (/preview/pages/{key}?token=…):
 * the page's key and an expiry, signed with the server's secret, so the preview needs no cookie
 * and the address opens nothing else and nothing after it expires.
 * @param opts.now - ms since epoch (tests); opts.secret - the signing secret (tests)
 * @returns `{expiry ms}.{signature}`, URL-safe
 */
export function signPreviewToken(
  key: PageKey,
  opts: { now?: number; ttlMs?: number; secret?: string } = {},
): string {
  const expires = (opts.now ?? Date.now()) + (opts.ttlMs ?? PREVIEW_TOKEN_TTL_MS);
  return `${expires}.${signPayload(PURPOSE, `${key}.${expires}`, opts.secret)}`;
}

/**
 * Whether `token` is a preview token of page `key` that has not expired.
 * @param opts.now - ms since epoch (tests); opts.secret - the signing secret (tests)
 */
export function verifyPreviewToken(
  key: string,
  token: string | undefined,
  opts: { now?: number; secret?: string } = {},
): key is PageKey {
  if (!isPageKey(key) || !token) return false;
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires <= (opts.now ?? Date.now())) return false;
  return hasValidSignature(PURPOSE, `${key}.${expires}`, match[2]!, opts.secret);
}
