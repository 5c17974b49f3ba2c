import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { site_media, user } from '@/db/schema';
import { slotUploadSchema } from '@/lib/validation/media';
import {
  assignMediaToSlot,
  createSlotMedia,
  deleteMedia,
  listSlotMedia,
  listUnassignedMedia,
  replaceMediaFile,
  setMediaActive,
  updateMediaDetails,
} from '@/server/media/service';
import { dbTargets, type TestDatabase } from './helpers/db';

const ADMIN = 'admin-user-id';
const file = (n: number) => ({
  file_url: `/storage/site-media/slot-${n}.png`,
  file_type: 'image/png',
  size: 2 * 1024 * 1024 + 10 * 1024,
  original_filename: `photo-${n}.png`,
  width: 1200,
  height: 800,
});

describe.each(dbTargets())('slot media ($name)', ({ create }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await create();
    await t.db.insert(user).values({ id: ADMIN, name: 'Admin', email: 'a@lizit.com' });
  });
  afterAll(async () => t.dispose());
  beforeEach(async () => {
    await t.db.delete(site_media);
  });

  const active = (slot: string) =>
    t.db
      .select({ id: site_media.id })
      .from(site_media)
      .where(and(eq(site_media.slot_id, slot), eq(site_media.is_active, true)));

  const unassigned = async (url: string) => {
    const [row] = await t.db
      .insert(site_media)
      .values({ name: 'stored', file_url: url, usage_intent: 'store', alt_text: 'x' })
      .returning();
    return row!;
  };

  it('an upload fills the slot with display intent, page:slot usage, SEO score and file sizes', async () => {
    const data = slotUploadSchema.parse({
      ...file(1),
      slot_id: 'global-header-logo',
      alt_text: 'Lizit',
      seo_title: 'Lizit logo',
    });
    const row = await createSlotMedia(t.db, data, ADMIN);
    expect(row).toMatchObject({
      slot_id: 'global-header-logo',
      usage_locations: ['global:global-header-logo'],
      usage_intent: 'display',
      seo_score: 85,
      file_size: '2.01 MB',
      file_size_kb: 2058,
      is_active: true,
    });
    const second = await createSlotMedia(
      t.db,
      slotUploadSchema.parse({ ...file(2), slot_id: 'global-header-logo', alt_text: 'Lizit' }),
      ADMIN,
    );
    expect(second.seo_score).toBe(60);
    expect(await active('global-header-logo')).toEqual([{ id: second.id }]);
    expect((await listSlotMedia(t.db)).map((r) => [r.id, r.is_active])).toEqual([
      [second.id, true],
      [row.id, false],
    ]);
  });

  it('assigning moves an item into a slot and deactivates the holder in one step', async () => {
    const holder = await createSlotMedia(
      t.db,
      slotUploadSchema.parse({ ...file(1), slot_id: 'about-team-1', alt_text: 'A' }),
      ADMIN,
    );
    const item = await unassigned('/storage/site-assets/b.png');
    expect((await listUnassignedMedia(t.db)).map((r) => r.id)).toEqual([item.id]);
    await assignMediaToSlot(t.db, item.id, 'about-team-1', ADMIN);
    const [after] = await t.db.select().from(site_media).where(eq(site_media.id, item.id));
    expect(after).toMatchObject({
      slot_id: 'about-team-1',
      usage_locations: ['about:about-team-1'],
      usage_intent: 'display',
    });
    expect(await active('about-team-1')).toEqual([{ id: item.id }]);
    const [old] = await t.db.select().from(site_media).where(eq(site_media.id, holder.id));
    expect(old!.is_active).toBe(false);
    expect(await listUnassignedMedia(t.db)).toEqual([]);
  });

  it('refuses broken blob: URLs, archived items and unknown ids', async () => {
    const blob = await unassigned('blob:http://localhost/123');
    await expect(assignMediaToSlot(t.db, blob.id, 'about-team-2', ADMIN)).rejects.toMatchObject({
      status: 422,
    });
    const archived = await unassigned('/storage/site-assets/c.png');
    await setMediaActive(t.db, archived.id, false, ADMIN);
    await expect(assignMediaToSlot(t.db, archived.id, 'about-team-2', ADMIN)).rejects.toMatchObject(
      { status: 422 },
    );
    await expect(assignMediaToSlot(t.db, 99999, 'about-team-2', ADMIN)).rejects.toMatchObject({
      status: 404,
    });
    expect(await active('about-team-2')).toEqual([]);
  });

  it('re-activating an older item of a slot deactivates the current one', async () => {
    const a = await createSlotMedia(
      t.db,
      slotUploadSchema.parse({ ...file(1), slot_id: 'why-cra-logo', alt_text: 'A' }),
      ADMIN,
    );
    const b = await createSlotMedia(
      t.db,
      slotUploadSchema.parse({ ...file(2), slot_id: 'why-cra-logo', alt_text: 'B' }),
      ADMIN,
    );
    expect(await setMediaActive(t.db, a.id, true, ADMIN)).toBe('why-cra-logo');
    expect(await active('why-cra-logo')).toEqual([{ id: a.id }]);
    await setMediaActive(t.db, a.id, false, ADMIN);
    expect(await active('why-cra-logo')).toEqual([]);
    void b;
  });

  it('replace swaps the file and keeps the slot; edit recomputes the SEO score; delete is final', async () => {
    const a = await createSlotMedia(
      t.db,
      slotUploadSchema.parse({
        ...file(1),
        slot_id: 'product-integration-payments',
        alt_text: 'A',
      }),
      ADMIN,
    );
    expect(
      await replaceMediaFile(
        t.db,
        a.id,
        { ...file(3), file_type: 'image/webp', size: 1024 },
        ADMIN,
      ),
    ).toBe('product-integration-payments');
    let [row] = await t.db.select().from(site_media).where(eq(site_media.id, a.id));
    expect(row).toMatchObject({
      slot_id: 'product-integration-payments',
      file_url: '/storage/site-media/slot-3.png',
      file_type: 'image/webp',
      file_size: '0.00 MB',
      file_size_kb: 1,
      is_active: true,
    });
    await updateMediaDetails(
      t.db,
      a.id,
      {
        name: 'Payments',
        alt_text: 'Payments partner',
        redirect_url: null,
        seo_title: 'Payments',
        seo_description: null,
        is_clickable: false,
      },
      ADMIN,
    );
    [row] = await t.db.select().from(site_media).where(eq(site_media.id, a.id));
    expect(row!.seo_score).toBe(85);
    expect(await deleteMedia(t.db, a.id, ADMIN)).toBe('product-integration-payments');
    await expect(deleteMedia(t.db, a.id, ADMIN)).rejects.toMatchObject({ status: 404 });
  });
});
