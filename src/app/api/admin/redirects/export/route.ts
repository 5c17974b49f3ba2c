import { z } from 'zod';
import { adminReadRoute } from '@/server/http/admin-read';
import { exportRedirectsCsv } from '@/server/redirects/csv';

export const dynamic = 'force-dynamic';

/** GET /api/admin/redirects/export — every redirect rule as the CSV the import reads. */
export const GET = adminReadRoute('content', z.object({}), async (_q, db) => ({
  csv: await exportRedirectsCsv(db),
}));
