import { redirectListSchema } from '@/lib/validation/redirects';
import { adminReadRoute } from '@/server/http/admin-read';
import { listRedirects } from '@/server/redirects/service';

export const dynamic = 'force-dynamic';

/** GET /api/admin/redirects?q= — the redirect rules matching a search, as the manager lists them. */
export const GET = adminReadRoute('content', redirectListSchema, ({ q }, db) =>
  listRedirects(db, q),
);
