/**
 * The data digest the authorization harness and `npm run admin -- digest` compare: equal while
 * nothing is written, different after a row changes, and blind to the delivery state that
 * background senders move by themselves.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, redirects } from '@/db/schema';
import { dataDigest } from '@/server/admin/digest';
import { dbTargets, type TestDatabase } from './helpers/db';

describe.each(dbTargets())('the data digest on $name', ({ create }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await create();
  });
  afterAll(async () => {
    await t.dispose();
  });

  it('covers every table, is stable across reads and moves when a row is written', async () => {
    const first = await dataDigest(t.db);
    expect(Object.keys(first.tables)).toEqual(expect.arrayContaining(['blog_posts', 'jobs']));
    expect(Object.keys(first.tables).some((n) => n.startsWith('page_view_'))).toBe(false);
    expect(await dataDigest(t.db)).toEqual(first);

    await t.db.insert(redirects).values({ from_path: '/digest-old', target: '/blog' });
    const after = await dataDigest(t.db);
    expect(after.tables.redirects!.rows).toBe(first.tables.redirects!.rows + 1);
    expect(after.tables.redirects!.md5).not.toBe(first.tables.redirects!.md5);
    expect(after.tables.blog_posts).toEqual(first.tables.blog_posts);
  });

  it('ignores the columns background work moves, not the others', async () => {
    await t.db
      .insert(jobs)
      .values({ name: 'digest-test', payload: {}, run_at: new Date('2026-01-01T00:00:00Z') });
    const before = await dataDigest(t.db);
    await t.db
      .update(jobs)
      .set({ run_at: new Date('2026-02-01T00:00:00Z'), attempts: 3 })
      .where(eq(jobs.name, 'digest-test'));
    expect(await dataDigest(t.db)).toEqual(before);
    await t.db
      .update(jobs)
      .set({ payload: { x: 1 } })
      .where(eq(jobs.name, 'digest-test'));
    expect((await dataDigest(t.db)).tables.jobs).not.toEqual(before.tables.jobs);
  });
});
