import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { isActive, serialId } from './columns';
import { managedRecord } from './user-columns';

export const media_categories = pgTable('media_categories', {
  ...serialId(),
  name: text('name').notNull().unique(),
  icon: text('icon'),
});

/** usage_intent values of back-office.md §3. */
export const usageIntents = ['store', 'immediate', 'display', 'imported'] as const;
export type UsageIntent = (typeof usageIntents)[number];

export const site_media = pgTable(
  'site_media',
  {
    ...serialId(),
    category_id: integer('category_id').references(() => media_categories.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    description: text('description'),
    file_url: text('file_url').notNull(),
    alt_text: text('alt_text'),
    redirect_url: text('redirect_url'),
    recommended_width: integer('recommended_width'),
    recommended_height: integer('recommended_height'),
    /** Measured pixel size of the stored image (null for videos and unknown files). */
    width: integer('width'),
    height: integer('height'),
    ...isActive(),
    /** page:section:slot strings. */
    usage_locations: text('usage_locations')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    mobile_optimized: boolean('mobile_optimized').notNull().default(true),
    seo_title: text('seo_title'),
    seo_description: text('seo_description'),
    /** Megabytes with two decimals, as text (back-office.md §9). */
    file_size: text('file_size'),
    file_size_kb: integer('file_size_kb'),
    file_type: text('file_type'),
    usage_intent: text('usage_intent', { enum: usageIntents }),
    original_filename: text('original_filename'),
    slot_id: text('slot_id'),
    optimization_status: text('optimization_status'),
    click_tracking_enabled: boolean('click_tracking_enabled').notNull().default(false),
    is_clickable: boolean('is_clickable').notNull().default(false),
    seo_score: integer('seo_score'),
    ...managedRecord(),
  },
  (t) => [
    // public-site.md §3: "One active item per slot_id is expected" — enforced here. An item in
    // the Trash holds no slot.
    uniqueIndex('site_media_one_active_per_slot')
      .on(t.slot_id)
      .where(sql`${t.is_active} and ${t.slot_id} is not null and ${t.deleted_at} is null`),
    check(
      'site_media_usage_intent_check',
      sql`${t.usage_intent} is null or ${t.usage_intent} in ('store', 'immediate', 'display', 'imported')`,
    ),
    check(
      'site_media_seo_score_check',
      sql`${t.seo_score} is null or ${t.seo_score} between 0 and 100`,
    ),
    index('site_media_created_idx').on(t.created_at),
  ],
);

export type SiteMedia = typeof site_media.$inferSelect;
export type NewSiteMedia = typeof site_media.$inferInsert;

export const videoTypes = ['youtube', 'vimeo', 'custom'] as const;
export type VideoType = (typeof videoTypes)[number];

export const video_content = pgTable(
  'video_content',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    slot_identifier: text('slot_identifier'),
    video_url: text('video_url').notNull(),
    video_type: text('video_type', { enum: videoTypes }).notNull().default('custom'),
    video_id: text('video_id'),
    thumbnail_url: text('thumbnail_url'),
    seo_title: text('seo_title'),
    seo_description: text('seo_description'),
    ...isActive(),
    ...managedRecord(),
  },
  (t) => [
    check('video_content_type_check', sql`${t.video_type} in ('youtube', 'vimeo', 'custom')`),
  ],
);

export type VideoContent = typeof video_content.$inferSelect;
