import Papa from 'papaparse';
import { REDIRECT_IMPORT_BATCH_ROWS } from './validation/redirects';

/**
 * The redirect CSV format: a header row with the columns `from`, `to` and `status`
 * (301, 302 or 410; empty = 301), read in the browser and sent to the server in batches, so a
 * large file shows its progress and never holds the server up. The server checks every line.
 */

/** One data line of the file; `line` counts the header as line 1. */
export type RedirectCsvRow = { line: number; from: string; to: string; status: string };

/** Most data lines one file may hold. */
export const REDIRECT_IMPORT_MAX_ROWS = 50_000;
/** Most characters of the rows of one call (the action's body cap is 1 MB). */
const BATCH_MAX_CHARS = 256 * 1024;

/**
 * Reads the file's text into rows.
 * @returns the rows, or the reason the file cannot be imported (no `from`/`to` header, too many
 *   lines)
 */
export function parseRedirectsCsv(
  text: string,
): { ok: true; rows: RedirectCsvRow[] } | { ok: false; error: string } {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const fields = parsed.meta.fields ?? [];
  if (!fields.includes('from') || !fields.includes('to'))
    return {
      ok: false,
      error: "The CSV needs a header row with 'from', 'to' and 'status' columns.",
    };
  if (parsed.data.length > REDIRECT_IMPORT_MAX_ROWS)
    return {
      ok: false,
      error: `Import at most ${REDIRECT_IMPORT_MAX_ROWS.toLocaleString('en-US')} rules at a time.`,
    };
  return {
    ok: true,
    // Papa counts data rows from 0; the header is line 1 (a quoted line break shifts this).
    rows: parsed.data.map((r, i) => ({
      line: i + 2,
      from: r.from ?? '',
      to: r.to ?? '',
      status: r.status ?? '',
    })),
  };
}

/** The rows cut into the batches the server takes: at most 250 lines and 256 KB each. */
export function redirectImportBatches(rows: readonly RedirectCsvRow[]): RedirectCsvRow[][] {
  const batches: RedirectCsvRow[][] = [];
  let current: RedirectCsvRow[] = [];
  let chars = 0;
  for (const row of rows) {
    const size = row.from.length + row.to.length + row.status.length + 32;
    if (
      current.length > 0 &&
      (current.length >= REDIRECT_IMPORT_BATCH_ROWS || chars + size > BATCH_MAX_CHARS)
    ) {
      batches.push(current);
      current = [];
      chars = 0;
    }
    current.push(row);
    chars += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
