import 'server-only';
import type { Db } from '@/db/client';
import { audit_log } from '@/db/schema';

/** One audit entry: who did what to which record. */
export type AuditEntry = {
  /** The admin's user id (null for the system). */
  actorUserId: string | null;
  /** Dotted action name, e.g. "banner.delete" or "customer_data.unmasked". */
  action: string;
  resourceType?: string;
  resourceId?: string | number;
  details?: Record<string, unknown>;
  ip?: string | null;
};

/**
 * Writes an audit_log row (back-office.md §6: unmasked customer data access is logged; every
 * admin write is logged here too). Pass the transaction so the entry commits with the change.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(audit_log).values({
    actor_user_id: entry.actorUserId,
    action: entry.action,
    resource_type: entry.resourceType ?? null,
    resource_id: entry.resourceId === undefined ? null : String(entry.resourceId),
    details: entry.details ?? null,
    ip: entry.ip ?? null,
  });
}
