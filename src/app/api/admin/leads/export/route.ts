import { withAdmin } from '@/server/auth/guard';
import { handleCustomerDataExport } from '@/server/leads/export-http';

export const dynamic = 'force-dynamic';

/**
 * POST /api/admin/leads/export: admins only (not editors); see
 * {@link handleCustomerDataExport}.
 */
export const POST = withAdmin('leads.full', (request, _ctx, admin) =>
  handleCustomerDataExport(request, admin),
);
