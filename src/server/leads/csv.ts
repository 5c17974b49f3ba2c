import 'server-only';
import Papa from 'papaparse';
import type { Db } from '@/db/client';
import type { Touch } from '@/lib/attribution';
import type { LeadInboxQuery } from '@/lib/validation/lead-inbox';
import { recordAudit } from '../audit/log';
import { AUDIT_EXPORTED_UNMASKED, type CustomerDataActor } from './access-log';
import { answerColumns, CSV_FORMULA_START, csvCell } from './customer-csv';
import { exportInbox } from './inbox';

/**
 * The CSV export of the lead inbox: the leads of the current view (type, status,
 * owner, source, campaign, dates, search; every page), with status, owner and attribution, and a
 * landing page form's page, form and answers.
 */

/** The most leads one export holds, newest first (bounds the memory of one export). */
export const LEADS_EXPORT_LIMIT = 10_000;

const TOUCH_COLUMNS = [
  'landing_page',
  'referrer_host',
  'referrer_path',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'click_id',
  'at',
] as const satisfies readonly (keyof Touch)[];

/**
 * The export's fixed columns: the lead, its first and last touch, then a landing page form's page
 * and form (empty for other kinds). The questions' columns follow (`answerColumns`).
 */
export const LEADS_CSV_COLUMNS = [
  'id',
  'type',
  'status',
  'owner',
  'name',
  'email',
  'phone',
  'company',
  'message',
  'created_at',
  'source',
  'medium',
  'campaign',
  ...TOUCH_COLUMNS.map((c) => `first_${c}`),
  ...TOUCH_COLUMNS.map((c) => `last_${c}`),
  'form_page_title',
  'form_page_path',
  'form_name',
];

/**
 * The leads of `query` as CSV, newest first, at most {@link LEADS_EXPORT_LIMIT}:
 * a header row ({@link LEADS_CSV_COLUMNS}, then one column per landing page form question the
 * rows answered, by label in first-seen order, empty for a lead without it), CRLF line ends, dates
 * in ISO 8601 UTC, cells a spreadsheet would run as formulas prefixed with a quote (the question
 * labels too). Masked unless `masked` is false, like the inbox (a form's answers as their masked
 * previews); an unmasked export writes one audit row `customer_data.exported_unmasked` (table
 * `leads`, the count, the filters) in the same transaction as the read.
 * @returns the CSV text
 * @throws the database error when the read or the audit write fails
 */
export async function leadsCsv(
  db: Db,
  query: LeadInboxQuery,
  opts: { masked: boolean; actor: CustomerDataActor },
): Promise<string> {
  const read = async (tx: Db) => {
    const rows = await exportInbox(tx, query, { masked: opts.masked, limit: LEADS_EXPORT_LIMIT });
    if (!opts.masked) {
      await recordAudit(tx, {
        actorUserId: opts.actor.userId,
        action: AUDIT_EXPORTED_UNMASKED,
        resourceType: 'leads',
        details: {
          table: 'leads',
          count: rows.length,
          record_id: null,
          format: 'csv',
          filters: query,
          user_agent: opts.actor.userAgent?.slice(0, 512) ?? null,
        },
        ip: opts.actor.ip?.slice(0, 64) ?? null,
      });
    }
    return rows;
  };
  const rows = opts.masked ? await read(db) : await db.transaction(read);
  const questions = answerColumns(
    rows.map((r) => r.lead.form?.answers),
    LEADS_CSV_COLUMNS,
  );
  const data = rows.map(({ lead, first, last }) => [
    ...[
      lead.id,
      lead.type,
      lead.status,
      lead.owner?.name ?? null,
      lead.name,
      lead.email,
      lead.phone,
      lead.company,
      lead.message,
      lead.created_at,
      lead.source,
      lead.medium,
      lead.campaign,
      ...TOUCH_COLUMNS.map((c) => first?.[c] ?? null),
      ...TOUCH_COLUMNS.map((c) => last?.[c] ?? null),
      lead.form?.page_title,
      lead.form?.page_path,
      lead.form?.form_name,
    ].map(csvCell),
    ...questions.cells(lead.form?.answers),
  ]);
  return Papa.unparse(
    { fields: [...LEADS_CSV_COLUMNS, ...questions.fields], data },
    { escapeFormulae: CSV_FORMULA_START, newline: '\r\n' },
  );
}
