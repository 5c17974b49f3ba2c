import 'server-only';
import type { SiteMedia } from '@/db/schema';
import {
  filterByUsage,
  findDuplicates,
  HERO_BADGE_IMAGES,
  mediaUsage,
  type UsageFilter,
} from '@/lib/media/rules';
import { pickFields } from '@/lib/utils';
import { loadMediaLibrary } from '@/server/media/queries';
import { LibraryManager, type LibraryCard } from './library-manager';
import type { ShowingBySlot } from './slots/slot-now';

/** The active item of each filled slot, as the client needs it. */
function showingBySlot(rows: SiteMedia[]): ShowingBySlot {
  return Object.fromEntries(
    rows.map((r) => [
      r.slot_id!,
      pickFields(r, ['id', 'name', 'file_url', 'file_type', 'alt_text']),
    ]),
  );
}

const USAGE_FILTERS: readonly UsageFilter[] = ['all', 'in-use', 'unused', 'duplicates'];

/**
 * Server part of the Media Library sub-tab (back-office.md §2 "Enhanced Media Management"): the
 * search, category and usage filters come from the URL and run on the server.
 */
export async function LibraryPanel({
  q = '',
  category,
  usage,
}: {
  q?: string;
  category?: string;
  usage?: string;
}) {
  // An id of the integer column (1-9 digits); anything else in the URL filters nothing.
  const categoryId =
    /^\d{1,9}$/.test(category ?? '') && Number(category) > 0 ? Number(category) : null;
  const usageFilter = USAGE_FILTERS.find((u) => u === usage) ?? 'all';
  const { items, categories, bannerImageUrls, showing } = await loadMediaLibrary({ q, categoryId });
  const ctx = { bannerImageUrls, heroBadgeUrls: HERO_BADGE_IMAGES };
  const duplicates = findDuplicates(items);
  const cards: LibraryCard[] = filterByUsage(items, usageFilter, ctx).map((item) => ({
    ...pickFields(item, [
      'id',
      'name',
      'description',
      'category_id',
      'category_name',
      'file_url',
      'file_type',
      'file_size',
      'alt_text',
      'seo_title',
      'seo_description',
      'redirect_url',
      'is_clickable',
      'mobile_optimized',
      'is_active',
      'slot_id',
      'usage_locations',
    ]),
    inUse: mediaUsage(item, ctx).inUse,
    duplicate: duplicates.has(item.id),
    version: item.version,
  }));
  return (
    <LibraryManager
      items={cards}
      categories={categories.map((c) => ({ id: c.id, name: c.name }))}
      showing={showingBySlot(showing)}
      filter={{ q, category: categoryId ? String(categoryId) : '', usage: usageFilter }}
    />
  );
}
