import 'server-only';
import { getDb } from '@/db/client';
import { jsonResult } from '../forms/public-form';
import { getLogger } from '../log';
import { kickOutbox } from '../mail/worker';
import { followCampaignLink, sentCampaignBySlug } from './campaigns';
import { verifiedLinkId, webVersion } from './render';
import { isWellFormedUnsubscribeToken, unsubscribeByToken } from './service';

/**
 * POST /api/unsubscribe?token= (public-site.md §7 "handle-unsubscribe"): the mail clients' RFC 8058
 * one-click unsubscribe and the /unsubscribe page's Confirm button; idempotent, no cookies or
 * Origin needed. `&campaign=` (a campaign's copy) counts the unsubscribe in its results.
 * @returns 200 `{ ok, data: { email, was_active } }`; 400 for a malformed token, 404 for an
 *   unknown one ("Invalid unsubscribe link"); 500 "Failed to unsubscribe" (logged, never the error)
 */
export async function handleUnsubscribePost(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const token = params.get('token');
  if (!isWellFormedUnsubscribeToken(token))
    return jsonResult({ ok: false, error: 'Invalid unsubscribe link' }, 400);
  // A campaign's copy names its campaign; anything else there is ignored, never an error.
  const campaign = /^\d{1,9}$/.exec(params.get('campaign') ?? '')
    ? Number(params.get('campaign'))
    : null;
  try {
    const result = await unsubscribeByToken(getDb(), token, { campaignId: campaign });
    if (!result) return jsonResult({ ok: false, error: 'Invalid unsubscribe link' }, 404);
    // The newsletter.unsubscribed webhook event is queued: wake the sender.
    if (result.was_active) kickOutbox();
    return jsonResult({ ok: true, data: result }, 200);
  } catch (error) {
    getLogger().error({ err: error }, 'unsubscribe failed');
    return jsonResult({ ok: false, error: 'Failed to unsubscribe' }, 500);
  }
}

/** A plain 404 that no cache keeps. */
const notFoundText = (text: string) =>
  new Response(text, {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/**
 * GET /newsletter/l/{id}.{signature}: a campaign's counted link. Adds one to the link's count
 * (nothing about who clicked) and answers 302 to its URL. It only ever sends to a URL a campaign
 * holds (the signed id names a stored link), so it is no open redirect.
 * @param segment - the address's last segment
 * @returns 302 to the link's URL; 404 for a bad signature or an unknown link
 */
export async function handleCampaignLink(segment: string): Promise<Response> {
  const id = verifiedLinkId(segment);
  const url = id === null ? null : await followCampaignLink(getDb(), id);
  if (!url) return notFoundText('This link is not valid.');
  return new Response(null, {
    status: 302,
    headers: { Location: url, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  });
}

/**
 * GET /newsletter/{slug}: the web version of a campaign that went out, its message as sent without
 * any recipient's footer, kept from search engines unless the campaign says otherwise. Its policy
 * allows only what the message needs (inline styles, images).
 * @returns 200 HTML; 404 for a campaign that never went out
 */
export async function handleWebVersion(slug: string): Promise<Response> {
  const found = /^[a-z0-9-]{1,80}$/.test(slug) ? await sentCampaignBySlug(getDb(), slug) : null;
  if (!found) return notFoundText('Not found');
  return new Response(webVersion(found.html, found.noindex), {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
      'Content-Security-Policy':
        "default-src 'none'; img-src https: http: data:; style-src 'unsafe-inline'; frame-ancestors 'none'",
      ...(found.noindex ? { 'X-Robots-Tag': 'noindex' } : {}),
    },
  });
}
