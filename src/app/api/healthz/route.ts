import { checkProcessHealth } from '@/server/health/check';

export const dynamic = 'force-dynamic';

/**
 * GET /api/healthz — readiness for load balancers and monitoring (the one health route): 200 with
 * the outbox backlog when the database answers, 503 when it does not. No secrets, no details of
 * errors (they are logged).
 */
export async function GET() {
  const health = await checkProcessHealth();
  return Response.json(health, {
    status: health.ok ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
}
