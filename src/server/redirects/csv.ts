import 'server-only';
import { asc } from 'drizzle-orm';
import Papa from 'papaparse';
import type { Db } from '@/db/client';
import { redirects, type RedirectStatus } from '@/db/schema';
import { AppError } from '../errors';
import { upsertRedirect } from './service';

/**
 * CSV import and export of redirect rules (issue #23 §2). The file has a header row with the
 * columns `from`, `to` and `status` (301, 302 or 410; empty = 301); the export adds `hits` and
 * `last_hit`. An import checks each line on its own, like the manager's form, and reports what it
 * did: rules added, rules updated (a rule for the same from-path is replaced), errors by line.
 */

/** Most data lines one import takes (the text itself is capped by the action's schema). */
export const MAX_IMPORT_ROWS = 2000;

/** What an import did. */
export type ImportReport = {
  added: number;
  updated: number;
  /** Line numbers count the header as line 1. */
  errors: { line: number; message: string }[];
};

const STATUSES = new Set(['301', '302', '410']);

/**
 * Imports rules from CSV text, line by line (each line its own transaction, so one bad line does
 * not stop the others).
 * @param csv - the file's text (capped at IMPORT_MAX_CHARS by the action's schema)
 * @throws AppError 422 when the header lacks `from` or `to`, or there are too many lines
 */
export async function importRedirectsCsv(
  db: Db,
  csv: string,
  actorId: string,
): Promise<ImportReport> {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const fields = parsed.meta.fields ?? [];
  if (!fields.includes('from') || !fields.includes('to'))
    throw new AppError(422, "The CSV needs a header row with 'from', 'to' and 'status' columns.");
  if (parsed.data.length > MAX_IMPORT_ROWS)
    throw new AppError(422, `Import at most ${MAX_IMPORT_ROWS} rules at a time.`);
  const report: ImportReport = { added: 0, updated: 0, errors: [] };
  for (const [i, row] of parsed.data.entries()) {
    // Papa counts data rows from 0; the header is line 1 (a quoted line break shifts this).
    const line = i + 2;
    const status = (row.status ?? '').trim() || '301';
    if (!STATUSES.has(status)) {
      report.errors.push({ line, message: 'Status must be 301, 302 or 410.' });
      continue;
    }
    try {
      const added = await upsertRedirect(
        db,
        {
          from_path: row.from ?? '',
          target: status === '410' ? null : (row.to ?? ''),
          status: Number(status) as RedirectStatus,
        },
        actorId,
      );
      if (added) report.added += 1;
      else report.updated += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      report.errors.push({ line, message: error.message });
    }
  }
  return report;
}

/** Every rule as CSV text (header `from,to,status,hits,last_hit`), by from-path. */
export async function exportRedirectsCsv(db: Db): Promise<string> {
  const rows = await db.select().from(redirects).orderBy(asc(redirects.from_path));
  return Papa.unparse({
    fields: ['from', 'to', 'status', 'hits', 'last_hit'],
    data: rows.map((r) => [
      r.from_path,
      r.target ?? '',
      String(r.status),
      String(r.hits),
      r.last_hit_at?.toISOString() ?? '',
    ]),
  });
}
