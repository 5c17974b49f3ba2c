import 'server-only';
import { isNotNull, max, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import {
  blog_posts,
  downloadable_resources,
  homepage_banners,
  site_media,
  video_content,
} from '@/db/schema';
import { slotCatalogue } from '@/lib/media/slots';
import { publishedPostFilter } from '../posts/publication';
import type { ContentChanges, SlotPageSource } from './entries';
import { getRelease } from './release';

/** The later of a row's update and its move to the Trash (a deletion changes the page too). */
const changedAt = (updated: unknown, deleted: unknown) =>
  sql<Date | null>`max(greatest(${updated}, coalesce(${deleted}, ${updated})))`;

/** The latest {@link changedAt} of a whole content table. */
const lastChangeOf = (
  db: Db,
  table: typeof homepage_banners | typeof video_content | typeof downloadable_resources,
) => db.select({ at: changedAt(table.updated_at, table.deleted_at) }).from(table);

const toDate = (v: unknown): Date | null =>
  v === null || v === undefined ? null : new Date(v as string);

/**
 * When each kind of content the static pages show last changed (the sitemap's
 * lastmod): the release, the media of each slot page and of the header and footer, the banners,
 * the videos, the public posts and the downloadable resources.
 * @param now - the publication rule's clock
 */
export async function loadContentChanges(db: Db, now: Date = new Date()): Promise<ContentChanges> {
  const [release, slots, [banners], [videos], [posts], [resources]] = await Promise.all([
    getRelease(db),
    db
      .select({
        slot: site_media.slot_id,
        at: changedAt(site_media.updated_at, site_media.deleted_at),
      })
      .from(site_media)
      .where(isNotNull(site_media.slot_id))
      .groupBy(site_media.slot_id),
    lastChangeOf(db, homepage_banners),
    lastChangeOf(db, video_content),
    db
      // A scheduled post changes the page when it goes live.
      .select({ at: max(sql`greatest(${blog_posts.updated_at}, ${blog_posts.published_at})`) })
      .from(blog_posts)
      .where(publishedPostFilter(now)),
    lastChangeOf(db, downloadable_resources),
  ]);
  const changes: ContentChanges = {
    release: release?.at ?? null,
    banners: toDate(banners?.at),
    videos: toDate(videos?.at),
    posts: toDate(posts?.at),
    resources: toDate(resources?.at),
  };
  const pageOf = new Map(slotCatalogue.map((s) => [s.id, s.page]));
  for (const { slot, at } of slots) {
    const page = pageOf.get(slot ?? '');
    const when = toDate(at);
    if (!page || !when) continue;
    const key = page === 'global' ? 'global' : (page as SlotPageSource);
    const before = changes[key];
    if (!before || when > before) changes[key] = when;
  }
  return changes;
}
