import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/**
 * Why a public form submission is kept as suspected spam (issue #18 item 10): `too_fast` when it
 * came sooner after the form appeared than FORM_MIN_FILL_MS, `fill_time_missing` when the form's
 * fill time was absent or not a number. The fill time is sent by the browser, so it is a hint that
 * sorts submissions, never a reason to drop one.
 */
export const SPAM_REASONS = ['too_fast', 'fill_time_missing'] as const;

/** One of {@link SPAM_REASONS}. */
export type SpamReason = (typeof SPAM_REASONS)[number];

export const newsletter_subscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name'),
    is_active: boolean('is_active').notNull().default(true),
    /** Opaque random token for /unsubscribe/{token} and the List-Unsubscribe header. */
    unsubscribe_token: text('unsubscribe_token').notNull().unique(),
    subscribed_at: tstz('subscribed_at').notNull().defaultNow(),
    unsubscribed_at: tstz('unsubscribed_at'),
    /**
     * Why the submission is suspected spam (issue #18 item 10), or null for a normal one: stored
     * and listed to admins, never notified nor counted. See {@link SPAM_REASONS}.
     */
    spam_reason: text('spam_reason'),
    created_at: tstz('created_at').notNull().defaultNow(),
    updated_at: tstz('updated_at').notNull().defaultNow(),
  },
  // Unique e-mail, case-insensitive: a duplicate raises 23505 (public-site.md §8).
  (t) => [uniqueIndex('newsletter_subscribers_email_lower_idx').on(sql`lower(${t.email})`)],
);

export type NewsletterSubscriber = typeof newsletter_subscribers.$inferSelect;

export const demo_requests = pgTable(
  'demo_requests',
  {
    id: serial('id').primaryKey(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull(),
    phone: text('phone'),
    notes: text('notes'),
    /**
     * Why the submission is suspected spam (issue #18 item 10), or null for a normal one: stored
     * and listed to admins, never notified nor counted. See {@link SPAM_REASONS}.
     */
    spam_reason: text('spam_reason'),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('demo_requests_created_idx').on(t.created_at)],
);

export type DemoRequest = typeof demo_requests.$inferSelect;

export const general_inquiries = pgTable(
  'general_inquiries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    phone: text('phone'),
    message: text('message').notNull(),
    /**
     * Why the submission is suspected spam (issue #18 item 10), or null for a normal one: stored
     * and listed to admins, never notified nor counted. See {@link SPAM_REASONS}.
     */
    spam_reason: text('spam_reason'),
    created_at: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [index('general_inquiries_created_idx').on(t.created_at)],
);

export type GeneralInquiry = typeof general_inquiries.$inferSelect;
