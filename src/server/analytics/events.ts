import { sql, type SQL } from 'drizzle-orm';
import { page_view_batches } from '@/db/schema';

/**
 * Unpacking the raw events: `page_view_batches` holds one row per flush, its events
 * one dictionary-encoded json object; these helpers select the batches that can hold events of a
 * time range and unpack them.
 */

/**
 * How long after its oldest event a batch may be flushed (`flushed_at` is its newest event): a
 * batch waits ≤ ANALYTICS_FLUSH_MS (1 s), longer only while an earlier write is slow. A batch
 * flushed just after midnight holds events of the previous day; the rollup of that day reads the
 * batches flushed up to this margin after its end.
 */
export const FLUSH_MARGIN_MS = 60 * 60 * 1000;

/**
 * The raw events whose own time is in [from, to) as a subquery, columns `t`
 * (timestamptz), `p` path, `r` referrer host, `s`/`m`/`c` UTM source/medium/campaign (null when
 * none), `d` device, `v` visitor. Reads only the batches flushed in [from, to + FLUSH_MARGIN_MS)
 * (the partition and the `flushed_at` index prune the rest). Each batch's dictionaries
 * (`StoredPageViewBatch` in src/db/schema/analytics.ts) are parsed (json → jsonb) and taken out
 * of its row once, in a materialised CTE, so that looking an event's tuple and visitor up never reads (and
 * decompresses) the whole batch again.
 * @param to - the end (exclusive); none: every event since `from`
 */
export function eventsBetween(from: Date, to?: Date): SQL {
  const flushedBefore = to
    ? sql`and b.flushed_at < ${new Date(to.getTime() + FLUSH_MARGIN_MS).toISOString()}::timestamptz`
    : sql``;
  const before = to ? sql`and ev.t < ${to.toISOString()}::timestamptz` : sql``;
  return sql`(with batch as materialized (
      select (j->>'t0')::bigint as t0, j->'k' as k, j->'v' as v, j->'e' as e
      from (select b.events::jsonb as j
        from ${page_view_batches} b
        where b.flushed_at >= ${from.toISOString()}::timestamptz ${flushedBefore}) as parsed
    )
    select ev.* from (
      select timestamptz 'epoch' + (batch.t0 + (batch.e->>(3 * i))::bigint)
          * interval '1 millisecond' as t,
        dims->>0 as p, dims->>1 as r, dims->>2 as s, dims->>3 as m, dims->>4 as c, dims->>5 as d,
        batch.v->>((batch.e->>(3 * i + 2))::int) as v
      from batch
      cross join lateral generate_series(0, jsonb_array_length(batch.e) / 3 - 1) as i
      cross join lateral (select batch.k->((batch.e->>(3 * i + 1))::int) as dims) as kd
    ) ev
    where ev.t >= ${from.toISOString()}::timestamptz ${before})`;
}
