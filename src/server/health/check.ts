import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { executeRows } from '@/db/rows';
import { getLogger } from '../log';

/** An outbox whose oldest pending message waited longer than this is reported as behind. */
export const OUTBOX_BEHIND_SECONDS = 15 * 60;

/** What `/api/healthz` answers (readiness for a load balancer). */
export type Health = {
  ok: boolean;
  database: 'up' | 'down';
  /** Notification outbox backlog; null when the database is down. */
  outbox: {
    pending: number;
    dead: number;
    /** Seconds the oldest pending message has waited (0 when none). */
    oldestPendingSeconds: number;
    behind: boolean;
  } | null;
  /** Webhook deliveries waiting (first try or a retry) and given up. */
  webhooks: { pending: number; dead: number } | null;
};

/**
 * Readiness: the database answers, and how far behind the mail outbox is (and the webhook
 * deliveries' backlog). A slow outbox does not
 * make the instance unready (mail is shared by all instances and retried), it is reported so that
 * monitoring can alert on it.
 * @returns ok=false only when the database cannot be reached (the caller answers 503)
 */
export async function checkHealth(db: Db): Promise<Health> {
  try {
    type Row = { pending: number; dead: number; oldest: number };
    const [row = { pending: 0, dead: 0, oldest: 0 }] = await executeRows<Row>(
      db.execute(sql`
      select
        count(*) filter (where status = 'pending')::int as pending,
        count(*) filter (where status = 'dead')::int as dead,
        coalesce(extract(epoch from now() - min(created_at) filter (where status = 'pending')), 0)::int
          as oldest
      from mail_outbox`),
    );
    const oldest = Number(row.oldest);
    const [hookRow] = await executeRows<{ pending: number; dead: number }>(
      db.execute(sql`
      select
        count(*) filter (where status = 'pending')::int as pending,
        count(*) filter (where status = 'dead')::int as dead
      from webhook_deliveries`),
    );
    return {
      ok: true,
      database: 'up',
      outbox: {
        pending: Number(row.pending),
        dead: Number(row.dead),
        oldestPendingSeconds: oldest,
        behind: oldest > OUTBOX_BEHIND_SECONDS,
      },
      webhooks: { pending: Number(hookRow?.pending ?? 0), dead: Number(hookRow?.dead ?? 0) },
    };
  } catch (error) {
    getLogger().error({ err: error }, 'health check failed');
    return { ok: false, database: 'down', outbox: null, webhooks: null };
  }
}

/** {@link checkHealth} of the process-wide database: what GET /api/healthz answers. */
export function checkProcessHealth(): Promise<Health> {
  return checkHealth(getDb());
}
