import 'server-only';
import Papa from 'papaparse';
import type { Db } from '@/db/client';
import type { CustomerRecordMap, CustomerTable } from '@/lib/lead-mask';
import { answerText, type LeadAnswer } from '@/lib/leads';
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
    'bounced_at',
    'created_at',
  ],
  // Then one column per question (`answerColumns`).
  form_submissions: (masked) => [
    'id',
    'name',
    'email',
    'phone',
    'company',
    masked ? 'message_preview' : 'message',
    'page_title',
    'page_path',
    'form_name',
    'consent_text',
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

/** The columns of landing page form answers: one per question, and each row's cell of each. */
export type AnswerColumns = {
  /** The column names, in first-seen order. */
  fields: string[];
  /** The cells of one row's answers, in the order of `fields` ('' where it has no such question). */
  cells: (answers: readonly LeadAnswer[] | null | undefined) => string[];
};

/**
 * The question columns of a CSV of landing page form answers: one per question label, the union
 * of the labels across `rows` in first-seen order, so leads of different forms share a column
 * when they asked the same question. A label asked twice by one form gets a second column
 * ("Label (2)"), and one named like a fixed column is told apart ("email (answer)"), so a
 * spreadsheet read by header never mixes two values.
 * @param rows - each row's answers (null or empty for a lead of another kind)
 * @param fixed - the export's other columns
 * @returns the column names and a function giving a row's cells (each answer as
 *   `answerText` writes it; already masked values pass through unchanged)
 */
export function answerColumns(
  rows: readonly (readonly LeadAnswer[] | null | undefined)[],
  fixed: readonly string[],
): AnswerColumns {
  const taken = new Set(fixed);
  // Labels keyed by occurrence ("Fleet size", then "Fleet size (2)") map to their column.
  const columnOf = new Map<string, string>();
  const keysOf = (answers: readonly LeadAnswer[]) => {
    const seen = new Map<string, number>();
    return answers.map((a) => {
      const n = (seen.get(a.label) ?? 0) + 1;
      seen.set(a.label, n);
      return n === 1 ? a.label : `${a.label} (${n})`;
    });
  };
  for (const answers of rows) {
    if (!answers) continue;
    for (const key of keysOf(answers)) {
      if (columnOf.has(key)) continue;
      const column = taken.has(key) ? `${key} (answer)` : key;
      taken.add(column);
      columnOf.set(key, column);
    }
  }
  const fields = [...columnOf.values()];
  return {
    fields,
    cells: (answers) => {
      const byColumn = new Map<string, string>();
      if (answers) {
        const keys = keysOf(answers);
        answers.forEach((a, i) => byColumn.set(columnOf.get(keys[i]!)!, answerText(a.value)));
      }
      return fields.map((f) => byColumn.get(f) ?? '');
    },
  };
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
 * suspected spam with a last `spam_reason` column. The landing pages' forms' submissions have one
 * column per question after their own ({@link answerColumns}; masked, the answers' masked
 * previews).
 * @param db - the database
 * @param input - the table, mask switch, spam switch and the actor audited for an unmasked export
 * @returns the CSV text
 * @throws ActionError(400) for a table other than the customer tables; the database error
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
  const columns = (CSV_COLUMNS[table] as (masked: boolean) => string[])(masked);
  const last = spam ? ['spam_reason'] : [];
  const answersOf = (record: object) => (record as { answers?: LeadAnswer[] }).answers;
  const questions = answerColumns(records.map(answersOf), [...columns, ...last]);
  const cell = (record: object, field: string) =>
    csvCell((record as Record<string, unknown>)[field]);
  const data = records.map((record) => [
    ...columns.map((field) => cell(record, field)),
    ...questions.cells(answersOf(record)),
    ...last.map((field) => cell(record, field)),
  ]);
  return Papa.unparse(
    { fields: [...columns, ...questions.fields, ...last], data },
    { escapeFormulae: CSV_FORMULA_START, newline: '\r\n' },
  );
}
