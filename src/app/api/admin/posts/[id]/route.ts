import { postPathSchema } from '@/lib/validation/posts';
import { adminReadRoute } from '@/server/http/admin-read';
import { postForEditor } from '@/server/revisions/history';

export const dynamic = 'force-dynamic';

/** GET /api/admin/posts/{id} — a post as its editor opens it, with a newer autosave if any. */
export const GET = adminReadRoute('content', postPathSchema, ({ id }, db, admin) =>
  postForEditor(db, id, admin.id),
);
