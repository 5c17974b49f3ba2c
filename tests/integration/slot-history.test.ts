/**
 * Undo and "put back" of slot changes (issue #20 item 2), on PGlite and, with TEST_DATABASE_URL,
 * PostgreSQL: an assignment's Undo returns the item to the library and the slot's previous item
 * to the slot; a slot's previous item can be put back; stale or hostile requests change nothing.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { audit_log, site_media, user } from '@/db/schema';
import { assignMediaToSlot, createSlotMedia } from '@/server/media/service';
import { restoreSlotItem, undoPlacement } from '@/server/media/slot-history';
import { dbTargets, type TestDatabase } from './helpers/db';

const ADMIN = 'admin-user-id';
const SLOT = 'global-header-logo';

describe.each(dbTargets())('slot history ($name)', ({ create }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await create();
    await t.db.insert(user).values({ id: ADMIN, name: 'Admin', email: 'a@lizit.com' });
  });
  afterAll(async () => t.dispose());
  beforeEach(async () => {
    await t.db.delete(site_media);
  });

  const stored = async (name: string) => {
    const [row] = await t.db
      .insert(site_media)
      .values({ name, file_url: `/storage/site-assets/${name}.png`, usage_intent: 'imported' })
      .returning();
    return row!;
  };
  const uploaded = (name: string) =>
    createSlotMedia(
      t.db,
      {
        file_url: `/storage/site-media/${name}.png`,
        file_type: 'image/png',
        size: 1000,
        original_filename: `${name}.png`,
        slot_id: SLOT,
        alt_text: name,
        name,
        seo_title: null,
      },
      ADMIN,
    );
  const activeIn = async (slot: string) =>
    (
      await t.db
        .select({ id: site_media.id })
        .from(site_media)
        .where(and(eq(site_media.slot_id, slot), eq(site_media.is_active, true)))
    ).map((r) => r.id);
  const get = async (id: number) =>
    (await t.db.select().from(site_media).where(eq(site_media.id, id)))[0]!;

  it('undo of an assignment: the item goes back to the library, the old logo returns', async () => {
    const old = await uploaded('old-logo');
    expect(old.replacedId).toBeNull();
    const item = await stored('new-logo');
    const { replacedId } = await assignMediaToSlot(t.db, item.id, SLOT, ADMIN);
    expect(replacedId).toBe(old.id);
    expect(await activeIn(SLOT)).toEqual([item.id]);

    expect(
      await undoPlacement(t.db, { id: item.id, slot_id: SLOT, previous_id: old.id }, ADMIN),
    ).toBe(SLOT);
    expect(await activeIn(SLOT)).toEqual([old.id]);
    expect(await get(item.id)).toMatchObject({
      slot_id: null,
      is_active: true,
      usage_locations: [],
      usage_intent: 'store',
    });
    const [audit] = await t.db
      .select()
      .from(audit_log)
      .where(eq(audit_log.action, 'media.slot_undo'))
      .orderBy(desc(audit_log.id))
      .limit(1);
    expect(audit).toMatchObject({ actor_user_id: ADMIN, resource_id: String(item.id) });
  });

  it('undo of a placement into an empty slot leaves the slot to its default', async () => {
    const first = await uploaded('first');
    await undoPlacement(t.db, { id: first.id, slot_id: SLOT, previous_id: null }, ADMIN);
    expect(await activeIn(SLOT)).toEqual([]);
  });

  it('a stale or forged undo changes nothing (409)', async () => {
    const old = await uploaded('old');
    const next = await uploaded('next');
    const later = await uploaded('later');
    // "next" no longer shows: its Undo is stale.
    await expect(
      undoPlacement(t.db, { id: next.id, slot_id: SLOT, previous_id: old.id }, ADMIN),
    ).rejects.toMatchObject({ status: 409 });
    // A previous item from another slot, or the item itself, is refused.
    const elsewhere = await stored('elsewhere');
    await assignMediaToSlot(t.db, elsewhere.id, 'about-team-1', ADMIN);
    await expect(
      undoPlacement(t.db, { id: later.id, slot_id: SLOT, previous_id: elsewhere.id }, ADMIN),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      undoPlacement(t.db, { id: later.id, slot_id: SLOT, previous_id: later.id }, ADMIN),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      undoPlacement(t.db, { id: later.id, slot_id: 'about-team-1', previous_id: null }, ADMIN),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      undoPlacement(t.db, { id: 99999, slot_id: SLOT, previous_id: null }, ADMIN),
    ).rejects.toMatchObject({ status: 404 });
    expect(await activeIn(SLOT)).toEqual([later.id]);
    expect(await activeIn('about-team-1')).toEqual([elsewhere.id]);
  });

  it('put back: the previous item shows again and the current one waits in the slot', async () => {
    const old = await uploaded('old');
    const current = await uploaded('current');
    const back = await restoreSlotItem(t.db, old.id, ADMIN);
    expect(back).toEqual({ slot: SLOT, replacedId: current.id });
    expect(await activeIn(SLOT)).toEqual([old.id]);
    expect(await get(current.id)).toMatchObject({ slot_id: SLOT, is_active: false });
    // Its Undo is the same move the other way.
    await restoreSlotItem(t.db, current.id, ADMIN);
    expect(await activeIn(SLOT)).toEqual([current.id]);
  });

  it('put back refuses an item in no slot (422), one already showing (409) and a missing one (404)', async () => {
    const loose = await stored('loose');
    const showing = await uploaded('showing');
    await expect(restoreSlotItem(t.db, loose.id, ADMIN)).rejects.toMatchObject({ status: 422 });
    await expect(restoreSlotItem(t.db, showing.id, ADMIN)).rejects.toMatchObject({ status: 409 });
    await expect(restoreSlotItem(t.db, 99999, ADMIN)).rejects.toMatchObject({ status: 404 });
    expect(await activeIn(SLOT)).toEqual([showing.id]);
  });
});
