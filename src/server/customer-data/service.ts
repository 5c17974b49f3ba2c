import 'server-only';
import { count, desc, eq, isNotNull, isNull, like, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import Papa from 'papaparse';
import type { Db } from '@/db/client';
import {
  audit_log,
  demo_requests,
  general_inquiries,
  newsletter_subscribers,
  user,
} from '@/db/schema';
import {
  type CustomerRecord,
  type CustomerRecordMap,
  type CustomerTable,
  isCustomerTable,
  maskRecord,
} from '@/lib/customer-data/mask';
import { MAX_RECORD_ID } from '@/lib/validation/fields';
import { ActionError } from '../actions/errors';
import { recordAudit } from '../audit/log';

export type { CustomerRecord, CustomerRecordMap, CustomerTable } from '@/lib/customer-data/mask';

/**
 * The most records one read returns, newest first (back-office.md §2 lists every submission; a
 * cap keeps one response bounded). The tab's counts ({@link customerDataCounts}) still count all.
 */
export const CUSTOMER_DATA_LIST_LIMIT = 500;

/** The most records one CSV export holds, newest first (bounds the memory of one export). */
export const CUSTOMER_DATA_EXPORT_LIMIT = 10_000;

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

/** A read of customer data (back-office.md §7 "get_customer_data_secure"). */
export type CustomerDataQuery<T extends CustomerTable = CustomerTable> = {
  /** p_table_name: checked at run time too, since it may come from the browser. */
  table: T;
  /** p_record_id: one record by id, or all (newest first) when null or absent. */
  recordId?: number | null;
  /** p_mask_data: anything but an explicit `false` masks (masked is the default, §9). */
  mask: boolean;
  /**
   * Which submissions a list holds (issue #18 item 10): `true` = only suspected spam, otherwise
   * only normal submissions. Ignored when `recordId` names one record.
   */
  spam?: boolean;
  actor: CustomerDataActor;
};

/** The table name checked, or ActionError(400). */
function checkTable(table: unknown): CustomerTable {
  if (!isCustomerTable(table)) throw new ActionError('Unknown customer data table.', 400);
  return table;
}

/**
 * The record id checked (an integer from 1 to {@link MAX_RECORD_ID}, what the `serial` id columns
 * hold, or null), or ActionError(400): a larger id would fail the query in PostgreSQL (a 500).
 */
function checkRecordId(recordId: unknown): number | null {
  if (recordId === null || recordId === undefined) return null;
  if (
    typeof recordId !== 'number' ||
    !Number.isSafeInteger(recordId) ||
    recordId < 1 ||
    recordId > MAX_RECORD_ID
  ) {
    throw new ActionError('Invalid record id.', 400);
  }
  return recordId;
}

/** `value` cut to `max` characters, or null when blank. */
function clip(value: string | null | undefined, max: number): string | null {
  const v = value?.trim();
  return v ? v.slice(0, max) : null;
}

/** The rows one read selects: the record `recordId`, else normal rows or suspected spam. */
function rowFilter(
  t: { id: PgColumn; spam_reason: PgColumn },
  recordId: number | null,
  spam: boolean,
): SQL {
  if (recordId !== null) return eq(t.id, recordId);
  return spam ? isNotNull(t.spam_reason) : isNull(t.spam_reason);
}

/**
 * Reads the unmasked records of a table, newest first. Each record is built field by field from
 * an explicit column list, so columns such as the newsletter's unsubscribe token never leave here.
 */
async function readRecords(
  db: Db,
  table: CustomerTable,
  recordId: number | null,
  limit: number,
  spam: boolean,
): Promise<CustomerRecord[]> {
  switch (table) {
    case 'demo_requests': {
      const t = demo_requests;
      const rows = await db
        .select({
          id: t.id,
          name: t.name,
          email: t.email,
          phone: t.phone,
          company: t.company,
          notes: t.notes,
          spam_reason: t.spam_reason,
          created_at: t.created_at,
        })
        .from(t)
        .where(rowFilter(t, recordId, spam))
        .orderBy(desc(t.created_at), desc(t.id))
        .limit(limit);
      return rows.map((r): CustomerRecordMap['demo_requests'] => ({ ...r, notes_preview: null }));
    }
    case 'general_inquiries': {
      const t = general_inquiries;
      const rows = await db
        .select({
          id: t.id,
          name: t.name,
          email: t.email,
          phone: t.phone,
          company: t.company,
          message: t.message,
          spam_reason: t.spam_reason,
          created_at: t.created_at,
        })
        .from(t)
        .where(rowFilter(t, recordId, spam))
        .orderBy(desc(t.created_at), desc(t.id))
        .limit(limit);
      return rows.map((r): CustomerRecordMap['general_inquiries'] => ({
        ...r,
        message_preview: null,
      }));
    }
    case 'newsletter_subscribers': {
      const t = newsletter_subscribers;
      const rows = await db
        .select({
          id: t.id,
          name: t.name,
          email: t.email,
          is_active: t.is_active,
          subscribed_at: t.subscribed_at,
          unsubscribed_at: t.unsubscribed_at,
          spam_reason: t.spam_reason,
          created_at: t.created_at,
        })
        .from(t)
        .where(rowFilter(t, recordId, spam))
        .orderBy(desc(t.created_at), desc(t.id))
        .limit(limit);
      return rows satisfies CustomerRecordMap['newsletter_subscribers'][];
    }
  }
}

/**
 * The shared core of reads and exports: validates, reads, masks on the server, and when unmasked
 * writes one audit row in the same transaction as the read, so unmasked data is never returned
 * without its audit row committed.
 */
async function readSecure(
  db: Db,
  input: {
    table: unknown;
    recordId?: unknown;
    mask: unknown;
    spam?: unknown;
    actor: CustomerDataActor;
  },
  opts: { limit: number; auditAction: string; format?: 'csv' },
): Promise<{ table: CustomerTable; masked: boolean; spam: boolean; records: CustomerRecord[] }> {
  const table = checkTable(input.table);
  const recordId = checkRecordId(input.recordId);
  const masked = input.mask !== false;
  const spam = input.spam === true && recordId === null;
  if (masked) {
    const raw = await readRecords(db, table, recordId, opts.limit, spam);
    return { table, masked, spam, records: raw.map((r) => maskRecord(table, r)) };
  }
  return db.transaction(async (tx) => {
    const records = await readRecords(tx, table, recordId, opts.limit, spam);
    await recordAudit(tx, {
      actorUserId: input.actor.userId,
      action: opts.auditAction,
      resourceType: table,
      ...(recordId === null ? {} : { resourceId: recordId }),
      details: {
        table,
        count: records.length,
        record_id: recordId,
        ...(opts.format ? { format: opts.format } : {}),
        ...(spam ? { suspected_spam: true } : {}),
        user_agent: clip(input.actor.userAgent, MAX_USER_AGENT),
      },
      ip: clip(input.actor.ip, MAX_IP),
    });
    return { table, masked, spam, records };
  });
}

/**
 * The server's `get_customer_data_secure` (back-office.md §7; §2 "Customer Data tab", §4
 * "Customer data view", §6). Reads a customer table, newest first, at most
 * {@link CUSTOMER_DATA_LIST_LIMIT} records, or the one record `recordId` names. A list holds the
 * normal submissions, or with `spam: true` only the suspected spam (issue #18 item 10), masked
 * and audited the same way.
 * - Masked (the default): names, e-mails and phones are masked and messages/notes replaced by a
 *   masked preview on the server (`maskRecord`); the records are new objects, so no raw e-mail,
 *   phone or message is in the result. Nothing is audited.
 * - Unmasked (`mask: false`): the raw records, and in the same transaction one audit_log row
 *   `customer_data.unmasked` (actor, time, ip, details `{ table, count, record_id, user_agent }`,
 *   plus `suspected_spam: true` for the spam list), written even when nothing matched.
 * @returns the records (an empty list when `recordId` matches nothing)
 * @throws ActionError(400) for a table other than the three customer tables or a record id that is
 *   not an integer from 1 to 2^31 - 1 (what the id columns hold)
 */
export async function getCustomerDataSecure<T extends CustomerTable>(
  db: Db,
  input: CustomerDataQuery<T>,
): Promise<CustomerRecordMap[T][]> {
  const { records } = await readSecure(db, input, {
    limit: CUSTOMER_DATA_LIST_LIMIT,
    auditAction: AUDIT_UNMASKED,
  });
  return records as CustomerRecordMap[T][];
}

/** The number of records of each customer table (the tab's sub-tab counts, back-office.md §2). */
export type CustomerDataCounts = Record<CustomerTable, number>;

/**
 * Counts the rows of the three customer tables (back-office.md §2 "Three sub-tabs with counts",
 * §7 "Count-only reads"); inactive newsletter subscribers are counted too, as the list shows them.
 * Suspected spam is never counted here (issue #18 item 10): see {@link suspectedSpamCounts}.
 * @returns `{ demo_requests, general_inquiries, newsletter_subscribers }`
 */
export async function customerDataCounts(db: Db): Promise<CustomerDataCounts> {
  return countRows(db, false);
}

/**
 * How many submissions of each customer table are kept as suspected spam (issue #18 item 10), for
 * the Customer Data tab's Suspected spam filter only.
 * @returns `{ demo_requests, general_inquiries, newsletter_subscribers }`
 */
export async function suspectedSpamCounts(db: Db): Promise<CustomerDataCounts> {
  return countRows(db, true);
}

async function countRows(db: Db, spam: boolean): Promise<CustomerDataCounts> {
  const where = (c: PgColumn) => (spam ? isNotNull(c) : isNull(c));
  const [[demo], [inquiries], [newsletter]] = await Promise.all([
    db.select({ n: count() }).from(demo_requests).where(where(demo_requests.spam_reason)),
    db.select({ n: count() }).from(general_inquiries).where(where(general_inquiries.spam_reason)),
    db
      .select({ n: count() })
      .from(newsletter_subscribers)
      .where(where(newsletter_subscribers.spam_reason)),
  ]);
  return {
    demo_requests: demo?.n ?? 0,
    general_inquiries: inquiries?.n ?? 0,
    newsletter_subscribers: newsletter?.n ?? 0,
  };
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
 * The Access Log view (issue #9; back-office.md §6 "every such access is said to be logged"):
 * the audit rows whose action starts with `customer_data.`, newest first, with the actor's
 * e-mail.
 * @param limit - how many rows, 1 to 500 (out-of-range values are clamped; default 50)
 * @returns the entries, with the details' table, count, record id and user agent unpacked
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

/** CSV columns of each table; masked exports carry the preview instead of the full text. */
const CSV_COLUMNS: { [K in CustomerTable]: (masked: boolean) => (keyof CustomerRecordMap[K])[] } = {
  demo_requests: (masked) => [
    'id',
    'name',
    'email',
    'phone',
    'company',
    masked ? 'notes_preview' : 'notes',
    'created_at',
  ],
  general_inquiries: (masked) => [
    'id',
    'name',
    'email',
    'phone',
    'company',
    masked ? 'message_preview' : 'message',
    'created_at',
  ],
  newsletter_subscribers: () => [
    'id',
    'name',
    'email',
    'is_active',
    'subscribed_at',
    'unsubscribed_at',
    'created_at',
  ],
};

/**
 * Cells that a spreadsheet would run as a formula (CSV injection): starting with = @ tab or CR,
 * spaces then one of = @ + -, or + / - followed by anything but a phone number's characters.
 * Papa prefixes them with a single quote.
 */
const FORMULA_START = /^(?:[=@\t\r]|\s+[=@+-]|[+-](?![\d\s().*/xX-]*$))/;

/** A record value as a CSV cell: dates in ISO 8601 UTC, null as empty. */
function cell(value: unknown): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}

/**
 * A CSV export of one customer list (issue #9), newest first, at most
 * {@link CUSTOMER_DATA_EXPORT_LIMIT} records: a header row of column names, then one row per
 * record (CRLF line ends, no BOM; dates in ISO 8601 UTC). Masked or not under the same switch as
 * the list (`mask`, masked unless explicitly false): a masked export holds the masked values and
 * `notes_preview` / `message_preview` instead of `notes` / `message`. An unmasked export writes one
 * audit_log row `customer_data.exported_unmasked` (details `{ table, count, record_id: null,
 * format: 'csv', user_agent }`, ip) in the same transaction as the read. Cells a spreadsheet would
 * treat as a formula are prefixed with a single quote. With `spam: true` the export holds the
 * suspected spam (issue #18 item 10) with a last `spam_reason` column.
 * @returns the CSV text
 * @throws ActionError(400) for a table other than the three customer tables
 */
export async function customerDataCsv(
  db: Db,
  input: { table: CustomerTable; mask: boolean; spam?: boolean; actor: CustomerDataActor },
): Promise<string> {
  const { table, masked, spam, records } = await readSecure(
    db,
    { table: input.table, mask: input.mask, spam: input.spam, actor: input.actor },
    { limit: CUSTOMER_DATA_EXPORT_LIMIT, auditAction: AUDIT_EXPORTED_UNMASKED, format: 'csv' },
  );
  const fields = [
    ...(CSV_COLUMNS[table] as (masked: boolean) => string[])(masked),
    ...(spam ? ['spam_reason'] : []),
  ];
  const data = records.map((record) =>
    fields.map((field) => cell((record as Record<string, unknown>)[field])),
  );
  return Papa.unparse({ fields, data }, { escapeFormulae: FORMULA_START, newline: '\r\n' });
}
