import { historyDiffQuerySchema } from '@/lib/validation/revisions';
import { adminReadRoute } from '@/server/http/admin-read';
import { diffHistory } from '@/server/revisions/history';

export const dynamic = 'force-dynamic';

/** GET /api/admin/revisions/diff?kind=&from=&to= — the word diff between two revisions. */
export const GET = adminReadRoute('content', historyDiffQuerySchema, ({ kind, from, to }, db) =>
  diffHistory(db, kind, from, to),
);
