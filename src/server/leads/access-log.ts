import 'server-only';
import { desc, eq, like, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { audit_log, user } from '@/db/schema';
import type { CustomerTable } from '@/lib/lead-mask';
import { recordAudit } from '../audit/log';

/**
 * The audit trail of customer data (back-office.md §6: every unmasked access is logged): the
 * audit_log row of each unmasked read or export, and the Access Log view that lists them.
 */

/** Audit action of an unmasked read (back-office.md §6: every such access is logged). */
export const AUDIT_UNMASKED = 'customer_data.unmasked';

/** Audit action of an unmasked CSV export. */
export const AUDIT_EXPORTED_UNMASKED = 'customer_data.exported_unmasked';

/** Longest user agent and IP kept in an audit row; longer values are cut. */
const MAX_USER_AGENT = 512;
const MAX_IP = 64;

/** Who asks for customer data: the admin's user id and the request's IP and user agent. */
export type CustomerDataActor = {
  userId: string;
  ip?: string | null;
  userAgent?: string | null;
};

/** `value` cut to `max` characters, or null when blank. */
function clip(value: string | null | undefined, max: number): string | null {
  const v = value?.trim();
  return v ? v.slice(0, max) : null;
}

/**
 * Writes the audit_log row of one unmasked read or export of customer data (back-office.md §6;
 * exports too): the actor, `action`, the table as resource type, the record id as
 * resource id when one record was read, details `{ table, count, record_id, format?,
 * suspected_spam?, user_agent }` and the IP (user agent and IP trimmed and cut to 512 and 64
 * characters, null when blank). Pass the transaction of the read, so unmasked data is never
 * returned without its audit row committed.
 * @param db - the database, or the read's transaction
 * @param access - who read what: the actor, audit action, table, record id (null for a list),
 *   how many records, the export format if any, and whether it was the suspected-spam list
 * @returns when the row is written
 * @throws the database error when the insert fails
 */
export async function recordCustomerDataAccess(
  db: Db,
  access: {
    actor: CustomerDataActor;
    action: string;
    table: CustomerTable;
    recordId: number | null;
    count: number;
    format?: 'csv';
    spam: boolean;
  },
): Promise<void> {
  const { actor, table, recordId, spam } = access;
  await recordAudit(db, {
    actorUserId: actor.userId,
    action: access.action,
    resourceType: table,
    ...(recordId === null ? {} : { resourceId: recordId }),
    details: {
      table,
      count: access.count,
      record_id: recordId,
      ...(access.format ? { format: access.format } : {}),
      ...(spam ? { suspected_spam: true } : {}),
      user_agent: clip(actor.userAgent, MAX_USER_AGENT),
    },
    ip: clip(actor.ip, MAX_IP),
  });
}

/** One row of the Access Log view: an audited access to customer data. */
export type CustomerDataAccessEntry = {
  id: number;
  /** `customer_data.unmasked` or `customer_data.exported_unmasked`. */
  action: string;
  created_at: Date;
  actor_user_id: string | null;
  /** The admin's e-mail, or null when the user has since been deleted. */
  actor_email: string | null;
  table: string | null;
  /** How many records were returned or exported. */
  count: number | null;
  record_id: number | null;
  ip: string | null;
  user_agent: string | null;
};

/** A jsonb `details` value as an object (anything else as empty). */
function detailsOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);

/**
 * The Access Log view (back-office.md §6 "every such access is said to be logged"):
 * the audit rows whose action starts with `customer_data.`, newest first, with the actor's
 * e-mail.
 * @param db - the database
 * @param limit - how many rows, 1 to 500 (out-of-range values are clamped; default 50)
 * @returns the entries, with the details' table, count, record id and user agent unpacked
 * @throws the database error when the read fails
 */
export async function listAccessLog(db: Db, limit = 50): Promise<CustomerDataAccessEntry[]> {
  const n = Number.isFinite(limit) ? Math.min(500, Math.max(1, Math.floor(limit))) : 50;
  // "_" is a LIKE wildcard: escape it so only the dotted prefix matches.
  const isCustomerDataAction: SQL = like(audit_log.action, 'customer\\_data.%');
  const rows = await db
    .select({
      id: audit_log.id,
      action: audit_log.action,
      created_at: audit_log.created_at,
      actor_user_id: audit_log.actor_user_id,
      actor_email: user.email,
      details: audit_log.details,
      ip: audit_log.ip,
    })
    .from(audit_log)
    .leftJoin(user, eq(user.id, audit_log.actor_user_id))
    .where(isCustomerDataAction)
    .orderBy(desc(audit_log.created_at), desc(audit_log.id))
    .limit(n);
  return rows.map((r) => {
    const d = detailsOf(r.details);
    return {
      id: r.id,
      action: r.action,
      created_at: r.created_at,
      actor_user_id: r.actor_user_id,
      actor_email: r.actor_email,
      table: str(d.table),
      count: num(d.count),
      record_id: num(d.record_id),
      ip: r.ip,
      user_agent: str(d.user_agent),
    };
  });
}
