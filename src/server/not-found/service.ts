import { and, count, desc, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { blog_posts, not_found_paths } from '@/db/schema';
import { containsPattern } from '../like-pattern';
import { pageOf, type PageInfo } from '../paging';
import type { NotFoundEntry } from './recorder';

/**
 * The 404 monitor's table: the batched upsert of what the recorder counted, the
 * bound on the table's size, and the admin's Ignore / Un-ignore. No `server-only` here: the custom
 * server (scripts/lib/site-server.ts) writes the batches.
 */

/** Referrers kept per row: the most frequent, merged at every flush. */
export const REFERRERS_KEPT = 5;
/** Rows kept by default (NOT_FOUND_MAX_ROWS). */
export const DEFAULT_MAX_ROWS = 5000;
/** A row not seen for this long is pruned before any row seen since (ms). */
export const STALE_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * Paths per upsert statement: a bigger flush is written in statements of this many, the event
 * loop let go between them (PGlite runs in this process: 1,000 rows in one statement held it for
 * 150-400 ms, 100 rows for under 10 ms; docs/performance.md).
 */
export const UPSERT_CHUNK = 100;
/** The pruning runs at least this often (ms), even when no flush added a row. */
export const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Adds counts of a flush window to the table in one statement (writes are batched): a new path is
 * inserted, a known one gets `hits + batch hits`, the later last-seen time, the earlier first-seen
 * time and its referrers merged (summed per referrer, the {@link REFERRERS_KEPT} most frequent
 * kept).
 * @param entries - distinct paths (recorder.ts `NotFoundBuffer.drain`)
 * @returns how many rows were inserted (new paths)
 * @throws the database error (the recorder reports it and drops the batch)
 */
export async function upsertNotFound(db: Db, entries: readonly NotFoundEntry[]): Promise<number> {
  if (entries.length === 0) return 0;
  const t = not_found_paths;
  const rows = await db
    .insert(t)
    .values(
      entries.map((e) => ({
        path: e.path,
        hits: e.hits,
        first_seen_at: e.firstSeen,
        last_seen_at: e.lastSeen,
        referrers: e.referrers,
      })),
    )
    .onConflictDoUpdate({
      target: t.path,
      set: {
        hits: sql`${t.hits} + excluded.hits`,
        first_seen_at: sql`least(${t.first_seen_at}, excluded.first_seen_at)`,
        last_seen_at: sql`greatest(${t.last_seen_at}, excluded.last_seen_at)`,
        referrers: sql`(select coalesce(jsonb_object_agg(r.k, r.n), '{}'::jsonb) from (
          select k, sum(n)::int as n from (
            select key as k, value::int as n from jsonb_each_text(${t.referrers})
            union all select key, value::int from jsonb_each_text(excluded.referrers)
          ) s group by k order by n desc, k limit ${sql.raw(String(REFERRERS_KEPT))}
        ) r)`,
      },
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return rows.filter((r) => r.inserted).length;
}

/**
 * Keeps the table to `maxRows` rows (the table is bounded). The rows kept are, in
 * order: those seen within {@link STALE_AFTER_MS} (7 days) before the others, then the most hits,
 * then the most recently seen. So the long tail of one-off probes (`/wp-login.php`…) goes first,
 * then what has not been seen for a week; ignored rows count like the others.
 * @param now - the clock (tests)
 * @returns the rows left
 */
export async function pruneNotFound(db: Db, maxRows: number, now = new Date()): Promise<number> {
  const t = not_found_paths;
  const staleBefore = new Date(now.getTime() - STALE_AFTER_MS);
  await db.execute(sql`delete from ${t} where ${t.id} in (
    select id from ${t}
    order by (${t.last_seen_at} >= ${staleBefore.toISOString()}::timestamptz) desc,
      ${t.hits} desc, ${t.last_seen_at} desc, ${t.id} desc
    offset ${maxRows})`);
  const [row] = await db.select({ n: count() }).from(t);
  return row?.n ?? 0;
}

/**
 * The recorder's `write` for a database: upserts each batch (in statements of
 * {@link UPSERT_CHUNK} paths, yielding to other requests between them), logs what the buffer
 * dropped, and prunes back to `maxRows` once new rows may have taken the table more than 10% past
 * it (the count is known after the first prune and grown by each insert), and at least every
 * {@link PRUNE_EVERY_MS}. So the table holds at most `maxRows` + 10% rows, `maxRows` after a prune.
 * @param db - the database (a function: the process-wide one is opened lazily)
 * @param options.maxRows - the bound (NOT_FOUND_MAX_ROWS)
 */
export function notFoundWriter(
  db: () => Db,
  options: { maxRows: number; warn?: (message: string, fields: object) => void },
): (batch: { entries: NotFoundEntry[]; dropped: number }) => Promise<void> {
  let rows: number | null = null;
  let prunedAt = 0;
  const slack = Math.max(1, Math.floor(options.maxRows / 10));
  return async (batch) => {
    if (batch.dropped > 0)
      options.warn?.('404 monitor: counts dropped (buffer full or path too long)', {
        dropped: batch.dropped,
      });
    let inserted = 0;
    for (let i = 0; i < batch.entries.length; i += UPSERT_CHUNK) {
      if (i > 0) await new Promise((resolve) => setImmediate(resolve));
      inserted += await upsertNotFound(db(), batch.entries.slice(i, i + UPSERT_CHUNK));
    }
    if (rows !== null) rows += inserted;
    if (rows === null || rows > options.maxRows + slack || Date.now() - prunedAt > PRUNE_EVERY_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      rows = await pruneNotFound(db(), options.maxRows);
      prunedAt = Date.now();
    }
  };
}

/** One row of the 404 monitor as the admin list shows it. */
export type NotFoundRow = {
  id: number;
  path: string;
  hits: number;
  firstSeenAt: Date;
  lastSeenAt: Date;
  /** Most frequent first. */
  referrers: { referrer: string; hits: number }[];
  ignoredAt: Date | null;
};

/** A page of the admin list. */
export type NotFoundPage = PageInfo & {
  rows: NotFoundRow[];
  /** Rows ignored (whatever the search), for the toggle's label. */
  ignoredTotal: number;
  /** Rows in the table, ignored or not (0 = nothing was ever recorded). */
  recordedTotal: number;
};

/**
 * The 404 monitor list: most hits first, then most recently seen; the addresses of
 * published posts (one opened while still scheduled) are left out.
 * @param query.q - part of the path ('' = all)
 * @param query.ignored - the ignored rows instead of the others
 * @param query.page - 1-based; past the last page shows the last page
 * @param pageSize - rows per page
 */
export async function listNotFound(
  db: Db,
  query: { q: string; ignored: boolean; page: number },
  pageSize: number,
): Promise<NotFoundPage> {
  const t = not_found_paths;
  const where: SQL[] = [query.ignored ? isNotNull(t.ignored_at) : isNull(t.ignored_at)];
  // The address of a published post (scheduled, or live since) is nothing to fix: someone
  // opened a scheduled article before its time.
  where.push(sql`not exists (select 1 from ${blog_posts} b
    where ${t.path} = '/resources/' || b.slug and b.status = 'published' and b.deleted_at is null)`);
  if (query.q) where.push(ilike(t.path, containsPattern(query.q)));
  const [[matching], [ignored], [all]] = await Promise.all([
    db
      .select({ n: count() })
      .from(t)
      .where(and(...where)),
    db.select({ n: count() }).from(t).where(isNotNull(t.ignored_at)),
    db.select({ n: count() }).from(t),
  ]);
  const total = matching?.n ?? 0;
  const { page, pageCount, offset } = pageOf(total, query.page, pageSize);
  const rows = await db
    .select()
    .from(t)
    .where(and(...where))
    .orderBy(desc(t.hits), desc(t.last_seen_at), desc(t.id))
    .limit(pageSize)
    .offset(offset);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      path: r.path,
      hits: r.hits,
      firstSeenAt: r.first_seen_at,
      lastSeenAt: r.last_seen_at,
      referrers: Object.entries(r.referrers ?? {})
        .map(([referrer, hits]) => ({ referrer, hits: Number(hits) }))
        .sort((a, b) => b.hits - a.hits || a.referrer.localeCompare(b.referrer)),
      ignoredAt: r.ignored_at,
    })),
    total,
    ignoredTotal: ignored?.n ?? 0,
    recordedTotal: all?.n ?? 0,
    page,
    pageCount,
  };
}

/**
 * Ignores a 404 monitor row (hidden from the list, still counted) or brings it back.
 * @param actorId - the admin's user id (kept as `ignored_by` when ignoring)
 * @returns the row's path, or null when there is no such row
 */
export async function setNotFoundIgnored(
  db: Db,
  id: number,
  ignored: boolean,
  actorId: string,
): Promise<string | null> {
  const t = not_found_paths;
  const [row] = await db
    .update(t)
    .set(
      ignored
        ? { ignored_at: new Date(), ignored_by: actorId }
        : { ignored_at: null, ignored_by: null },
    )
    .where(eq(t.id, id))
    .returning({ path: t.path });
  return row?.path ?? null;
}
