import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { blog_posts } from './blog';
import {
  bigserialId,
  deliveryState,
  editVersion,
  parentId,
  serialId,
  sqlList,
  timestamps,
  tstz,
} from './columns';
import { newsletter_subscribers } from './leads';
import { userRef } from './user-columns';

/**
 * Where a newsletter campaign stands: written (`draft`), waiting for its time (`scheduled`), going
 * out (`sending`), held by the team (`paused`), done (`sent`), or stopped for good (`cancelled`).
 */
export const CAMPAIGN_STATUSES = [
  'draft',
  'scheduled',
  'sending',
  'paused',
  'sent',
  'cancelled',
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** What a campaign sends: an issue written for it, or an article of the blog. */
export const CAMPAIGN_KINDS = ['issue', 'article'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

/**
 * The subscribers a campaign goes to: every active one, or those who subscribed in a date range
 * (YYYY-MM-DD, UTC, both included), through a first-touch source or campaign. Empty = everyone.
 */
export type CampaignSegment = {
  subscribedFrom?: string;
  subscribedTo?: string;
  source?: string;
  campaign?: string;
};

/**
 * Newsletter campaigns: what the team writes to the subscribers (an issue, or an article of the
 * blog), to whom (a segment), from whom, and when. The content is frozen as sent when the sending
 * starts (`sent_html`, `sent_text`: the web version and every copy read it), so an article edited
 * later changes no copy. `slug` names the campaign in its web address and its links' utm_campaign.
 */
export const newsletter_campaigns = pgTable(
  'newsletter_campaigns',
  {
    ...serialId(),
    slug: text('slug').notNull().unique(),
    kind: text('kind', { enum: CAMPAIGN_KINDS }).notNull().default('issue'),
    subject: text('subject').notNull(),
    /** The line mail clients show after the subject in the inbox. */
    preheader: text('preheader').notNull().default(''),
    /** An issue's body: rich text, sanitised on write and on render. */
    body_html: text('body_html').notNull().default(''),
    /** An article campaign's post; its full text or its excerpt (`article_full`). */
    post_id: integer('post_id').references(() => blog_posts.id, { onDelete: 'set null' }),
    article_full: boolean('article_full').notNull().default(false),
    from_name: text('from_name').notNull(),
    reply_to: text('reply_to'),
    segment: jsonb('segment').$type<CampaignSegment>().notNull().default({}),
    /** Links go through the counting redirect (no cookie, no per-person data); off: direct. */
    track_clicks: boolean('track_clicks').notNull().default(true),
    /** The web version is hidden from search engines (the default). */
    web_noindex: boolean('web_noindex').notNull().default(true),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('draft'),
    scheduled_at: tstz('scheduled_at'),
    started_at: tstz('started_at'),
    finished_at: tstz('finished_at'),
    sent_html: text('sent_html'),
    sent_text: text('sent_text'),
    created_by: userRef('created_by'),
    updated_by: userRef('updated_by'),
    ...timestamps(),
    ...editVersion(),
  },
  (t) => [
    check('newsletter_campaigns_status_check', sql`${t.status} in (${sqlList(CAMPAIGN_STATUSES)})`),
    check('newsletter_campaigns_kind_check', sql`${t.kind} in (${sqlList(CAMPAIGN_KINDS)})`),
    index('newsletter_campaigns_created_idx').on(t.created_at),
  ],
);

export type NewsletterCampaign = typeof newsletter_campaigns.$inferSelect;

/**
 * What became of one recipient's copy: waiting (`pending`), accepted by the mail server (`sent`),
 * refused for good (`bounced`: a 5xx answer), given up after retries (`dead`: 4xx answers until the
 * last attempt), or not sent because the person unsubscribed or bounced meanwhile (`skipped`).
 */
export const DELIVERY_STATUSES = ['pending', 'sent', 'bounced', 'dead', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * One row per recipient per campaign, added when its sending starts and claimed under a lease by
 * the runner's `newsletter.drain` job like the outbox's rows (server/jobs/delivery-rows.ts), so a
 * crash, a restart or a second instance never sends a copy twice and never skips one. The
 * address is the one the person had when the sending started.
 */
export const newsletter_deliveries = pgTable(
  'newsletter_deliveries',
  {
    ...bigserialId(),
    campaign_id: parentId('campaign_id', () => newsletter_campaigns.id),
    subscriber_id: integer('subscriber_id')
      .notNull()
      .references(() => newsletter_subscribers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    ...deliveryState(DELIVERY_STATUSES),
    sent_at: tstz('sent_at'),
    /** The person unsubscribed through this campaign's link. */
    unsubscribed_at: tstz('unsubscribed_at'),
  },
  (t) => [
    check(
      'newsletter_deliveries_status_check',
      sql`${t.status} in (${sqlList(DELIVERY_STATUSES)})`,
    ),
    uniqueIndex('newsletter_deliveries_recipient_idx').on(t.campaign_id, t.subscriber_id),
    index('newsletter_deliveries_due_idx').on(t.status, t.next_attempt_at),
    index('newsletter_deliveries_subscriber_idx').on(t.subscriber_id),
  ],
);

export type NewsletterDelivery = typeof newsletter_deliveries.$inferSelect;

/**
 * The links of a sent campaign, each counted when followed through the redirect (a count per
 * link, nothing per person). The redirect only ever sends to a URL of this table.
 */
export const newsletter_links = pgTable(
  'newsletter_links',
  {
    ...serialId(),
    campaign_id: parentId('campaign_id', () => newsletter_campaigns.id),
    url: text('url').notNull(),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('newsletter_links_url_idx').on(t.campaign_id, t.url)],
);
