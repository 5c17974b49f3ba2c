import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { getLogger } from '@/server/log';

export const dynamic = 'force-dynamic';

// GET /api/healthz - liveness and database reachability for load balancers
export async function GET() {
  try {
    await getDb().execute(sql`select 1`);
    return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    getLogger().error({ err: error }, 'health check failed');
    return Response.json({ ok: false }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
}
