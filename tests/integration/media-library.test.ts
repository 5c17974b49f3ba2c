import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { homepage_banners, media_categories, site_media, user } from '@/db/schema';
import { ensureReferenceData } from '@/db/seed';
import { libraryMediaSchema } from '@/lib/validation/media';
import {
  activeBannerImageUrls,
  createLibraryMedia,
  duplicateMedia,
  listLibraryMedia,
  updateLibraryMedia,
} from '@/server/media/library';
import { dbTargets, type TestDatabase } from './helpers/db';

const ADMIN = 'admin-user-id';
const form = (extra: Record<string, unknown> = {}) =>
  libraryMediaSchema.parse({
    name: 'rental-counter',
    alt_text: 'Rental counter',
    file_url: '/defaults/team-1.svg',
    ...extra,
  });

describe.each(dbTargets())('media library ($name)', ({ create }) => {
  let t: TestDatabase;
  let teamCategory: number;
  beforeAll(async () => {
    t = await create();
    await ensureReferenceData(t.db);
    await t.db.insert(user).values({ id: ADMIN, name: 'Admin', email: 'a@lizit.com' });
    const [c] = await t.db
      .select()
      .from(media_categories)
      .where(eq(media_categories.name, 'Team Photos'));
    teamCategory = c!.id;
  });
  afterAll(async () => t.dispose());
  beforeEach(async () => {
    await t.db.delete(site_media);
    await t.db.delete(homepage_banners);
  });

  it('Store for Later keeps the item unplaced with its SEO score', async () => {
    const { row, slotId } = await createLibraryMedia(t.db, form({ seo_title: 'Counter' }), ADMIN);
    expect(slotId).toBeNull();
    expect(row).toMatchObject({
      usage_intent: 'store',
      slot_id: null,
      usage_locations: [],
      seo_score: 85,
    });
  });

  it('Upload & Use Now on a slot target fills the slot and deactivates its previous item', async () => {
    const first = await createLibraryMedia(
      t.db,
      form({ flow: 'use_now', placement: 'homepage:hero' }),
      ADMIN,
    );
    expect(first.slotId).toBe('homepage-hero-dashboard');
    expect(first.row).toMatchObject({
      usage_intent: 'display',
      usage_locations: ['homepage:hero:homepage-hero-dashboard'],
      recommended_width: 1440,
      recommended_height: 600,
    });
    await createLibraryMedia(t.db, form({ flow: 'use_now', placement: 'homepage:hero' }), ADMIN);
    const active = await t.db
      .select({ id: site_media.id })
      .from(site_media)
      .where(
        and(eq(site_media.slot_id, 'homepage-hero-dashboard'), eq(site_media.is_active, true)),
      );
    expect(active).toHaveLength(1);
    expect(active[0]!.id).not.toBe(first.row.id);
  });

  it('a target that is no slot records its usage location for later', async () => {
    const { row, slotId } = await createLibraryMedia(
      t.db,
      form({ flow: 'use_now', placement: 'about:team-photos' }),
      ADMIN,
    );
    expect(slotId).toBeNull();
    expect(row).toMatchObject({
      usage_intent: 'immediate',
      usage_locations: ['about:team-photos'],
    });
    await expect(
      createLibraryMedia(t.db, form({ flow: 'use_now', placement: 'nowhere:at-all' }), ADMIN),
    ).rejects.toMatchObject({ status: 422 });
    expect(
      libraryMediaSchema.safeParse({ name: 'x', alt_text: 'y', flow: 'use_now' }).success,
    ).toBe(false);
  });

  it('searches name, description and alt text case-insensitively, literally, and by category', async () => {
    await createLibraryMedia(
      t.db,
      form({ name: 'Forklift-Yard', category_id: teamCategory }),
      ADMIN,
    );
    await createLibraryMedia(t.db, form({ name: 'x', description: 'Our FORKLIFT fleet' }), ADMIN);
    await createLibraryMedia(t.db, form({ name: 'y', alt_text: 'forklift at dusk' }), ADMIN);
    await createLibraryMedia(t.db, form({ name: '50% off banner' }), ADMIN);
    await createLibraryMedia(t.db, form({ name: 'other' }), ADMIN);
    expect((await listLibraryMedia(t.db, { q: 'forklift' })).map((r) => r.name).sort()).toEqual([
      'Forklift-Yard',
      'x',
      'y',
    ]);
    expect((await listLibraryMedia(t.db, { q: '50%' })).map((r) => r.name)).toEqual([
      '50% off banner',
    ]);
    expect(await listLibraryMedia(t.db, { q: '%' })).toHaveLength(1);
    const byCategory = await listLibraryMedia(t.db, { categoryId: teamCategory });
    expect(byCategory.map((r) => [r.name, r.category_name])).toEqual([
      ['Forklift-Yard', 'Team Photos'],
    ]);
    expect(await listLibraryMedia(t.db)).toHaveLength(5);
  });

  it('updates, duplicates into the library, and finds banner usage', async () => {
    const { row } = await createLibraryMedia(
      t.db,
      form({ flow: 'use_now', placement: 'homepage:hero' }),
      ADMIN,
    );
    expect(await updateLibraryMedia(t.db, row.id, form({ name: 'renamed' }), ADMIN)).toBe(
      'homepage-hero-dashboard',
    );
    const copy = await duplicateMedia(t.db, row.id, ADMIN);
    expect(copy).toMatchObject({
      name: 'renamed (copy)',
      slot_id: null,
      usage_intent: 'store',
      is_active: true,
    });
    await expect(updateLibraryMedia(t.db, 99999, form(), ADMIN)).rejects.toMatchObject({
      status: 404,
    });
    await t.db.insert(homepage_banners).values([
      { image_url: '/storage/home-banners/a.png', redirect_url: '/', is_active: true },
      { image_url: '/storage/home-banners/b.png', redirect_url: '/', is_active: false },
    ]);
    expect([...(await activeBannerImageUrls(t.db))]).toEqual(['/storage/home-banners/a.png']);
  });
});
