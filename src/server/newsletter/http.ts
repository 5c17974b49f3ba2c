import 'server-only';
import { getDb } from '@/db/client';
import { jsonResult } from '../forms/public-form';
import { getLogger } from '../log';
import { kickOutbox } from '../mail/worker';
import { isWellFormedUnsubscribeToken, unsubscribeByToken } from './service';

/**
 * POST /api/unsubscribe?token= (public-site.md §7 "handle-unsubscribe"): the mail clients' RFC 8058
 * one-click unsubscribe and the /unsubscribe page's Confirm button; idempotent, no cookies or
 * Origin needed.
 * @returns 200 `{ ok, data: { email, was_active } }`; 400 for a malformed token, 404 for an
 *   unknown one ("Invalid unsubscribe link"); 500 "Failed to unsubscribe" (logged, never the error)
 */
export async function handleUnsubscribePost(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token');
  if (!isWellFormedUnsubscribeToken(token))
    return jsonResult({ ok: false, error: 'Invalid unsubscribe link' }, 400);
  try {
    const result = await unsubscribeByToken(getDb(), token);
    if (!result) return jsonResult({ ok: false, error: 'Invalid unsubscribe link' }, 404);
    // The newsletter.unsubscribed webhook event is queued: wake the sender.
    if (result.was_active) kickOutbox();
    return jsonResult({ ok: true, data: result }, 200);
  } catch (error) {
    getLogger().error({ err: error }, 'unsubscribe failed');
    return jsonResult({ ok: false, error: 'Failed to unsubscribe' }, 500);
  }
}
