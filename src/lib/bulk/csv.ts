import Papa from 'papaparse';

/**
 * The Bulk Creator tab's CSV handling, batching and progress arithmetic (back-office.md §2 "Bulk
 * Creator tab", §4 "Bulk generation", §5 "Bulk CSV", §8 "Bulk", §9). Client-safe: no server
 * imports, so the tab and the server share these rules.
 */

/** One article to generate: a row of the CSV (back-office.md §3 "Bulk article row"). */
export type BulkRow = { title: string; keyword: string };

/** A toast's title and description. */
export type BulkToast = { title: string; description: string };

/**
 * The exact texts of back-office.md §8 "Bulk" (and §5 "Bulk CSV"), for the toasts of the Bulk
 * Creator tab. `uploaded` and `completed` fill in their counts.
 */
export const BULK_MESSAGES = {
  /** Destructive toast when the chosen file is not a CSV file (§5). */
  invalidType: {
    title: 'Invalid file type',
    description: 'Please upload a CSV file',
  } satisfies BulkToast,
  /** Toast when the header row lacks a 'title' or a 'keyword' column (§5). */
  invalidFormat: {
    title: 'Invalid CSV format',
    description: "CSV must contain 'title' and 'keyword' columns",
  } satisfies BulkToast,
  /**
   * Toast after a successful parse (§5).
   * @param count - how many rows were kept
   */
  uploaded: (count: number): BulkToast => ({
    title: 'CSV uploaded successfully',
    description: `Found ${count} articles to generate`,
  }),
  /** Error when generation starts without an active session (§6, §8). */
  notAuthenticated: 'Not authenticated',
  /** Title of the toast shown, with the error message, when a batch call fails (§8). */
  generationFailed: 'Generation failed',
  /**
   * Summary toast when every batch has been sent (§4, §8).
   * @param succeeded - articles generated successfully
   * @param failed - articles that failed
   */
  completed: (succeeded: number, failed: number): BulkToast => ({
    title: 'Bulk generation completed',
    description: `${succeeded} articles generated successfully, ${failed} failed`,
  }),
} as const;

/** Articles per call to the generator (back-office.md §7 "Sent in batches of 5", §9). */
export const BULK_BATCH_SIZE = 5;

/** Rows listed under "Articles to Generate (n)" before "...and N more articles" (§2, §9). */
export const BULK_PREVIEW_ROWS = 10;

/**
 * MIME types browsers report for .csv files besides text/csv: Windows browsers report
 * application/vnd.ms-excel when Excel is installed, and some systems report no type at all.
 */
const CSV_LOOKALIKE_TYPES = new Set(['application/vnd.ms-excel', '']);

/**
 * Whether a chosen file counts as CSV (back-office.md §5 "The file type must be text/csv").
 * Accepted: type text/csv (any case, with or without parameters such as `; charset=utf-8`), and
 * also a name ending in `.csv` (any case) whose type is application/vnd.ms-excel or empty, since
 * Windows browsers with Excel installed and some systems report those for plain CSV files.
 * Anything else (an .xlsx, a .txt, an image) is refused with {@link BULK_MESSAGES}.invalidType.
 * @param file - a `File`, or anything with its name and MIME type
 * @returns true when the file may be parsed
 */
export function isCsvFile(file: { name: string; type: string }): boolean {
  const type = (file.type.split(';')[0] ?? '').trim().toLowerCase();
  if (type === 'text/csv') return true;
  return CSV_LOOKALIKE_TYPES.has(type) && /\.csv$/i.test(file.name.trim());
}

/** Result of {@link parseBulkCsv}. */
export type BulkCsvResult = { ok: true; rows: BulkRow[] } | { ok: false; error: 'format' };

/**
 * A cell as kept: trimmed, runs of whitespace (line breaks inside a quoted field included)
 * collapsed to one space, and one pair of surrounding double quotes removed when papaparse left
 * them (a quoted field preceded by a space, as in `a, "b"`).
 */
function cleanCell(cell: string | undefined): string {
  let value = (cell ?? '').replace(/\s+/g, ' ').trim();
  const quoted = /^"([^"]*)"$/.exec(value);
  if (quoted) value = (quoted[1] ?? '').trim();
  return value;
}

