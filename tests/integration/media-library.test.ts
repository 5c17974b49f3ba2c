import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { homepage_banners, media_categories, site_media, user } from '@/db/schema';
import { ensureReferenceData } from '@/db/seed';
import { slotCatalogue } from '@/lib/media/slots';
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

  it('Upload & Place fills the chosen slot and hands it over from its previous item', async () => {
    const first = await createLibraryMedia(
      t.db,
      form({ flow: 'use_now', placement: 'homepage-hero-dashboard' }),
      ADMIN,
    );
    expect(first).toMatchObject({ slotId: 'homepage-hero-dashboard', replacedId: null });
    expect(first.row).toMatchObject({
      slot_id: 'homepage-hero-dashboard',
      is_active: true,
      usage_intent: 'display',
      usage_locations: ['homepage:hero:homepage-hero-dashboard'],
      recommended_width: 1440,
      recommended_height: 600,
    });
    const second = await createLibraryMedia(
      t.db,
      form({ flow: 'use_now', placement: 'homepage-hero-dashboard' }),
      ADMIN,
    );
    expect(second.replacedId).toBe(first.row.id);
    const inSlot = await t.db
      .select({ id: site_media.id, is_active: site_media.is_active })
      .from(site_media)
      .where(eq(site_media.slot_id, 'homepage-hero-dashboard'));
    // The previous item stays in the slot, inactive, so it can be put back.
    expect(inSlot).toEqual(
      expect.arrayContaining([
        { id: first.row.id, is_active: false },
        { id: second.row.id, is_active: true },
      ]),
    );
  });

  it('every one of the 28 slots can be chosen; placing fills it (About › Team photo 2)', async () => {
    const { row, slotId } = await createLibraryMedia(
      t.db,
      form({ flow: 'use_now', placement: 'about-team-2' }),
      ADMIN,
    );
    expect(slotId).toBe('about-team-2');
    expect(row).toMatchObject({
      slot_id: 'about-team-2',
      usage_locations: ['about:team:about-team-2'],
      recommended_width: 400,
    });
    for (const slot of slotCatalogue) {
      const placed = await createLibraryMedia(
        t.db,
        form({ flow: 'use_now', placement: slot.id }),
        ADMIN,
      );
      expect(placed.row.slot_id).toBe(slot.id);
    }
  });

  it('refuses a placement that is no slot, and new media has no category unless one is chosen', async () => {
    for (const placement of ['about:team-photos', 'homepage:hero', 'nowhere']) {
      expect(
        libraryMediaSchema.safeParse({
          name: 'x',
          alt_text: 'y',
          file_url: '/a.png',
          flow: 'use_now',
          placement,
        }).success,
      ).toBe(false);
    }
    expect(
      libraryMediaSchema.safeParse({ name: 'x', alt_text: 'y', flow: 'use_now' }).success,
    ).toBe(false);
    const { row } = await createLibraryMedia(t.db, form(), ADMIN);
    expect(row.category_id).toBeNull();
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
      form({ flow: 'use_now', placement: 'homepage-hero-dashboard' }),
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
