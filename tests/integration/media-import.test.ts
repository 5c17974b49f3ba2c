import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { audit_log, homepage_banners, media_categories, site_media, user } from '@/db/schema';
import { ensureReferenceData } from '@/db/seed';
import { SHIPPED_IMAGES } from '@/lib/media/shipped-images';
import { shippedImageOf, slotCatalogue } from '@/lib/media/slots';
import { scanShippedDefaults } from '@/server/media-import/scan';
import {
  importShippedDefaults,
  migrationSlots,
  migrationStatus,
  runSlotMigration,
  type InsertSiteMedia,
} from '@/server/media-import/service';
import { dbTargets, type TestDatabase } from './helpers/db';

const ADMIN = 'admin-user-id';
const REAL_PUBLIC = path.join(process.cwd(), 'public');

const RENDERED_SOURCES = new Set(Object.values(SHIPPED_IMAGES).map((i) => i.source));

/**
 * Image files under public/defaults, counted independently of the scanner: WebP variants
 * ("x.w480.webp") and the SVG sources of the shipped raster illustrations do not count.
 */
function countShippedImages(dir: string, url = '/defaults'): number {
  let n = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const entryUrl = `${url}/${entry.name}`;
    if (entry.isDirectory()) n += countShippedImages(path.join(dir, entry.name), entryUrl);
    else if (
      /\.(svg|png|jpe?g|webp|gif)$/i.test(entry.name) &&
      !/\.w\d+\.webp$/.test(entry.name) &&
      !RENDERED_SOURCES.has(entryUrl)
    )
      n++;
  }
  return n;
}

/**
 * A temporary public/ folder: three real defaults (one in a sub-folder), a text file, a symlink
 * to a file outside defaults/ and a symlinked folder — the last three must not be listed.
 */
