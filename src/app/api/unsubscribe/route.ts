import { handleUnsubscribePost } from '@/server/newsletter/http';

export const dynamic = 'force-dynamic';

// POST /api/unsubscribe?token= - one-click unsubscribe (RFC 8058) and the /unsubscribe page's call;
// idempotent, no cookies or Origin needed. Answers { email, was_active } (public-site.md §7).
export const POST = handleUnsubscribePost;
