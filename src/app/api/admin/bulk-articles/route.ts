import { getEnv } from '@/lib/env';
import { withAdmin } from '@/server/auth/guard';
import { getArticleGenerator } from '@/server/bulk-articles/generator';
import { handleBulkRequest } from '@/server/bulk-articles/http';

export const dynamic = 'force-dynamic';

/**
 * POST /api/admin/bulk-articles — up to 5 {title, keyword} pairs become draft posts.
 * Admins and editors (401/403 before the body is read); cross-origin POSTs are refused by the server's
 * request guard; malformed payloads are 422.
 */
export const POST = withAdmin('content', (request, _ctx, admin) =>
  handleBulkRequest(request, admin, {
    generator: () => getArticleGenerator(getEnv()),
  }),
);
