/**
 * Redirects (issue #23 §1 and §2) on PGlite and PostgreSQL: a once-published post's slug change
 * stores a 301 in the save's transaction (audited); chains collapse; a loop is refused; renaming
 * back removes the rule that is now wrong; a draft's rename makes none; the manager's add, edit,
 * delete, search, CSV import (report by line) and export; hit counts in batches; and two maps on
 * one database (two instances) both reload when the `redirects` tag is invalidated.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDbHandle } from '@/db/client';
import { audit_log, redirects } from '@/db/schema';
import { parseRedirectsCsv, redirectImportBatches } from '@/lib/redirects-csv';
import { postSchema } from '@/lib/validation/posts';
import { createConfirmedUser } from '@/server/admin/users';
import { applyInvalidation } from '@/server/cache';
import { createPost, getEditablePost, updatePost } from '@/server/posts/service';
import { exportRedirectsCsv, importRedirectRows, type ImportReport } from '@/server/redirects/csv';
import { startRedirectMap } from '@/server/redirects/map';
import { LOOP_MESSAGE, RESERVED_MESSAGE } from '@/server/redirects/rules';
import {
  createRedirect,
  deleteRedirect,
  FROM_TAKEN,
  listRedirects,
  updateRedirect,
} from '@/server/redirects/service';
import { dbTargets, type TestDatabase } from './helpers/db';

const post = (slug: string, extra: Record<string, unknown> = {}) =>
  postSchema.parse({
    title: `Post ${slug}`,
    slug,
    content: '<p>x</p>',
    status: 'published',
    published_at: '2026-01-01T00:00:00.000Z',
    ...extra,
  });

describe.each(dbTargets())('redirects on $name', ({ create }) => {
  let t: TestDatabase;
  let actor: string;

  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    actor = await createConfirmedUser(t.db, 'redirects@lizit.com', 'Redirect-pass-1', {
      name: 'Rita Redirect',
      admin: true,
    });
  });
  afterAll(async () => {
    setDbHandle(undefined);
    await t?.dispose();
  });

  /** Imports a CSV text as the Redirects section does: read, cut into batches, sent in turn. */
  const importCsv = async (csv: string): Promise<ImportReport> => {
    const parsed = parseRedirectsCsv(csv);
    if (!parsed.ok) throw new Error(parsed.error);
    const sum: ImportReport = { added: 0, updated: 0, errors: [] };
    for (const batch of redirectImportBatches(parsed.rows)) {
      const r = await importRedirectRows(t.db, batch, actor);
      sum.added += r.added;
      sum.updated += r.updated;
      sum.errors.push(...r.errors);
    }
    return sum;
  };

  const rules = async () =>
    Object.fromEntries(
      (await t.db.select().from(redirects)).map((r) => [r.from_path, r.target ?? r.status]),
    );
  const rename = async (id: number, slug: string, extra: Record<string, unknown> = {}) => {
    const p = (await getEditablePost(t.db, id))!;
    return updatePost(t.db, id, post(slug, { title: p.title, status: p.status, ...extra }), actor);
  };

  it('stores a 301 when a published post is renamed, collapses chains, removes it on rename back', async () => {
    const { id } = await createPost(t.db, post('chain-a'), actor);
    const first = await rename(id, 'chain-b');
    expect(first.redirected).toBe(true);
    expect(await rules()).toMatchObject({ '/resources/chain-a': '/resources/chain-b' });
    const audit = await t.db
      .select()
      .from(audit_log)
      .where(
        and(eq(audit_log.action, 'redirect.create'), eq(audit_log.resource_type, 'redirects')),
      );
    expect(audit.some((a) => (a.details as { postId?: number }).postId === id)).toBe(true);

    await rename(id, 'chain-c');
    expect(await rules()).toMatchObject({
      '/resources/chain-a': '/resources/chain-c',
      '/resources/chain-b': '/resources/chain-c',
    });

    // Back to an old slug: the rule from it goes, the others lead to it.
    await rename(id, 'chain-a');
    const now = await rules();
    expect(now['/resources/chain-a']).toBeUndefined();
    expect(now).toMatchObject({
      '/resources/chain-b': '/resources/chain-a',
      '/resources/chain-c': '/resources/chain-a',
    });
  });

  it('makes no rule for a post that was never published', async () => {
    const { id } = await createPost(
      t.db,
      post('draft-a', { status: 'draft', published_at: null }),
      actor,
    );
    const r = await rename(id, 'draft-b', { status: 'draft', published_at: null });
    expect(r.redirected).toBe(false);
    expect((await rules())['/resources/draft-a']).toBeUndefined();
    // A post that was published once and is a draft now still counts (its revision says so).
    const { id: once } = await createPost(t.db, post('once-a'), actor);
    await rename(once, 'once-a', { status: 'draft' });
    await rename(once, 'once-b', { status: 'draft' });
    expect((await rules())['/resources/once-a']).toBe('/resources/once-b');
  });

  it('validates rules, refuses loops and shadows of /admin, collapses manual chains', async () => {
    await expect(
      createRedirect(t.db, { from_path: '/admin/x', target: '/', status: 301 }, actor),
    ).rejects.toThrow(RESERVED_MESSAGE);
    await expect(
      createRedirect(
        t.db,
        { from_path: '/m-a', target: 'javascript:alert(1)', status: 301 },
        actor,
      ),
    ).rejects.toMatchObject({ status: 422 });
    const ab = await createRedirect(
      t.db,
      { from_path: 'm-a/', target: '/m-b', status: 301 },
      actor,
    );
    expect(ab.from_path).toBe('/m-a');
    await expect(
      createRedirect(t.db, { from_path: '/m-b', target: '/m-a', status: 301 }, actor),
    ).rejects.toThrow(LOOP_MESSAGE);
    await createRedirect(t.db, { from_path: '/m-b', target: '/m-c', status: 302 }, actor);
    expect(await rules()).toMatchObject({ '/m-a': '/m-c', '/m-b': '/m-c' });
    // The 301 that now goes through a temporary hop is temporary too.
    const statusOf = async (from: string) =>
      (await t.db.select().from(redirects).where(eq(redirects.from_path, from)))[0]!.status;
    expect(await statusOf('/m-a')).toBe(302);
    // A target that is redirected resolves to where it leads.
    const x = await createRedirect(t.db, { from_path: '/m-x', target: '/m-b', status: 301 }, actor);
    expect(x.target).toBe('/m-c');
    expect(x.status).toBe(302);
    await expect(
      createRedirect(t.db, { from_path: '/m-a', target: '/elsewhere', status: 301 }, actor),
    ).rejects.toThrow(FROM_TAKEN);
    const gone = await updateRedirect(
      t.db,
      x.id,
      { from_path: '/m-x', target: 'ignored', status: 410 },
      actor,
    );
    expect(gone.target).toBeNull();
    expect((await listRedirects(t.db, 'm-')).total).toBe(3);
    await deleteRedirect(t.db, x.id, actor);
    await expect(deleteRedirect(t.db, x.id, actor)).rejects.toMatchObject({ status: 404 });
  });

  it('imports CSV line by line with a report, and exports every rule', async () => {
    const report = await importCsv(
      'from,to,status\n/csv-1,/csv-target,301\n/m-a,https://example.com/,302\n/admin,/x,301\n/csv-2,,410\n/csv-3,/y,999\n',
    );
    expect(report).toEqual({
      added: 2,
      updated: 1,
      errors: [
        { line: 4, message: RESERVED_MESSAGE },
        { line: 6, message: 'Status must be 301, 302 or 410.' },
      ],
    });
    const csv = await exportRedirectsCsv(t.db);
    expect(csv.split(/\r?\n/)[0]).toBe('from,to,status,hits,last_hit');
    expect(csv).toContain('/csv-1,/csv-target,301,0,');
    expect(csv).toContain('/csv-2,,410,0,');
    expect(parseRedirectsCsv('a,b\n1,2')).toMatchObject({ ok: false });
  });

  it('imports 10,000 lines in batches: chains inside the file collapse, loops are refused, stored rules follow', async () => {
    // A stored rule that points at a path the file redirects.
    await createRedirect(t.db, { from_path: '/big-old', target: '/old-7', status: 301 }, actor);
    const lines = ['from,to,status'];
    for (let i = 0; i < 10_000; i += 1) lines.push(`/old-${i},/new-${i},301`);
    // Further down the file: a page moved again (a chain, collapsed), and a rule that would lead
    // back to where it starts (a loop, refused on its line).
    lines.push('/new-5,/newer-5,302', '/newer-5,/old-5,301');
    const report = await importCsv(lines.join('\n'));
    expect(report.added).toBe(10_001);
    expect(report.errors).toEqual([{ line: 10_003, message: LOOP_MESSAGE }]);
    const all = await rules();
    expect(all['/old-9999']).toBe('/new-9999');
    expect(all['/old-5']).toBe('/newer-5');
    expect(all['/big-old']).toBe('/new-7');
    const [old5] = await t.db.select().from(redirects).where(eq(redirects.from_path, '/old-5'));
    expect(old5!.status).toBe(302);
    const audits = await t.db
      .select()
      .from(audit_log)
      .where(eq(audit_log.action, 'redirect.import'));
    expect(audits.length).toBeGreaterThanOrEqual(20);
    // Importing the same lines again updates them, never doubles them.
    const again = await importCsv(lines.slice(0, 101).join('\n'));
    expect(again).toMatchObject({ added: 0, updated: 100 });
    expect((await t.db.select({ id: redirects.id }).from(redirects)).length).toBe(
      Object.keys(all).length,
    );
  });

  it('never lets a rule take a path the site answers itself, and ignores one stored before', async () => {
    for (const from of [
      '/healthz',
      '/HEALTHZ',
      '/robots.txt',
      '/sitemap.xml',
      '/llms.txt',
      '/ADMIN',
    ])
      await expect(
        createRedirect(t.db, { from_path: from, target: '/x', status: 301 }, actor),
        from,
      ).rejects.toThrow(RESERVED_MESSAGE);
    const report = await importCsv(
      'from,to,status\n/unsubscribe/1.abc,/x,301\n/Feed,/x,301\n/ok-path,/x,301\n',
    );
    expect(report.errors.map((e) => e.line)).toEqual([2, 3]);
    expect(report.added).toBe(1);

    // A rule written before the path was reserved (straight into the table).
    const [old] = await t.db
      .insert(redirects)
      .values({ from_path: '/healthz', target: '/x', status: 301 })
      .returning();
    const map = await startRedirectMap(t.db);
    expect(map.lookup('/healthz')).toBeUndefined();
    expect(map.lookup('/ok-path')).toBeDefined();
    await map.close();
    const listed = await listRedirects(t.db, 'healthz');
    expect(listed.rows).toEqual([expect.objectContaining({ id: old!.id, reserved: true })]);
    expect((await listRedirects(t.db, 'ok-path')).rows[0]!.reserved).toBe(false);
    await deleteRedirect(t.db, old!.id, actor);
  });

  it('two maps on one database reload on invalidation and add hits in one batch', async () => {
    const one = await startRedirectMap(t.db);
    const two = await startRedirectMap(t.db);
    expect(one.lookup('/map-old')).toBeUndefined();
    const rule = await createRedirect(
      t.db,
      { from_path: '/map-old', target: '/map-new', status: 301 },
      actor,
    );
    // The other instance hears of it through the bus: applyInvalidation is what the bus calls.
    applyInvalidation(['redirects']);
    await Promise.all([one.reload(), two.reload()]);
    expect(two.lookup('/map-old')).toMatchObject({ target: '/map-new', status: 301 });
    expect(one.lookup('/map-old')?.id).toBe(rule.id);

    one.record(rule.id);
    one.record(rule.id);
    two.record(rule.id);
    await Promise.all([one.close(), two.close()]);
    const [row] = await t.db.select().from(redirects).where(eq(redirects.id, rule.id));
    expect(row!.hits).toBe(3);
    expect(row!.last_hit_at).toBeInstanceOf(Date);

    await deleteRedirect(t.db, rule.id, actor);
    const three = await startRedirectMap(t.db);
    expect(three.lookup('/map-old')).toBeUndefined();
    await three.close();
  });
});
