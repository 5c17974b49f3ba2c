import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { migrateDatabase, migrationsFolder } from '@/db/client';
import { media_categories, site_media, user, type SiteMedia } from '@/db/schema';
import { ensureReferenceData, MEDIA_CATEGORIES, seedDemoContent } from '@/db/seed';
import { resolveSlotDisplay } from '@/lib/media/slot-display';
import { getSlot, shippedImageOf } from '@/lib/media/slots';
import { srcSetFor } from '@/lib/media/variants';
import { runSlotMigration } from '@/server/media-import/service';
import { dbTargets, type TestDatabase } from './helpers/db';

// Issue #20 item 17: the three solutions slots ship images, placed in the slots as media items
// by migration 0010 (existing and new databases alike) rather than shown as fallbacks, so an
// admin who clears a slot gets the spec's placeholder back.

const ADMIN = 'admin-user-id';
const REAL_PUBLIC = path.join(process.cwd(), 'public');
const SOLUTIONS = ['solutions-heavy-equipment', 'solutions-light-tools', 'solutions-party-events'];

/** A copy of the migrations folder holding only the migrations before 0010. */
function migrationsBefore0010(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { idx: number; tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.idx < 10);
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries)
    fs.copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

/** The media rows in the solutions slots, by slot then id. */
const solutionRows = (t: TestDatabase): Promise<SiteMedia[]> =>
  t.db
    .select()
    .from(site_media)
    .where(inArray(site_media.slot_id, SOLUTIONS))
    .orderBy(asc(site_media.slot_id), asc(site_media.id));

/** A row without what differs between two inserts of the same media (id, times). */
const comparable = ({ id: _id, created_at: _c, updated_at: _u, ...rest }: SiteMedia) => rest;

describe('the solutions catalogue', () => {
  it.each(SOLUTIONS)('%s ships an image with WebP variants, placed as media, no fallback', (id) => {
    const slot = getSlot(id);
    expect(slot.defaultUrl).toBeNull();
    expect(slot.shippedUrl).toBe(`/defaults/${id}.webp`);
    expect(shippedImageOf(slot)).toBe(slot.shippedUrl);
    expect(fs.existsSync(path.join(REAL_PUBLIC, slot.shippedUrl!))).toBe(true);
    const srcSet = srcSetFor(slot.shippedUrl!, null);
    expect(srcSet).toBe(`/defaults/${id}.w480.webp 480w, /defaults/${id}.webp 800w`);
    expect(fs.existsSync(path.join(REAL_PUBLIC, 'defaults', `${id}.w480.webp`))).toBe(true);
  });
});

describe.each(dbTargets())('migration 0010: solutions images ($name)', ({ create }) => {
  let t: TestDatabase | undefined;
  afterEach(async () => {
    await t?.dispose();
    t = undefined;
  });
  afterAll(async () => t?.dispose());

  it('after migrate and seed, each solutions slot shows its shipped image', async () => {
    t = await create();
    await ensureReferenceData(t.db);
    await seedDemoContent(t.db);
    const rows = await solutionRows(t);
    expect(rows.map((r) => [r.slot_id, r.file_url, r.is_active])).toEqual(
      SOLUTIONS.map((id) => [id, `/defaults/${id}.webp`, true]),
    );
    for (const row of rows) {
      const slot = getSlot(row.slot_id!);
      const { display } = resolveSlotDisplay(row, { url: slot.defaultUrl, alt: slot.defaultAlt });
      expect(display).toMatchObject({ kind: 'image', src: slot.shippedUrl, alt: slot.defaultAlt });
    }
    // Filed under General, as the Migration tool files them.
    const [general] = await t.db
      .select({ id: media_categories.id })
      .from(media_categories)
      .where(eq(media_categories.name, 'General'));
    expect(rows.every((r) => r.category_id === general!.id)).toBe(true);
  });

  it('inserts the row the Migration tool inserts for the slot', async () => {
    t = await create();
    await ensureReferenceData(t.db);
    const fromSql = await solutionRows(t);
    await t.db.delete(site_media).where(inArray(site_media.slot_id, SOLUTIONS));
    await t.db.insert(user).values({ id: ADMIN, name: 'Admin', email: 'admin@lizit.com' });
    const result = await runSlotMigration(t.db, ADMIN, { publicDir: REAL_PUBLIC });
    expect(result.filled).toEqual(expect.arrayContaining(SOLUTIONS));
    const fromTool = await solutionRows(t);
    // The sizes were measured once, when the images were drawn; a later re-render may change them.
    const withoutSizes = (r: SiteMedia) => ({
      ...comparable(r),
      file_size: null,
      file_size_kb: null,
    });
    expect(fromSql.map(withoutSizes)).toEqual(fromTool.map(withoutSizes));
    for (const r of fromSql) {
      expect(r.file_size).toMatch(/^\d+\.\d\d MB$/);
      expect(r.file_size_kb).toBeGreaterThan(0);
    }
  });

  it('on an existing database, leaves alone a slot an admin has put media in', async () => {
    t = await create({ migrate: false });
    const before = migrationsBefore0010();
    await migrateDatabase(t, before);
    fs.rmSync(before, { recursive: true, force: true });
    await ensureReferenceData(t.db);
    // Plain SQL: the schema of today has columns (the Trash's, migration 0014) that a database
    // before 0010 does not.
    await t.db.execute(sql`
      insert into site_media (name, file_url, slot_id, usage_locations, usage_intent, is_active)
      values
        ('our-tool-counter', '/storage/site-media/our-tool-counter.webp', 'solutions-light-tools',
         array['solutions:solutions-light-tools'], 'immediate', true),
        -- Cleared by the admin: kept in the slot, inactive; the page shows the placeholder.
        ('old-tent', '/storage/site-media/old-tent.webp', 'solutions-party-events',
         array['solutions:solutions-party-events'], null, false)
    `);

    await migrateDatabase(t);

    const rows = await solutionRows(t);
    expect(rows.map((r) => [r.slot_id, r.file_url, r.is_active])).toEqual([
      ['solutions-heavy-equipment', '/defaults/solutions-heavy-equipment.webp', true],
      ['solutions-light-tools', '/storage/site-media/our-tool-counter.webp', true],
      ['solutions-party-events', '/storage/site-media/old-tent.webp', false],
    ]);
    // The existing categories are kept as they are, none added twice.
    expect(await t.db.$count(media_categories)).toBe(MEDIA_CATEGORIES.length);
  });

  it('on a new database, creates the media categories in their usual order', async () => {
    t = await create();
    const categories = await t.db
      .select({ name: media_categories.name, icon: media_categories.icon })
      .from(media_categories)
      .orderBy(asc(media_categories.id));
    expect(categories).toEqual(MEDIA_CATEGORIES);
    await ensureReferenceData(t.db);
    expect(await t.db.$count(media_categories)).toBe(MEDIA_CATEGORIES.length);
    const active = await t.db
      .select({ slot: site_media.slot_id })
      .from(site_media)
      .where(eq(site_media.is_active, true));
    expect(active.map((r) => r.slot)).toEqual(SOLUTIONS);
  });
});
