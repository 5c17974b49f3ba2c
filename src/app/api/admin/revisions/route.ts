import { historyQuerySchema } from '@/lib/validation/revisions';
import { adminReadRoute } from '@/server/http/admin-read';
import { listHistory } from '@/server/revisions/history';

export const dynamic = 'force-dynamic';

/** GET /api/admin/revisions?kind=&id= — the History panel's list of one record's revisions. */
export const GET = adminReadRoute('content', historyQuerySchema, ({ kind, id }, db) =>
  listHistory(db, kind, id),
);
