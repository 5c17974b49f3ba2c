import { getDb } from '@/db/client';
import { isCustomerTable } from '@/lib/customer-data/mask';
import { withAdmin } from '@/server/auth/guard';
import { customerDataCsv } from '@/server/customer-data/service';
import { clientIpFromHeaders } from '@/server/http/client-ip';

export const dynamic = 'force-dynamic';

/**
 * GET /api/admin/customer-data/export?table=demo_requests&mask=1 — the CSV of one customer list,
 * masked unless `mask=0`; an unmasked export is audited (issue #9). Admins only.
 */
export const GET = withAdmin(async (request, _ctx, admin) => {
  const url = new URL(request.url);
  const table = url.searchParams.get('table');
  if (!isCustomerTable(table)) {
    return Response.json({ ok: false, error: 'Unknown table' }, { status: 422 });
  }
  const mask = url.searchParams.get('mask') !== '0';
  const csv = await customerDataCsv(getDb(), {
    table,
    mask,
    actor: {
      userId: admin.id,
      ip: clientIpFromHeaders(request.headers),
      userAgent: request.headers.get('user-agent') ?? undefined,
    },
  });
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${table}-${mask ? 'masked' : 'full'}-${date}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
});
