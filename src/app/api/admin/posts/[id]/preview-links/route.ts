import { postPathSchema } from '@/lib/validation/posts';
import { adminReadRoute } from '@/server/http/admin-read';
import { listPreviewLinks } from '@/server/posts/preview-links';

export const dynamic = 'force-dynamic';

/** GET /api/admin/posts/{id}/preview-links — the post's shared preview links not revoked. */
export const GET = adminReadRoute('content', postPathSchema, ({ id }, db) =>
  listPreviewLinks(db, id),
);