function makeTempPublic(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-media-import-'));
  const defaults = path.join(dir, 'defaults');
  fs.mkdirSync(path.join(defaults, 'blog'), { recursive: true });
  for (const f of ['team-1.svg', 'og-image.svg', 'blog/guides.svg']) {
    fs.copyFileSync(path.join(REAL_PUBLIC, 'defaults', f), path.join(defaults, f));
  }
  fs.writeFileSync(path.join(defaults, 'notes.txt'), 'not an image');
  fs.writeFileSync(path.join(dir, 'secret.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.symlinkSync(path.join(dir, 'secret.svg'), path.join(defaults, 'escape.svg'));
  fs.mkdirSync(path.join(dir, 'outside'));
  fs.writeFileSync(path.join(dir, 'outside', 'x.png'), 'x');
  fs.symlinkSync(path.join(dir, 'outside'), path.join(defaults, 'linked'));
  return dir;
}

describe.each(dbTargets())('media import and slot migration ($name)', ({ name, create }) => {
  let t: TestDatabase;
  let tempPublic: string;
  beforeAll(async () => {
    t = await create();
    await ensureReferenceData(t.db);
    await t.db.insert(user).values({ id: ADMIN, name: 'Admin', email: 'a@lizit.com' });
    tempPublic = makeTempPublic();
  });
  afterAll(async () => {
    await t.dispose();
    fs.rmSync(tempPublic, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await t.db.delete(site_media);
    await t.db.delete(homepage_banners);
  });

  describe('scan', () => {
    it('lists only the image files inside defaults/ with their candidate fields', async () => {
      const list = await scanShippedDefaults(t.db, tempPublic);
      expect(list.map((c) => c.url)).toEqual([
        '/defaults/blog/guides.svg',
        '/defaults/og-image.svg',
        '/defaults/team-1.svg',
      ]);
      const team = list.find((c) => c.url === '/defaults/team-1.svg')!;
      const size = fs.statSync(path.join(tempPublic, 'defaults', 'team-1.svg')).size;
      expect(team).toMatchObject({
        filename: 'team-1.svg',
        location: 'About → About team member 1 photo',
        category: 'Team Photos',
        suggested_name: 'about-team-member-1-photo',
        alt_text: 'Portrait of Lizit founder 1',
        size_estimate: `${(size / 1024).toFixed(1)} KB`,
        size_bytes: size,
        file_type: 'image/svg+xml',
        slot_ids: ['about-team-1'],
        status: 'new',
      });
      expect(list.find((c) => c.url === '/defaults/og-image.svg')).toMatchObject({
        location: 'unused',
        category: 'General',
        suggested_name: 'og-image',
        alt_text: 'Og image',
      });
      expect(list.find((c) => c.url === '/defaults/blog/guides.svg')).toMatchObject({
        filename: 'guides.svg',
        category: 'Blog Images',
        suggested_name: 'blog-guides',
      });
    });

    it('covers every shipped default of the real public folder, logos filed by kind', async () => {
      const list = await scanShippedDefaults(t.db, REAL_PUBLIC);
      expect(list).toHaveLength(countShippedImages(path.join(REAL_PUBLIC, 'defaults')));
      const byUrl = new Map(list.map((c) => [c.url, c]));
      for (const slot of slotCatalogue) {
        if (slot.defaultUrl?.startsWith('/defaults/')) {
          expect(byUrl.get(slot.defaultUrl)?.slot_ids).toContain(slot.id);
        }
      }
      expect(byUrl.get('/defaults/cra-logo-navy.svg')?.category).toBe('Certification Logos');
      expect(byUrl.get('/defaults/lizit-logo.svg')?.category).toBe('Logos');
      expect(byUrl.get('/defaults/hero-dashboard.webp')?.alt_text).toBe(
        slotCatalogue.find((s) => s.id === 'homepage-hero-dashboard')!.defaultAlt,
      );
    });

    it('lists a rendered illustration once, as its WebP: not its variants or its SVG source', async () => {
      const urls = (await scanShippedDefaults(t.db, REAL_PUBLIC)).map((c) => c.url);
      expect(Object.keys(SHIPPED_IMAGES).length).toBeGreaterThan(0);
      for (const [url, image] of Object.entries(SHIPPED_IMAGES)) {
        expect(urls).toContain(url);
        expect(urls).not.toContain(image.source);
        expect(fs.existsSync(path.join(REAL_PUBLIC, image.source))).toBe(true);
      }
      expect(urls.filter((u) => /\.w\d+\.webp$/.test(u))).toEqual([]);
      expect(fs.existsSync(path.join(REAL_PUBLIC, 'defaults', 'hero-dashboard.w480.webp'))).toBe(
        true,
      );
    });

    it('names active banners as a location', async () => {
      await t.db.insert(homepage_banners).values([
        { image_url: '/defaults/banners/banner-1.webp', redirect_url: '/', order_index: 0 },
        {
          image_url: '/defaults/banners/banner-2.webp',
          redirect_url: '/',
          order_index: 1,
          is_active: false,
        },
      ]);
      const list = await scanShippedDefaults(t.db, REAL_PUBLIC);
      const loc = (u: string) => list.find((c) => c.url === u)?.location;
      expect(loc('/defaults/banners/banner-1.webp')).toBe('Homepage → Banner Carousel');
      expect(loc('/defaults/banners/banner-2.webp')).toBe('unused');
    });

    it('flags a file as already imported when any site_media row points at it', async () => {
      await t.db.insert(site_media).values({
        name: 'og',
        file_url: '/defaults/og-image.svg',
        is_active: false,
      });
      const list = await scanShippedDefaults(t.db, tempPublic);
      expect(Object.fromEntries(list.map((c) => [c.url, c.status]))).toEqual({
        '/defaults/blog/guides.svg': 'new',
        '/defaults/og-image.svg': 'already_imported',
        '/defaults/team-1.svg': 'new',
      });
    });

    it('returns nothing when there is no defaults folder', async () => {
      const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-media-empty-'));
      try {
        expect(await scanShippedDefaults(t.db, empty)).toEqual([]);
      } finally {
        fs.rmSync(empty, { recursive: true, force: true });
      }
    });
  });

  describe('import', () => {
    it('imports the new files once; a second import skips them all', async () => {
      expect(await importShippedDefaults(t.db, ADMIN, { publicDir: tempPublic })).toEqual({
        imported: 3,
        skipped: 0,
        failed: 0,
      });
      const [team] = await t.db
        .select()
        .from(site_media)
        .where(eq(site_media.file_url, '/defaults/team-1.svg'));
      const [teamCategory] = await t.db
        .select()
        .from(media_categories)
        .where(eq(media_categories.name, 'Team Photos'));
      const size = fs.statSync(path.join(tempPublic, 'defaults', 'team-1.svg')).size;
      expect(team).toMatchObject({
        name: 'about-team-member-1-photo',
        category_id: teamCategory!.id,
        alt_text: 'Portrait of Lizit founder 1',
        seo_title: 'About team member 1 photo',
        seo_score: 85,
        is_active: true,
        slot_id: null,
        usage_locations: [],
        usage_intent: 'imported',
        file_size: `${(size / 1024 / 1024).toFixed(2)} MB`,
        file_size_kb: Math.round(size / 1024),
        file_type: 'image/svg+xml',
        original_filename: 'team-1.svg',
      });

      expect(await importShippedDefaults(t.db, ADMIN, { publicDir: tempPublic })).toEqual({
        imported: 0,
        skipped: 3,
        failed: 0,
      });
      expect(await t.db.$count(site_media)).toBe(3);
      const audits = await t.db
        .select({ details: audit_log.details })
        .from(audit_log)
        .where(eq(audit_log.action, 'media.import'));
      expect(audits.map((a) => a.details)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ imported: 3, skipped: 0, failed: 0 }),
          expect.objectContaining({ imported: 0, skipped: 3, failed: 0 }),
        ]),
      );
    });

    it('logs and counts a failing insert and goes on with the rest', async () => {
      const failing: InsertSiteMedia = async (db, row) => {
        await db.insert(site_media).values(row);
        // Fails after writing: the savepoint must undo this row too.
        if (row.file_url === '/defaults/og-image.svg') throw new Error('disk on fire');
      };
      expect(
        await importShippedDefaults(t.db, ADMIN, { publicDir: tempPublic, insert: failing }),
      ).toEqual({ imported: 2, skipped: 0, failed: 1 });
      const urls = (await t.db.select({ u: site_media.file_url }).from(site_media)).map((r) => r.u);
      expect(urls.sort()).toEqual(['/defaults/blog/guides.svg', '/defaults/team-1.svg']);
      // A database error (not only a thrown one) is survived too: null name violates NOT NULL.
      const invalid: InsertSiteMedia = (db, row) =>
        db.insert(site_media).values({ ...row, name: null as unknown as string });
      expect(
        await importShippedDefaults(t.db, ADMIN, { publicDir: tempPublic, insert: invalid }),
      ).toEqual({ imported: 0, skipped: 2, failed: 1 });
    });

    it('never imports a file twice when two imports run at once', async () => {
      const results = await Promise.all([
        importShippedDefaults(t.db, ADMIN, { publicDir: tempPublic }),
        importShippedDefaults(t.db, ADMIN, { publicDir: tempPublic }),
      ]);
      expect(results.map((r) => r.imported).sort()).toEqual([0, 3]);
      expect(await t.db.$count(site_media)).toBe(3);
    });
  });

  describe('slot migration', () => {
    const slotRows = () =>
      t.db
        .select()
        .from(site_media)
        .where(and(isNotNull(site_media.slot_id), eq(site_media.is_active, true)));

    it('covers every slot with a shipped image except banner slots', () => {
      const ids = migrationSlots().map((s) => s.id);
      expect(ids).not.toContain('product-demo-video');
      // The solutions slots' images are placed as media, not fallbacks (issue #20 item 17).
      expect(ids).toEqual(
        expect.arrayContaining([
          'solutions-heavy-equipment',
          'solutions-light-tools',
          'solutions-party-events',
        ]),
      );
      expect(ids.some((id) => id.includes('banner'))).toBe(false);
      expect(ids).toHaveLength(
        slotCatalogue.filter((s) => shippedImageOf(s) && !s.id.includes('banner')).length,
      );
      expect(ids).toHaveLength(slotCatalogue.length - 1);
    });

    it('fills only the empty slots, with score 85 and the slot usage location', async () => {
      await t.db.insert(site_media).values({
        name: 'custom header logo',
        file_url: '/storage/site-media/custom.png',
        slot_id: 'global-header-logo',
        usage_locations: ['global:global-header-logo'],
        seo_score: 60,
      });
      const eligible = migrationSlots();
      expect(await migrationStatus(t.db)).toEqual({
        emptySlots: eligible.length - 1,
        complete: false,
        allEmptySlots: 27,
      });

      const result = await runSlotMigration(t.db, ADMIN, { publicDir: REAL_PUBLIC });
      expect(result.skipped).toBe(1);
      expect(result.filled).toEqual(
        eligible.map((s) => s.id).filter((id) => id !== 'global-header-logo'),
      );

      const rows = await slotRows();
      expect(rows).toHaveLength(eligible.length);
      const header = rows.find((r) => r.slot_id === 'global-header-logo')!;
      expect(header).toMatchObject({ name: 'custom header logo', seo_score: 60 });
      const hero = rows.find((r) => r.slot_id === 'homepage-hero-dashboard')!;
      const heroSlot = slotCatalogue.find((s) => s.id === 'homepage-hero-dashboard')!;
      const size = fs.statSync(path.join(REAL_PUBLIC, 'defaults', 'hero-dashboard.webp')).size;
      expect(hero).toMatchObject({
        file_url: '/defaults/hero-dashboard.webp',
        alt_text: heroSlot.defaultAlt,
        seo_title: heroSlot.name,
        seo_score: 85,
        usage_locations: ['homepage:homepage-hero-dashboard'],
        usage_intent: 'display',
        is_active: true,
        file_type: 'image/webp',
        file_size: `${(size / 1024 / 1024).toFixed(2)} MB`,
        file_size_kb: Math.round(size / 1024),
        original_filename: 'hero-dashboard.webp',
      });
      for (const row of rows.filter((r) => r.slot_id !== 'global-header-logo')) {
        expect(row.seo_score).toBe(85);
      }
      expect(await migrationStatus(t.db)).toMatchObject({ emptySlots: 0, complete: true });

      const again = await runSlotMigration(t.db, ADMIN, { publicDir: REAL_PUBLIC });
      expect(again).toEqual({ filled: [], skipped: eligible.length });
      expect(await slotRows()).toHaveLength(eligible.length);

      const audits = await t.db
        .select({ details: audit_log.details })
        .from(audit_log)
        .where(eq(audit_log.action, 'media.migrate'));
      expect(audits.length).toBeGreaterThanOrEqual(2);
    });

    it('counts an inactive item as empty and treats a unique violation as skipped', async () => {
      await t.db.insert(site_media).values({
        name: 'archived',
        file_url: '/x.png',
        slot_id: 'about-team-1',
        is_active: false,
      });
      // Another admin fills about-team-2 between the check and the insert.
      const racing: InsertSiteMedia = async (db, row) => {
        if (row.slot_id === 'about-team-2') {
          await t.db.insert(site_media).values({
            name: 'filled meanwhile',
            file_url: '/y.png',
            slot_id: 'about-team-2',
          });
        }
        await db.insert(site_media).values(row);
      };
      // PGlite has one connection: the other admin's insert cannot run beside the transaction.
      if (name === 'postgres') {
        const result = await runSlotMigration(t.db, ADMIN, {
          publicDir: REAL_PUBLIC,
          insert: racing,
        });
        expect(result.filled).toContain('about-team-1');
        expect(result.filled).not.toContain('about-team-2');
        expect(result.skipped).toBe(1);
        const [team2] = await t.db
          .select()
          .from(site_media)
          .where(and(eq(site_media.slot_id, 'about-team-2'), eq(site_media.is_active, true)));
        expect(team2?.name).toBe('filled meanwhile');
      } else {
        const result = await runSlotMigration(t.db, ADMIN, { publicDir: REAL_PUBLIC });
        expect(result.filled).toContain('about-team-1');
      }
      expect(await migrationStatus(t.db)).toMatchObject({ emptySlots: 0, complete: true });
    });

    it('fills each slot once when two migrations run at once', async () => {
      const results = await Promise.all([
        runSlotMigration(t.db, ADMIN, { publicDir: REAL_PUBLIC }),
        runSlotMigration(t.db, ADMIN, { publicDir: REAL_PUBLIC }),
      ]);
      const filled = results.flatMap((r) => r.filled);
      expect(filled.sort()).toEqual(
        migrationSlots()
          .map((s) => s.id)
          .sort(),
      );
      expect(results[0]!.skipped + results[1]!.skipped).toBe(migrationSlots().length);
      expect(await slotRows()).toHaveLength(migrationSlots().length);
    });

    it('rolls everything back on an unexpected error', async () => {
      const broken: InsertSiteMedia = async (db, row) => {
        if (row.slot_id === 'about-team-3') throw new Error('boom');
        await db.insert(site_media).values(row);
      };
      await expect(
        runSlotMigration(t.db, ADMIN, { publicDir: REAL_PUBLIC, insert: broken }),
      ).rejects.toThrow('boom');
      expect(await t.db.$count(site_media)).toBe(0);
    });
  });
});
