/**
 * Migration 0030 on PGlite and PostgreSQL: posts' history moves from post_revisions into the one
 * revisions table, saves and autosaves apart, every field kept (published_at as an ISO instant),
 * and a restore still names the revision it restored.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '@/db/client';
import { executeRows } from '@/db/rows';
import { dbTargets, type TestDatabase } from './helpers/db';
import { migrationsBefore } from './helpers/migrations';

type Row = {
  id: number;
  record_kind: string;
  record_id: string;
  kind: string;
  fields: Record<string, string | null>;
  restored_from: number | null;
  created_at: Date | string;
};

describe.each(dbTargets())('migration 0030: one revisions table ($name)', ({ create }) => {
  let t: TestDatabase | undefined;
  afterAll(async () => t?.dispose());

  it('moves every post revision, its fields and its restore link', async () => {
    t = await create({ migrate: false });
    await migrateDatabase(t, migrationsBefore(30));
    await t.db.execute(sql`
      insert into blog_posts (id, title, slug, content, status) values (5, 'Fleet', 'fleet', '<p>x</p>', 'published')`);
    await t.db.execute(sql`
      insert into record_revisions (record_kind, record_id, fields) values ('banner', '3', '{"headline": "Spring"}')`);
    await t.db.execute(sql`
      insert into post_revisions (id, post_id, kind, title, slug, excerpt, content, meta_description, status, published_at, restored_from, created_at) values
        (10, 5, 'save', 'Fleet', 'fleet', null, '<p>a</p>', 'Meta', 'published', '2026-03-01T09:30:00.250Z', null, '2026-03-01T09:30:00Z'),
        (11, 5, 'autosave', 'Fleet draft', 'fleet', 'Ex', '<p>b</p>', null, 'draft', null, null, '2026-03-02T10:00:00Z'),
        (12, 5, 'save', 'Fleet', 'fleet', null, '<p>a</p>', 'Meta', 'published', '2026-03-01T09:30:00.250Z', 10, '2026-03-03T10:00:00Z'),
        (13, 5, 'save', 'Fleet 2', 'fleet', null, '<p>c</p>', null, 'published', '2026-03-01T09:30:00.250Z', 99, '2026-03-04T10:00:00Z')`);
    await migrateDatabase(t);

    const rows = await executeRows<Row>(
      t.db.execute(sql`select * from record_revisions order by id`),
    );
    expect(rows).toHaveLength(5);
    expect(rows[0]).toMatchObject({ record_kind: 'banner', kind: 'save', restored_from: null });
    const posts = rows.slice(1);
    expect(posts.map((r) => [r.record_kind, r.record_id, r.kind])).toEqual([
      ['post', '5', 'save'],
      ['post', '5', 'autosave'],
      ['post', '5', 'save'],
      ['post', '5', 'save'],
    ]);
    expect(posts[0]!.fields).toEqual({
      title: 'Fleet',
      slug: 'fleet',
      excerpt: null,
      content: '<p>a</p>',
      meta_description: 'Meta',
      status: 'published',
      published_at: '2026-03-01T09:30:00.250Z',
    });
    expect(posts[1]!.fields).toMatchObject({
      title: 'Fleet draft',
      excerpt: 'Ex',
      published_at: null,
    });
    expect(new Date(posts[1]!.created_at).toISOString()).toBe('2026-03-02T10:00:00.000Z');
    // The restore names the moved row of revision 10; a restored revision long pruned, none.
    expect(posts[2]!.restored_from).toBe(posts[0]!.id);
    expect(posts[3]!.restored_from).toBeNull();
    const [gone] = await executeRows<{ t: string | null }>(
      t.db.execute(sql`select to_regclass('post_revisions')::text as t`),
    );
    expect(gone!.t).toBeNull();
  });
});
