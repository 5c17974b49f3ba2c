import { z } from 'zod';
import { adminReadRoute } from '@/server/http/admin-read';
import { scanSummary } from '@/server/media-import/scan';

export const dynamic = 'force-dynamic';

/** GET /api/admin/media-import/scan — the shipped default images the Import tab can bring in. */
export const GET = adminReadRoute('content', z.object({}), (_q, db) => scanSummary(db));