/**
 * Parses the uploaded CSV text into articles (back-office.md §5 "Bulk CSV"), with papaparse
 * rather than the spec's plain split, so quoted fields containing commas, escaped quotes ("")
 * and line breaks work.
 *
 * - A leading byte-order mark is ignored; line breaks may be LF, CRLF or CR.
 * - The delimiter is a comma; a semicolon or tab is also recognised (spreadsheet exports in some
 *   locales), chosen by papaparse from the file's content.
 * - The header is the first non-blank row. Lower-cased and trimmed, one of its columns must
 *   contain "title" and another must contain "keyword" (so "Article Title" and "Target Keyword"
 *   work); the first such columns are used and any other column is ignored.
 * - Values are trimmed (inner whitespace collapsed to one space); surrounding quotes are removed
 *   by papaparse. Blank lines are skipped. A row is kept only when both its title and its keyword
 *   are non-empty (§5); the others are dropped silently.
 * - A quoted field that is never closed (or a malformed quote) is a format error: otherwise the
 *   rest of the file would silently vanish into one cell.
 *
 * Lengths are not checked here: the server refuses a title over 200 or a keyword over 100
 * characters (`bulkRequestSchema`).
 *
 * @param text - the file's text
 * @returns the kept rows in file order (possibly none), or `{ ok: false, error: 'format' }` when
 *   the header lacks either column or the quoting is broken; show
 *   {@link BULK_MESSAGES}.invalidFormat then.
 */
export function parseBulkCsv(text: string): BulkCsvResult {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const parsed = Papa.parse<string[]>(source, {
    header: false,
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t'],
  });
  if (parsed.errors.some((e) => e.type === 'Quotes')) return { ok: false, error: 'format' };

  const [header, ...body] = parsed.data;
  if (!header) return { ok: false, error: 'format' };
  const names = header.map((h) => cleanCell(h).toLowerCase());
  const titleIndex = names.findIndex((h) => h.includes('title'));
  const keywordIndex = names.findIndex((h, i) => i !== titleIndex && h.includes('keyword'));
  if (titleIndex < 0 || keywordIndex < 0) return { ok: false, error: 'format' };

  const rows: BulkRow[] = [];
  for (const cells of body) {
    const title = cleanCell(cells[titleIndex]);
    const keyword = cleanCell(cells[keywordIndex]);
    if (title && keyword) rows.push({ title, keyword });
  }
  return { ok: true, rows };
}

/**
 * The rows listed under "Articles to Generate (n)" (back-office.md §2, §9 "the preview list shows
 * 10 rows").
 * @param rows - every parsed row
 * @param limit - how many to show; {@link BULK_PREVIEW_ROWS} (10) by default
 * @returns `shown`: the first `limit` rows; `more`: how many are left out, for
 *   "...and {more} more articles" (show that line only when `more > 0`)
 */
export function previewRows<T>(
  rows: readonly T[],
  limit: number = BULK_PREVIEW_ROWS,
): { shown: T[]; more: number } {
  const n = Math.max(0, Math.floor(limit));
  return { shown: rows.slice(0, n), more: Math.max(0, rows.length - n) };
}

/**
 * Splits the rows into the batches sent one call at a time (back-office.md §7, §9).
 * @param rows - every row, in order
 * @param size - rows per batch; {@link BULK_BATCH_SIZE} (5) by default
 * @returns consecutive slices of at most `size` rows (none for no rows)
 * @throws RangeError when `size` is not a positive integer
 */
export function batches<T>(rows: readonly T[], size: number = BULK_BATCH_SIZE): T[][] {
  if (!Number.isInteger(size) || size < 1) {
    throw new RangeError(`Batch size must be a positive integer, got ${size}`);
  }
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * The progress bar's value (back-office.md §9 "progress is (processed/total)*100, capped at
 * 100").
 * @param processed - articles processed so far
 * @param total - articles in the run
 * @returns a whole percentage from 0 to 100 (rounded to the nearest integer); 0 when `total` is 0,
 *   negative or not a finite number
 */
export function progressPercent(processed: number, total: number): number {
  if (!Number.isFinite(total) || !Number.isFinite(processed) || total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((processed / total) * 100)));
}
