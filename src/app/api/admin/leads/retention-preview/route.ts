import { retentionDryRunSchema } from '@/lib/validation/lead-inbox';
import { adminReadRoute } from '@/server/http/admin-read';
import { countExpiredLeads } from '@/server/privacy/service';

export const dynamic = 'force-dynamic';

/**
 * GET /api/admin/leads/retention-preview?months= — how many leads a retention of that many months
 * would delete now (admins; nothing is deleted).
 */
export const GET = adminReadRoute('leads.full', retentionDryRunSchema, async ({ months }, db) => ({
  count: await countExpiredLeads(db, months),
}));
