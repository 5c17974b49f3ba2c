import 'server-only';
import { count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';
import {
  demo_requests,
  form_submissions,
  general_inquiries,
  newsletter_subscribers,
} from '@/db/schema';
import {
  isCustomerTable,
  maskRecord,
  type CustomerRecord,
  type CustomerRecordMap,
  type CustomerTable,
} from '@/lib/lead-mask';
import { MAX_RECORD_ID } from '@/lib/validation/fields';
import { ActionError } from '../actions/errors';
import { AUDIT_UNMASKED, recordCustomerDataAccess, type CustomerDataActor } from './access-log';

/**
 * Reads of the customer tables (back-office.md §2 "Customer Data tab", §7
 * "get_customer_data_secure", "Count-only reads"): validated, masked on the server unless asked
 * otherwise, unmasked reads audited in the same transaction (`access-log.ts`); and the tab's
 * counts.
 */

/**
 * The most records one read returns, newest first (back-office.md §2 lists every submission; a
 * cap keeps one response bounded). The tab's counts ({@link customerDataCounts}) still count all.
 */
export const CUSTOMER_DATA_LIST_LIMIT = 500;

/** A read of customer data (back-office.md §7 "get_customer_data_secure"). */
export type CustomerDataQuery<T extends CustomerTable = CustomerTable> = {
  /** p_table_name: checked at run time too, since it may come from the browser. */
  table: T;
  /** p_record_id: one record by id, or all (newest first) when null or absent. */
  recordId?: number | null;
  /** p_mask_data: anything but an explicit `false` masks (masked is the default, §9). */
  mask: boolean;
  /**
   * Which submissions a list holds: `true` = only suspected spam, otherwise
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

/** The customer tables. */
type CustomerPgTable =
  | typeof demo_requests
  | typeof general_inquiries
  | typeof newsletter_subscribers
  | typeof form_submissions;

/** What every read does to its table: the filter (one record, normal rows or spam), newest first. */
type ReadScope = { recordId: number | null; limit: number; spam: boolean };

/**
 * The unmasked rows of table `t`, selecting exactly `columns` (plus the shared id, name, e-mail,
 * spam reason and creation time), filtered by `scope`, newest first.
 */
function selectRows<T extends CustomerPgTable, C extends Record<string, PgColumn>>(
  db: Db,
  t: T,
  columns: C,
  scope: ReadScope,
) {
  const where =
    scope.recordId !== null
      ? eq(t.id, scope.recordId)
      : scope.spam
        ? isNotNull(t.spam_reason)
        : isNull(t.spam_reason);
  const shared: Pick<T, 'id' | 'name' | 'email' | 'spam_reason' | 'created_at'> = {
    id: t.id,
    name: t.name,
    email: t.email,
    spam_reason: t.spam_reason,
    created_at: t.created_at,
  };
  return db
    .select({ ...shared, ...columns })
    .from(t as CustomerPgTable)
    .where(where)
    .orderBy(desc(t.created_at), desc(t.id))
    .limit(scope.limit);
}

/**
 * Reads the unmasked records of a table, newest first. Each record is built field by field from
 * an explicit column list, so columns such as the newsletter's unsubscribe token never leave here.
 */
async function readRecords(
  db: Db,
  table: CustomerTable,
  scope: ReadScope,
): Promise<CustomerRecord[]> {
  switch (table) {
    case 'demo_requests': {
      const t = demo_requests;
      const columns = { phone: t.phone, company: t.company, notes: t.notes };
      const rows = await selectRows(db, t, columns, scope);
      return rows.map((r): CustomerRecordMap['demo_requests'] => ({ ...r, notes_preview: null }));
    }
    case 'general_inquiries': {
      const t = general_inquiries;
      const columns = { phone: t.phone, company: t.company, message: t.message };
      const rows = await selectRows(db, t, columns, scope);
      return rows.map((r): CustomerRecordMap['general_inquiries'] => ({
        ...r,
        message_preview: null,
      }));
    }
    case 'newsletter_subscribers': {
      const t = newsletter_subscribers;
      const columns = {
        is_active: t.is_active,
        subscribed_at: t.subscribed_at,
        unsubscribed_at: t.unsubscribed_at,
        bounced_at: t.bounced_at,
      };
      const rows = await selectRows(db, t, columns, scope);
      return rows satisfies CustomerRecordMap['newsletter_subscribers'][];
    }
    case 'form_submissions': {
      const t = form_submissions;
      const columns = {
        phone: t.phone,
        company: t.company,
        message: t.message,
        answers: t.answers,
        page_path: t.page_path,
        page_title: t.page_title,
        form_name: t.form_name,
        consent_text: t.consent_text,
      };
      const rows = await selectRows(db, t, columns, scope);
      return rows.map((r): CustomerRecordMap['form_submissions'] => ({
        ...r,
        message_preview: null,
      }));
    }
  }
}

/**
 * The shared core of reads and exports (back-office.md §6, §7 "get_customer_data_secure"; also
 * for exports): validates, reads, masks on the server, and when unmasked writes one audit row
 * (`recordCustomerDataAccess`) in the same transaction as the read, so unmasked data is never
 * returned without its audit row committed. A list holds normal submissions, or with `spam: true`
 * only suspected spam; `spam` is ignored when `recordId` names one record.
 * @param db - the database
 * @param input - the table, record id, mask switch (masked unless exactly `false`), spam switch
 *   and actor, as received (checked here)
 * @param opts - the most records read, the audit action of an unmasked read, the export format
 * @returns the checked table, whether the records are masked, whether it is the spam list, and
 *   the records, newest first
 * @throws ActionError(400) for a table other than the customer tables or a record id that is
 *   not an integer from 1 to 2^31 - 1; the database error when the read or the audit write fails
 */
export async function readSecure(
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
    const raw = await readRecords(db, table, { recordId, limit: opts.limit, spam });
    return { table, masked, spam, records: raw.map((r) => maskRecord(table, r)) };
  }
  return db.transaction(async (tx) => {
    const records = await readRecords(tx, table, { recordId, limit: opts.limit, spam });
    await recordCustomerDataAccess(tx, {
      actor: input.actor,
      action: opts.auditAction,
      table,
      recordId,
      count: records.length,
      format: opts.format,
      spam,
    });
    return { table, masked, spam, records };
  });
}

/**
 * The server's `get_customer_data_secure` (back-office.md §7; §2 "Customer Data tab", §4
 * "Customer data view", §6). Reads a customer table, newest first, at most
 * {@link CUSTOMER_DATA_LIST_LIMIT} records, or the one record `recordId` names. A list holds the
 * normal submissions, or with `spam: true` only the suspected spam, masked
 * and audited the same way.
 * - Masked (the default): names, e-mails and phones are masked and messages/notes replaced by a
 *   masked preview on the server (`maskRecord`); the records are new objects, so no raw e-mail,
 *   phone or message is in the result. Nothing is audited.
 * - Unmasked (`mask: false`): the raw records, and in the same transaction one audit_log row
 *   `customer_data.unmasked` (actor, time, ip, details `{ table, count, record_id, user_agent }`,
 *   plus `suspected_spam: true` for the spam list), written even when nothing matched.
 * @param db - the database
 * @param input - the table, record id (one record, or null/absent for the list), mask switch,
 *   spam switch and the actor audited for an unmasked read
 * @returns the records (an empty list when `recordId` matches nothing)
 * @throws ActionError(400) for a table other than the customer tables or a record id that is
 *   not an integer from 1 to 2^31 - 1 (what the id columns hold); the database error when the
 *   read or the audit write fails
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
 * Counts the rows of the customer tables (back-office.md §2 "Three sub-tabs with counts", §7
 * "Count-only reads"; and the landing pages' forms); inactive newsletter subscribers are counted
 * too, as the list shows them. Suspected spam is never counted here: see
 * {@link suspectedSpamCounts}.
 * @param db - the database
 * @returns `{ demo_requests, general_inquiries, newsletter_subscribers, form_submissions }`
 * @throws the database error when a count fails
 */
export async function customerDataCounts(db: Db): Promise<CustomerDataCounts> {
  return countRows(db, false);
}

/**
 * How many submissions of each customer table are kept as suspected spam, for
 * the Customer Data tab's Suspected spam filter only.
 * @param db - the database
 * @returns `{ demo_requests, general_inquiries, newsletter_subscribers, form_submissions }`
 * @throws the database error when a count fails
 */
export async function suspectedSpamCounts(db: Db): Promise<CustomerDataCounts> {
  return countRows(db, true);
}

async function countRows(db: Db, spam: boolean): Promise<CustomerDataCounts> {
  const where = (c: PgColumn) => (spam ? isNotNull(c) : isNull(c));
  const [[demo], [inquiries], [newsletter], [forms]] = await Promise.all([
    db.select({ n: count() }).from(demo_requests).where(where(demo_requests.spam_reason)),
    db.select({ n: count() }).from(general_inquiries).where(where(general_inquiries.spam_reason)),
    db
      .select({ n: count() })
      .from(newsletter_subscribers)
      .where(where(newsletter_subscribers.spam_reason)),
    db.select({ n: count() }).from(form_submissions).where(where(form_submissions.spam_reason)),
  ]);
  return {
    demo_requests: demo?.n ?? 0,
    general_inquiries: inquiries?.n ?? 0,
    newsletter_subscribers: newsletter?.n ?? 0,
    form_submissions: forms?.n ?? 0,
  };
}
