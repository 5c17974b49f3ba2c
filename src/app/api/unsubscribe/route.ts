import { jsonResult } from '@/server/http/public-form';
import { isWellFormedUnsubscribeToken, unsubscribeByToken } from '@/server/leads/service';
import { getLogger } from '@/server/log';

export const dynamic = 'force-dynamic';

// POST /api/unsubscribe?token= - one-click unsubscribe (RFC 8058) and the /unsubscribe page's call;
// idempotent, no cookies or Origin needed. Answers { email, was_active } (public-site.md §7).
export async function POST(request: Request) {
  const token = new URL(request.url).searchParams.get('token');
  if (!isWellFormedUnsubscribeToken(token))
    return jsonResult({ ok: false, error: 'Invalid unsubscribe link' }, 400);
  try {
    const result = await unsubscribeByToken(token);
    if (!result) return jsonResult({ ok: false, error: 'Invalid unsubscribe link' }, 404);
    return jsonResult({ ok: true, data: result }, 200);
  } catch (error) {
    getLogger().error({ err: error }, 'unsubscribe failed');
    return jsonResult({ ok: false, error: 'Failed to unsubscribe' }, 500);
  }
}
