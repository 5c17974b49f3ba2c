import { asc, gt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { redirects } from '@/db/schema';
import type { RuleLike } from './rules';

/**
 * The two reads and writes of the server's redirect map, kept apart from the
 * service (no `server-only`): the custom server loads this module outside Next's bundle.
 */

/** Rules read by one statement of {@link loadRedirectRules}. */
const LOAD_PAGE = 2000;

/**
 * Every rule as the server's map needs it, read in pages by id: on the embedded database a read
 * runs on the server's own thread, and tens of thousands of rules in one statement would hold
 * every request (a health check among them) for its whole length; between pages they go on.
 */
export async function loadRedirectRules(db: Db): Promise<RuleLike[]> {
  const rules: RuleLike[] = [];
  for (let after = 0; ;) {
    const page = await db
      .select({
        id: redirects.id,
        from_path: redirects.from_path,
        target: redirects.target,
        status: redirects.status,
      })
      .from(redirects)
      .where(gt(redirects.id, after))
      .orderBy(asc(redirects.id))
      .limit(LOAD_PAGE);
    rules.push(...page);
    if (page.length < LOAD_PAGE) return rules;
    after = page.at(-1)!.id;
    // Let the requests that queued meanwhile go first.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Hits counted in memory for one rule. */
export type RuleHits = { id: number; count: number; at: Date };

/**
 * Adds counted hits to their rules in one statement (the map flushes every few seconds and at
 * shutdown; never one write per redirect answered). Rules deleted meanwhile are skipped.
 * @param hits - per rule id: how many answers, and the time of the last one
 */
export async function addRedirectHits(db: Db, hits: readonly RuleHits[]): Promise<void> {
  if (hits.length === 0) return;
  const values = sql.join(
    hits.map(
      (h) => sql`(${h.id}::integer, ${h.count}::integer, ${h.at.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update ${redirects} as r
       set hits = r.hits + v.n,
           last_hit_at = greatest(r.last_hit_at, v.at)
      from (values ${values}) as v(id, n, at)
     where r.id = v.id`);
}
