import 'server-only';
import Papa from 'papaparse';
import type { Db } from '@/db/client';
import type { CustomerRecordMap, CustomerTable } from '@/lib/lead-mask';
import { AUDIT_EXPORTED_UNMASKED, type CustomerDataActor } from './access-log';
import { readSecure } from './customer-reads';

/**
 * The CSV export of a customer list, read, masked and audited as the lists are
 * (`reads.ts`), with cells a spreadsheet would run as formulas neutralised.
 */

/** The most records one CSV export holds, newest first (bounds the memory of one export). */
export const CUSTOMER_DATA_EXPORT_LIMIT = 10_000;

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
export const CSV_FORMULA_START = /^(?:[=@\t\r]|\s+[=@+-]|[+-](?![\d\s().*/xX-]*$))/;

/** A record value as a CSV cell: dates in ISO 8601 UTC, null as empty. */
export function csvCell(value: unknown): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}

/**
 * A CSV export of one customer list, newest first, at most
 * {@link CUSTOMER_DATA_EXPORT_LIMIT} records: a header row of column names, then one row per
 * record (CRLF line ends, no BOM; dates in ISO 8601 UTC). Masked or not under the same switch as
 * the list (`mask`, masked unless explicitly false): a masked export holds the masked values and
 * `notes_preview` / `message_preview` instead of `notes` / `message`. An unmasked export writes one
 * audit_log row `customer_data.exported_unmasked` (details `{ table, count, record_id: null,
 * format: 'csv', user_agent }`, ip) in the same transaction as the read. Cells a spreadsheet would
 * treat as a formula are prefixed with a single quote. With `spam: true` the export holds the
 * suspected spam with a last `spam_reason` column.
 * @param db - the database
 * @param input - the table, mask switch, spam switch and the actor audited for an unmasked export
 * @returns the CSV text
 * @throws ActionError(400) for a table other than the three customer tables; the database error
 *   when the read or the audit write fails
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
    fields.map((field) => csvCell((record as Record<string, unknown>)[field])),
  );
  return Papa.unparse({ fields, data }, { escapeFormulae: CSV_FORMULA_START, newline: '\r\n' });
}
