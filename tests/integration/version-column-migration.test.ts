/**
 * Migration 0029 on PGlite and PostgreSQL: one name, `version`, for the edit lock of resources,
 * banners, videos and media items (as posts have it); a resource's document version label moves
 * to `document_version`, in its row and in its kept revisions, and nothing else changes.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '@/db/client';
import { executeRows } from '@/db/rows';
import { dbTargets, type TestDatabase } from './helpers/db';
import { migrationsBefore } from './helpers/migrations';

describe.each(dbTargets())('migration 0029: one version column ($name)', ({ create }) => {
  let t: TestDatabase | undefined;
  afterAll(async () => t?.dispose());

  it('keeps each edit version and document version under its new name, revisions included', async () => {
    t = await create({ migrate: false });
    await migrateDatabase(t, migrationsBefore(29));
    await t.db.execute(sql`
      insert into downloadable_resources (id, name, file_url, category, version, edit_version)
      values (7, 'Checklist', '/f.pdf', 'Guide', '2.1', 4)`);
    await t.db.execute(sql`
      insert into homepage_banners (id, image_url, redirect_url, edit_version)
      values (3, '/b.png', '/product', 6)`);
    await t.db.execute(sql`
      insert into record_revisions (record_kind, record_id, fields) values
        ('resource', '7', '{"name": "Checklist", "version": "2.1"}'),
        ('banner', '3', '{"title": "Spring", "version": "x"}')`);
    await migrateDatabase(t);

    const [resource] = await executeRows<Record<string, unknown>>(
      t.db.execute(sql`select * from downloadable_resources where id = 7`),
    );
    expect(resource).toMatchObject({ document_version: '2.1', version: 4 });
    expect(resource).not.toHaveProperty('edit_version');
    const [banner] = await executeRows<Record<string, unknown>>(
      t.db.execute(sql`select version from homepage_banners where id = 3`),
    );
    expect(banner).toEqual({ version: 6 });
    const revisions = await executeRows<{ record_kind: string; fields: unknown }>(
      t.db.execute(sql`select record_kind, fields from record_revisions order by record_kind`),
    );
    expect(revisions).toEqual([
      // Only a resource's fields had a document version to rename.
      { record_kind: 'banner', fields: { title: 'Spring', version: 'x' } },
      { record_kind: 'resource', fields: { name: 'Checklist', document_version: '2.1' } },
    ]);
  });
});
