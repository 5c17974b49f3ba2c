import type { SlotMediaItem } from './slot-display';

/** A library item as the media rules read it (the columns `duplicates` and `usage` look at). */
export type TestMediaItem = {
  id: number;
  name: string;
  file_size: string | null;
  slot_id: string | null;
  file_url: string;
};

/**
 * A library item for the media rules' unit tests: named `item-{id}`, 1.00 MB, unassigned, stored
 * under site-assets, with `over` applied on top.
 */
export const mediaItem = (over: Partial<TestMediaItem> & { id: number }): TestMediaItem => ({
  name: `item-${over.id}`,
  file_size: '1.00 MB',
  slot_id: null,
  file_url: `/storage/site-assets/item-${over.id}.png`,
  ...over,
});

/**
 * A slot's site_media item for the slot display unit tests: the homepage hero's active, optimised
 * 1200×750 WebP, with `overrides` applied on top.
 */
export const slotMediaItem = (overrides: Partial<SlotMediaItem> = {}): SlotMediaItem => ({
  id: 1,
  slot_id: 'homepage-hero-dashboard',
  name: 'dashboard',
  file_url: '/storage/site-media/slot-homepage-hero-dashboard-1.webp',
  alt_text: 'Admin dashboard',
  redirect_url: null,
  seo_title: null,
  is_active: true,
  file_type: 'image/webp',
  file_size: '0.20',
  optimization_status: 'optimized',
  width: 1200,
  height: 750,
  created_at: new Date(0),
  updated_at: new Date(0),
  ...overrides,
});
