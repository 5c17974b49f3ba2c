// GET /api/healthz — the same readiness answer as /healthz (kept for existing monitors).
export { GET } from '../../healthz/route';

export const dynamic = 'force-dynamic';
