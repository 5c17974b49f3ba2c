import { sql, type SQL } from 'drizzle-orm';
import { page_view_batches } from '@/db/schema';

/**
 * Unpacking the raw events (issue #25 §2): `page_view_batches` holds one row per flush, its events
 * a jsonb array; these helpers select the batches that can hold events of a time range and unpack
 * them with `jsonb_to_recordset`.
 */

/**
 * How long after its oldest event a batch may be flushed (`flushed_at` is its newest event): a
 * batch waits ≤ ANALYTICS_FLUSH_MS (1 s), longer only while an earlier write is slow. A batch
 * flushed just after midnight holds events of the previous day; the rollup of that day reads the
 * batches flushed up to this margin after its end.
 */
export const FLUSH_MARGIN_MS = 60 * 60 * 1000;

/**
 * The raw events whose own time is in [from, to) as a subquery (issue #25 §2), columns `t`
 * (timestamptz), `p` path, `r` referrer host, `s`/`m`/`c` UTM source/medium/campaign (null when
 * none), `d` device, `v` visitor. Reads only the batches flushed in [from, to + FLUSH_MARGIN_MS)
 * (the partition and the `flushed_at` index prune the rest).
 * @param to - the end (exclusive); none: every event since `from`
 */
export function eventsBetween(from: Date, to?: Date): SQL {
  const flushedBefore = to
    ? sql`and b.flushed_at < ${new Date(to.getTime() + FLUSH_MARGIN_MS).toISOString()}::timestamptz`
    : sql``;
  const before = to ? sql`and e.t < ${to.toISOString()}::timestamptz` : sql``;
  return sql`(select e.t, e.p, e.r, e.s, e.m, e.c, e.d, e.v
    from ${page_view_batches} b
    cross join lateral jsonb_to_recordset(b.events)
      as e(t timestamptz, p text, r text, s text, m text, c text, d text, v text)
    where b.flushed_at >= ${from.toISOString()}::timestamptz ${flushedBefore}
      and e.t >= ${from.toISOString()}::timestamptz ${before})`;
}
