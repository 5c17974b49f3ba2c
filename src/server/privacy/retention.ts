import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { app_meta } from '@/db/schema';
import { recordAudit } from '../audit/log';
import { getLogger } from '../log';
import { purgeExpiredLeads } from './service';

/**
 * The lead retention setting: off by default; when set, leads older than N months
 * are purged by the hourly `leads.retention` job (server/jobs/schedule.ts).
 */

const RETENTION_KEY = 'lead_retention_months';

/**
 * The retention period in months, or null when retention is off (the default).
 * @throws the database error when the read fails
 */
export async function getLeadRetention(db: Db): Promise<number | null> {
  const [row] = await db.select().from(app_meta).where(eq(app_meta.key, RETENTION_KEY)).limit(1);
  const months = row?.value;
  return typeof months === 'number' && Number.isInteger(months) && months > 0 ? months : null;
}

/**
 * Sets the retention period (null turns it off), audited (`privacy.retention_set`).
 * @param months - 1 to 120 months, or null (validated by the action's schema)
 */
export async function setLeadRetention(
  db: Db,
  actorId: string,
  months: number | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(app_meta)
      .values({ key: RETENTION_KEY, value: months })
      .onConflictDoUpdate({
        target: app_meta.key,
        set: { value: months, updated_at: new Date() },
      });
    await recordAudit(tx, {
      actorUserId: actorId,
      action: 'privacy.retention_set',
      resourceType: 'leads',
      details: { months },
    });
  });
}

/**
 * One retention pass: when retention is on, purges the leads older than the period.
 * @returns how many leads were purged (0 when retention is off)
 */
export async function runLeadRetention(): Promise<number> {
  const db = getDb();
  const months = await getLeadRetention(db);
  if (months === null) return 0;
  const purged = await purgeExpiredLeads(db, months);
  if (purged > 0) getLogger().info({ purged, months }, 'lead retention purge');
  return purged;
}
