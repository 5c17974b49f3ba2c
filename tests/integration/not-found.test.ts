/**
 * The 404 monitor's table (issue #23 §3) on PGlite and PostgreSQL: two flushes add up, referrers
 * merge and stay the top 5, the pruning keeps the bound (recent and frequent paths kept, stale
 * one-off probes pruned first), the list sorts and searches, Ignore hides and Un-ignore brings back.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { not_found_paths } from '@/db/schema';
import { createConfirmedUser } from '@/server/admin/users';
import type { NotFoundEntry } from '@/server/not-found/recorder';
import {
  listNotFound,
  notFoundWriter,
  pruneNotFound,
  REFERRERS_KEPT,
  setNotFoundIgnored,
  upsertNotFound,
} from '@/server/not-found/service';
import { dbTargets, type TestDatabase } from './helpers/db';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 25, 12);
const entry = (
  path: string,
  hits: number,
  atMs: number,
  referrers: Record<string, number> = {},
): NotFoundEntry => ({
  path,
  hits,
  firstSeen: new Date(atMs),
  lastSeen: new Date(atMs),
  referrers,
});

describe.each(dbTargets())('404 monitor on $name', ({ create }) => {
  let t: TestDatabase;
  let actor: string;

  beforeAll(async () => {
    t = await create();
    actor = await createConfirmedUser(t.db, 'nf@lizit.com', 'Nf-pass-123', {
      name: 'Nia Found',
      admin: true,
    });
  });
  afterAll(async () => {
    await t?.dispose();
  });
  beforeEach(async () => {
    await t.db.delete(not_found_paths);
  });

  const row = async (path: string) =>
    (await listNotFound(t.db, { q: path, ignored: false, page: 1 }, 50)).rows.find(
      (r) => r.path === path,
    );

  it('two flushes add up; first and last seen widen', async () => {
    expect(await upsertNotFound(t.db, [entry('/gone', 2, T0), entry('/other', 1, T0)])).toBe(2);
    expect(await upsertNotFound(t.db, [entry('/gone', 3, T0 + 5000)])).toBe(0);
    await upsertNotFound(t.db, [entry('/gone', 1, T0 - 1000)]);
    const r = await row('/gone');
    expect(r).toMatchObject({ hits: 6 });
    expect(r!.firstSeenAt.getTime()).toBe(T0 - 1000);
    expect(r!.lastSeenAt.getTime()).toBe(T0 + 5000);
  });

  it('referrers merge, summed per referrer, and stay the top 5', async () => {
    await upsertNotFound(t.db, [
      entry('/ref', 10, T0, { 'a.example/x': 3, 'b.example': 2, 'c.example': 1, 'd.example': 1 }),
    ]);
    await upsertNotFound(t.db, [
      entry('/ref', 10, T0, { 'b.example': 5, 'e.example': 4, 'f.example': 1, 'g.example': 1 }),
    ]);
    const r = await row('/ref');
    expect(r!.referrers).toHaveLength(REFERRERS_KEPT);
    expect(r!.referrers.slice(0, 3)).toEqual([
      { referrer: 'b.example', hits: 7 },
      { referrer: 'e.example', hits: 4 },
      { referrer: 'a.example/x', hits: 3 },
    ]);
  });

  it('pruning keeps the bound: stale rows first, then the fewest hits, the oldest first', async () => {
    const now = new Date(T0);
    await upsertNotFound(t.db, [
      entry('/popular-but-stale', 500, T0 - 30 * DAY),
      entry('/frequent', 40, T0 - DAY),
      entry('/probe-old', 1, T0 - 2 * DAY),
      entry('/probe-new', 1, T0 - 60_000),
      entry('/twice', 2, T0 - 3 * DAY),
    ]);
    expect(await pruneNotFound(t.db, 3, now)).toBe(3);
    const left = (await listNotFound(t.db, { q: '', ignored: false, page: 1 }, 50)).rows;
    expect(left.map((r) => r.path)).toEqual(['/frequent', '/twice', '/probe-new']);
    expect(await pruneNotFound(t.db, 3, now)).toBe(3);
  });

  it('the writer writes big batches in chunks and prunes once new rows pass the bound + 10%', async () => {
    const write = notFoundWriter(() => t.db, { maxRows: 10 });
    const probes = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => entry(`/wp-probe-${from + i}.php`, 1, Date.now()));
    await write({
      entries: [entry('/real-broken-link', 25, Date.now()), ...probes(0, 5)],
      dropped: 0,
    });
    for (let i = 1; i <= 5; i++) await write({ entries: probes(i * 100, 8), dropped: 3 });
    const all = await listNotFound(t.db, { q: '', ignored: false, page: 1 }, 50);
    expect(all.recordedTotal).toBeLessThanOrEqual(11);
    expect(all.rows[0]).toMatchObject({ path: '/real-broken-link', hits: 25 });
    // 250 paths in one batch: three statements, every path counted.
    await t.db.delete(not_found_paths);
    const big = notFoundWriter(() => t.db, { maxRows: 1000 });
    await big({ entries: probes(1000, 250), dropped: 0 });
    expect((await listNotFound(t.db, { q: '', ignored: false, page: 1 }, 5)).recordedTotal).toBe(
      250,
    );
  });

  it('lists by hits then last seen, searches, pages; ignore hides and un-ignore brings back', async () => {
    await upsertNotFound(t.db, [
      entry('/a-100%', 5, T0),
      entry('/b', 5, T0 + 1000),
      entry('/c_x', 9, T0),
      entry('/d', 1, T0),
    ]);
    const all = await listNotFound(t.db, { q: '', ignored: false, page: 1 }, 2);
    expect(all).toMatchObject({ total: 4, pageCount: 2, page: 1, recordedTotal: 4 });
    expect(all.rows.map((r) => r.path)).toEqual(['/c_x', '/b']);
    const last = await listNotFound(t.db, { q: '', ignored: false, page: 9 }, 2);
    expect(last.page).toBe(2);
    expect(last.rows.map((r) => r.path)).toEqual(['/a-100%', '/d']);
    // LIKE wildcards in the search are literal.
    expect((await listNotFound(t.db, { q: '%', ignored: false, page: 1 }, 9)).total).toBe(1);
    expect((await listNotFound(t.db, { q: '_', ignored: false, page: 1 }, 9)).total).toBe(1);

    const id = all.rows[0]!.id;
    expect(await setNotFoundIgnored(t.db, id, true, actor)).toBe('/c_x');
    const visible = await listNotFound(t.db, { q: '', ignored: false, page: 1 }, 9);
    expect(visible.rows.map((r) => r.path)).not.toContain('/c_x');
    expect(visible.ignoredTotal).toBe(1);
    const ignored = await listNotFound(t.db, { q: '', ignored: true, page: 1 }, 9);
    expect(ignored.rows.map((r) => r.path)).toEqual(['/c_x']);
    // An ignored path is still counted.
    await upsertNotFound(t.db, [entry('/c_x', 1, T0)]);
    expect((await listNotFound(t.db, { q: '', ignored: true, page: 1 }, 9)).rows[0]!.hits).toBe(10);
    expect(await setNotFoundIgnored(t.db, id, false, actor)).toBe('/c_x');
    expect((await row('/c_x'))!.ignoredAt).toBeNull();
    expect(await setNotFoundIgnored(t.db, 999_999, true, actor)).toBeNull();
  });
});
