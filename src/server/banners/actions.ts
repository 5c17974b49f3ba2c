'use server';

import {
  bannerIdSchema,
  bannerMoveSchema,
  bannerReorderSchema,
  bannerSchema,
  bannerUpdateSchema,
} from '@/lib/validation/banners';
import { adminAction } from '../actions/admin-action';
import { recordActions } from '../actions/record-actions';
import { storedImageWidth } from '../uploads/image-width';
import { createBanner, deleteBanner, moveBanner, reorderBanners, updateBanner } from './service';

// Homepage Banners tab (back-office.md §2, §4, §5, §7). Every write refreshes the home carousel.

/** Banners keep the pixel width of their image when the server can read it (`storedImageWidth`). */
const actions = recordActions(
  'banner',
  { create: bannerSchema, update: bannerUpdateSchema, id: bannerIdSchema },
  {
    create: async (db, data, actorUserId) =>
      createBanner(
        db,
        { ...data, image_width: await storedImageWidth(data.image_url) },
        actorUserId,
      ),
    update: async (db, id, data, actorUserId, version) =>
      updateBanner(
        db,
        id,
        { ...data, image_width: await storedImageWidth(data.image_url) },
        actorUserId,
        version,
      ),
    remove: deleteBanner,
  },
  ['banners'],
);

/** Creates a banner; returns its id. */
export const createBannerAction = actions.create;

/** Updates a banner; a stale `version` is refused as an edit conflict. */
export const updateBannerAction = actions.update;

/** Deletes a banner: moves it to the Trash; Undo restores it. */
export const deleteBannerAction = actions.remove;

/** Moves a banner one place up or down; a move past either end changes nothing. */
export const moveBannerAction = adminAction(
  'banner.move',
  'content',
  bannerMoveSchema,
  async ({ id, direction }, admin, db) => {
    const moved = await moveBanner(db, id, direction, admin.id);
    return { moved };
  },
  { invalidates: (_data, r) => (r.moved ? ['banners'] : []) },
);

/**
 * Puts the banners in a new order from drag and drop (input
 * {@link bannerReorderSchema}: every banner id once).
 * @returns `{ moved }`; a 409 result when a banner was added or deleted meanwhile
 */
export const reorderBannersAction = adminAction(
  'banner.reorder',
  'content',
  bannerReorderSchema,
  async ({ ids }, admin, db) => ({ moved: await reorderBanners(db, ids, admin.id) }),
  { invalidates: (_data, r) => (r.moved ? ['banners'] : []) },
);
