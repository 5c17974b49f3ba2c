import { bulkArticleSchema } from '@/lib/validation/bulk';
import { batches, BULK_MESSAGES, progressPercent, type BulkRow } from './csv';

/**
 * The Bulk Creator's generation loop (back-office.md §4 "Bulk generation", §7
 * "bulk-article-generator", §8 "Bulk", §9), kept free of React and of `fetch` so its rules are
 * tested on their own. Client-safe.
 */

/** One line of the "Generation Results" card (back-office.md §3 "Bulk result row"). */
export type BulkResult = {
  title: string;
  keyword: string;
  success: boolean;
  error?: string;
  /** The new draft's id, when it was created. */
  post_id?: number;
};

/** What one call to the generator answered. */
export type BatchAnswer = { ok: true; results: BulkResult[] } | { ok: false; error: string };

/** How a run ended. */
export type BulkRunOutcome = {
  results: BulkResult[];
  /** Articles processed (sent, or refused before sending), for the progress bar. */
  processed: number;
  /** The failed call's message when the loop stopped early ("Generation failed" toast), else null. */
  stoppedWith: string | null;
};

/**
 * Sends the rows in batches of 5, one call at a time, and stops at the first failed call (§8).
 * A row the request schema would refuse (a title over 200 or a keyword over 100 characters) is
 * not sent: it becomes a failed result with the schema's message, so one bad row does not make
 * the whole batch fail with 422.
 * @param rows - the parsed rows, in order
 * @param send - performs one call with 1 to 5 articles
 * @param onProgress - called after each batch with the results so far and the percentage (0-100)
 * @returns every result in row order, how many rows were processed, and why it stopped early
 */
export async function runBulkGeneration(
  rows: readonly BulkRow[],
  send: (articles: BulkRow[]) => Promise<BatchAnswer>,
  onProgress: (results: BulkResult[], percent: number) => void = () => {},
): Promise<BulkRunOutcome> {
  const results: BulkResult[] = [];
  let processed = 0;
  for (const batch of batches(rows)) {
    const checked = batch.map((row) => ({ row, parsed: bulkArticleSchema.safeParse(row) }));
    const valid = checked.flatMap((c) => (c.parsed.success ? [c.parsed.data] : []));
    let answered: BulkResult[] = [];
    if (valid.length > 0) {
      const answer = await send(valid);
      if (!answer.ok) return { results, processed, stoppedWith: answer.error };
      answered = answer.results;
    }
    let next = 0;
    for (const { row, parsed } of checked) {
      results.push(
        parsed.success
          ? (answered[next++] ?? { ...row, success: false, error: 'No answer for this article' })
          : { ...row, success: false, error: parsed.error.issues[0]?.message ?? 'Invalid row' },
      );
    }
    processed += batch.length;
    onProgress([...results], progressPercent(processed, rows.length));
  }
  return { results, processed, stoppedWith: null };
}

/**
 * One call to `POST /api/admin/bulk-articles` with the session cookie (§7). Never throws: a
 * network failure, an error status or a malformed answer becomes `{ ok: false, error }` with a
 * message fit for the "Generation failed" toast ("Not authenticated" when the session is gone).
 * @param articles - 1 to 5 rows
 * @param fetchImpl - `fetch` (replaceable in tests)
 */
export async function sendBulkBatch(
  articles: BulkRow[],
  fetchImpl: typeof fetch = fetch,
): Promise<BatchAnswer> {
  let res: Response;
  try {
    res = await fetchImpl('/api/admin/bulk-articles', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ articles }),
    });
  } catch {
    return { ok: false, error: 'Could not reach the server. Check your connection and try again.' };
  }
  const body = (await res.json().catch(() => null)) as {
    results?: BulkResult[];
    error?: string;
  } | null;
  if (res.status === 401) return { ok: false, error: BULK_MESSAGES.notAuthenticated };
  if (!res.ok || !Array.isArray(body?.results)) {
    return {
      ok: false,
      error:
        typeof body?.error === 'string' && body.error
          ? body.error
          : `The server answered ${res.status}. Please try again.`,
    };
  }
  return { ok: true, results: body.results };
}
