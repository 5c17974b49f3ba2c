import { postRevisionSchema } from '@/lib/validation/revisions';
import { adminReadRoute } from '@/server/http/admin-read';
import { postRevisionForEditor } from '@/server/revisions/history';

export const dynamic = 'force-dynamic';

/**
 * GET /api/admin/revisions/{id} — a post revision's fields, for History to load into the editor
 * as unsaved changes.
 */
export const GET = adminReadRoute('content', postRevisionSchema, ({ id }, db) =>
  postRevisionForEditor(db, id),
);
