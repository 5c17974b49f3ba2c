import 'server-only';
import { getDb } from '@/db/client';
import { unsubscribePreview } from './service';

/**
 * What the /unsubscribe/{token} page shows before the visitor confirms (public-site.md §7):
 * the subscriber's masked address and whether the subscription is active,
 * read from the process-wide database without changing anything.
 * @param token - "{id}.{secret}" from the e-mail's link (checked with `isWellFormedUnsubscribeToken` first)
 * @returns null for an unknown token or a wrong secret
 */
export function getUnsubscribePreview(
  token: string,
): Promise<{ maskedEmail: string; is_active: boolean } | null> {
  return unsubscribePreview(getDb(), token);
}
