import 'server-only';
import { getDb } from '@/db/client';
import { site_media, type SiteMedia } from '@/db/schema';
import type { SlotMediaItem } from '@/lib/media/slot-display';
import { cached } from '../cache';
import { activeBannerImageUrls, listLibraryMedia, listMediaCategories } from './library';
import {
  listSlotMedia,
  listUnassignedMedia,
  previousFiles,
  showingInSlot,
  type PreviousFile,
} from './service';

/**
 * The active media item of every assigned slot, keyed by slot_id (public-site.md §7 "site
 * media"): one read for all slots of a page, cached under the `media` tag.
 */
export function getActiveSlotMedia(): Promise<ReadonlyMap<string, SlotMediaItem>> {
  return cached('media:slots', ['media'], async () => {
    const rows = await getDb()
      .select({
        id: site_media.id,
        slot_id: site_media.slot_id,
        name: site_media.name,
        file_url: site_media.file_url,
        alt_text: site_media.alt_text,
        redirect_url: site_media.redirect_url,
        seo_title: site_media.seo_title,
        is_active: site_media.is_active,
        file_type: site_media.file_type,
        file_size: site_media.file_size,
        optimization_status: site_media.optimization_status,
        width: site_media.width,
        height: site_media.height,
        created_at: site_media.created_at,
        updated_at: site_media.updated_at,
      })
      .from(site_media)
      .where(showingInSlot());
    return new Map(rows.map((r) => [r.slot_id as string, r]));
  });
}

/**
 * The Page Slots sub-tab's data (back-office.md §2): media in slots, unassigned media, and the file
 * each slot item showed before its current one; uncached.
 */
export async function loadSlotsTab(): Promise<{
  assigned: SiteMedia[];
  unassigned: SiteMedia[];
  previous: Map<number, PreviousFile>;
}> {
  const db = getDb();
  const [assigned, unassigned] = await Promise.all([listSlotMedia(db), listUnassignedMedia(db)]);
  const previous = await previousFiles(
    db,
    assigned.map((r) => r.id),
  );
  return { assigned, unassigned, previous };
}

/**
 * The Media Library sub-tab's data (back-office.md §2 "Enhanced Media Management"): the items
 * matching the search and category, the categories, the active banners' image URLs (for the
 * usage filter) and the active item of every filled slot (for the placement chooser); uncached.
 * @param filter.q - search text; filter.categoryId - a category id, or null for all
 */
export async function loadMediaLibrary(filter: { q: string; categoryId: number | null }) {
  const db = getDb();
  const [items, categories, bannerImageUrls, slotMedia] = await Promise.all([
    listLibraryMedia(db, filter),
    listMediaCategories(db),
    activeBannerImageUrls(db),
    listSlotMedia(db),
  ]);
  const showing = slotMedia.filter((r) => r.is_active);
  return { items, categories, bannerImageUrls, showing };
}
