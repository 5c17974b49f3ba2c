/**
 * Banner words drawn as HTML over the image (issue #20 item 19): migration 0009_banner_text gives
 * the rows that still show a shipped demo image its words (and nothing else), the service stores
 * and clears them, the public query returns them and the carousel renders them as escaped text
 * inside the banner's one link.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BannerCarousel } from '@/components/site/banner-carousel';
import { migrateDatabase, migrationsFolder, setDbHandle } from '@/db/client';
import { homepage_banners, user } from '@/db/schema';
import { DEMO_BANNERS, seedDemoContent } from '@/db/seed';
import { bannerSchema, bannerUpdateSchema } from '@/lib/validation/banners';
import { getActiveBanners } from '@/server/banners/queries';
import { createBanner, updateBanner } from '@/server/banners/service';
import { clearCache } from '@/server/cache';
import { dbTargets, type TestDatabase } from './helpers/db';

const ADMIN = 'admin-user-id';
const MIGRATION = '0009_banner_text';

/** A copy of the migrations folder holding only the migrations before {@link MIGRATION}. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { idx: number; tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries)
    fs.copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

describe.each(dbTargets())('banner words ($name)', ({ create }) => {
  describe(`migration ${MIGRATION}`, () => {
    let t: TestDatabase;
    afterAll(async () => t?.dispose());

    it('gives the rows showing a shipped demo image their words, and leaves other banners alone', async () => {
      t = await create({ migrate: false });
      const before = migrationsBefore(MIGRATION);
      await migrateDatabase(t, before);
      fs.rmSync(before, { recursive: true, force: true });
      // The rows as the old seed wrote them (alt text = the words in the picture), one pointing
      // at the SVG source with an admin's own alt text, and an admin's own banner.
      const old = [
        {
          image_url: '/defaults/banners/banner-1.webp',
          redirect_url: '/product',
          alt_text:
            'New: digital contracts with e-signature and ID verification. See how it works.',
          order_index: 0,
        },
        {
          image_url: '/defaults/banners/banner-2.svg',
          redirect_url: '/pricing',
          alt_text: 'My own words',
          order_index: 1,
        },
        {
          image_url: '/defaults/banners/banner-3.webp',
          redirect_url: 'https://www.ararental.org',
          alt_text: 'Join 40+ rental yards at the Rental Show, booth 214.',
          order_index: 2,
          is_active: false,
        },
        {
          image_url: '/storage/home-banners/1700000000000-42.png',
          redirect_url: '/contact',
          alt_text: 'Spring sale: 20 % off',
          order_index: 3,
        },
      ];
      // Raw SQL: the table has no word columns yet (the schema object names them).
      for (const b of old) {
        await t.db.execute(sql`insert into homepage_banners
          (image_url, redirect_url, alt_text, order_index, is_active)
          values (${b.image_url}, ${b.redirect_url}, ${b.alt_text}, ${b.order_index},
            ${b.is_active ?? true})`);
      }

      await migrateDatabase(t);

      const rows = await t.db
        .select()
        .from(homepage_banners)
        .orderBy(asc(homepage_banners.order_index));
      expect(rows).toHaveLength(4);
      const words = (i: number) => ({
        headline: DEMO_BANNERS[i]!.headline,
        subtext: DEMO_BANNERS[i]!.subtext,
        cta_label: DEMO_BANNERS[i]!.cta_label,
      });
      // The migration's words are the seed's, word for word.
      expect(rows[0]).toMatchObject({
        ...old[0],
        ...words(0),
        alt_text: DEMO_BANNERS[0]!.alt_text,
      });
      // The SVG source counts as the shipped image; an admin's alt text is kept.
      expect(rows[1]).toMatchObject({ ...old[1], ...words(1) });
      expect(rows[2]).toMatchObject({
        ...old[2],
        ...words(2),
        alt_text: DEMO_BANNERS[2]!.alt_text,
      });
      // An admin's own banner is untouched.
      expect(rows[3]).toMatchObject({ ...old[3], headline: null, subtext: null, cta_label: null });
      expect(rows[3]!.updated_at).toEqual(rows[3]!.created_at);
    });
  });

  describe('service, query and carousel', () => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await create();
      setDbHandle(t);
      await t.db.insert(user).values({ id: ADMIN, name: 'Admin', email: 'words@lizit.com' });
    });
    beforeEach(() => clearCache());
    afterAll(async () => {
      setDbHandle(undefined);
      await t?.dispose();
    });

    it('the seed writes the demo banners with their words', async () => {
      await seedDemoContent(t.db);
      const rows = await t.db
        .select()
        .from(homepage_banners)
        .orderBy(asc(homepage_banners.order_index));
      expect(rows.map((r) => [r.headline, r.subtext, r.cta_label])).toEqual(
        DEMO_BANNERS.map((b) => [b.headline, b.subtext, b.cta_label]),
      );
      await t.db.delete(homepage_banners);
    });

    it('stores, returns, renders and clears the words', async () => {
      const created = await createBanner(
        t.db,
        bannerSchema.parse({
          image_url: '/storage/home-banners/1700000000000-7.png',
          redirect_url: '/product',
          alt_text: '',
          headline: '  Spring <b>sale</b>\n& more ',
          subtext: 'Twenty percent off',
          cta_label: 'Shop now',
        }),
        ADMIN,
      );
      expect(created).toMatchObject({
        headline: 'Spring <b>sale</b> & more',
        subtext: 'Twenty percent off',
        cta_label: 'Shop now',
        alt_text: null,
      });

      const [banner] = await getActiveBanners();
      expect(banner).toMatchObject({
        id: created.id,
        headline: 'Spring <b>sale</b> & more',
        subtext: 'Twenty percent off',
        cta_label: 'Shop now',
      });
      const html = renderToStaticMarkup(
        createElement(BannerCarousel, { banners: await getActiveBanners() }),
      );
      // Plain text, escaped; the slide is one link; the picture is decorative (no alt text).
      expect(html).toContain('Spring &lt;b&gt;sale&lt;/b&gt; &amp; more');
      expect(html).not.toContain('<b>');
      expect(html.match(/<a /g)).toHaveLength(1);
      expect(html).toMatch(/<img [^>]*alt=""/);
      expect(html).not.toContain('Announcement 1 of 1');

      await updateBanner(
        t.db,
        created.id,
        bannerUpdateSchema.parse({
          id: created.id,
          image_url: created.image_url,
          redirect_url: '/product',
          headline: '',
          subtext: '',
          cta_label: '',
        }),
        ADMIN,
      );
      clearCache();
      const [row] = await t.db
        .select()
        .from(homepage_banners)
        .where(eq(homepage_banners.id, created.id));
      expect(row).toMatchObject({ headline: null, subtext: null, cta_label: null });
      const plain = renderToStaticMarkup(
        createElement(BannerCarousel, { banners: await getActiveBanners() }),
      );
      expect(plain).not.toContain('data-banner-headline');
      expect(plain).toContain('alt="Announcement 1 of 1"');
    });
  });
});
