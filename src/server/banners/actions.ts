'use server';

import { getDb } from '@/db/client';
import {
  bannerIdSchema,
  bannerMoveSchema,
  bannerSchema,
  bannerUpdateSchema,
} from '@/lib/validation/banners';
import { adminAction } from '../actions/admin-action';
import { invalidateTags } from '../cache';
import { storedImageWidth } from '../uploads/image-width';
import { createBanner, deleteBanner, moveBanner, updateBanner } from './service';

// Homepage Banners tab (back-office.md §2, §4, §5, §7). Every write refreshes the home carousel.

/** Creates a banner; returns its id. */
export const createBannerAction = adminAction(
  'banner.create',
  bannerSchema,
  async (data, admin) => {
    const image_width = await storedImageWidth(data.image_url);
    const row = await createBanner(getDb(), { ...data, image_width }, admin.id);
    invalidateTags(['banners']);
    return { id: row.id };
  },
);

/** Updates a banner. */
export const updateBannerAction = adminAction(
  'banner.update',
  bannerUpdateSchema,
  async ({ id, ...data }, admin) => {
    const image_width = await storedImageWidth(data.image_url);
    await updateBanner(getDb(), id, { ...data, image_width }, admin.id);
    invalidateTags(['banners']);
    return { id };
  },
);

/** Deletes a banner. */
export const deleteBannerAction = adminAction(
  'banner.delete',
  bannerIdSchema,
  async ({ id }, admin) => {
    await deleteBanner(getDb(), id, admin.id);
    invalidateTags(['banners']);
    return { id };
  },
);

/** Moves a banner one place up or down; a move past either end changes nothing. */
export const moveBannerAction = adminAction(
  'banner.move',
  bannerMoveSchema,
  async ({ id, direction }, admin) => {
    const moved = await moveBanner(getDb(), id, direction, admin.id);
    if (moved) invalidateTags(['banners']);
    return { moved };
  },
);
