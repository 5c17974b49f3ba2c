import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { isActive, serialId } from './columns';
import { managedRecord } from './user-columns';

export const homepage_banners = pgTable(
  'homepage_banners',
  {
    ...serialId(),
    image_url: text('image_url').notNull(),
    /**
     * Pixel width of a stored image whose WebP variants exist, read by the server on save;
     * null for other URLs. Lets the carousel offer `srcset`.
     */
    image_width: integer('image_width'),
    /** An external URL (http…, //…) or a relative path on the site. */
    redirect_url: text('redirect_url').notNull(),
    /** Describes the banner for screen readers and search engines (an addition to the spec). */
    alt_text: text('alt_text'),
    /**
     * Words drawn as HTML over the image (an addition to the spec): a headline,
     * a line under it and a call-to-action label, each optional. Plain text; with a headline the
     * carousel draws them, so the image itself carries no words that shrink on phones.
     */
    headline: text('headline'),
    subtext: text('subtext'),
    cta_label: text('cta_label'),
    order_index: integer('order_index').notNull().default(0),
    ...isActive(),
    ...managedRecord(),
  },
  (t) => [
    check('homepage_banners_order_index_check', sql`${t.order_index} >= 0`),
    index('homepage_banners_active_order_idx').on(t.is_active, t.order_index),
  ],
);

export type HomepageBanner = typeof homepage_banners.$inferSelect;
export type NewHomepageBanner = typeof homepage_banners.$inferInsert;
