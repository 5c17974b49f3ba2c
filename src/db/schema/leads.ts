import { sql, type SQL } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import type { Touch } from '../../lib/attribution';
import { BOOKING_STATUSES, LEAD_EVENT_TYPES, LEAD_STATUSES, LEAD_TYPES } from '../../lib/leads';
import {
  bigserialId,
  createdAt,
  isActive,
  parentId,
  serialId,
  sqlList,
  timestamps,
  tstz,
} from './columns';
import { pages } from './pages';
import { userRef } from './user-columns';

/**
 * Why a public form submission is kept as suspected spam: `too_fast` when it
 * came sooner after the form appeared than FORM_MIN_FILL_MS, `fill_time_missing` when the form's
 * fill time was absent or not a number, `marked_by_admin` when an admin set a lead's status to
 * Spam. The fill time is sent by the browser, so it is a hint that
 * sorts submissions, never a reason to drop one.
 */
export const SPAM_REASONS = ['too_fast', 'fill_time_missing', 'marked_by_admin'] as const;

/** One of {@link SPAM_REASONS}. */
export type SpamReason = (typeof SPAM_REASONS)[number];

/**
 * Why the submission is suspected spam, or null for a normal one: stored and
 * listed to admins, never notified nor counted. See {@link SPAM_REASONS}.
 */
const spamReason = () => ({ spam_reason: text('spam_reason') });

/**
 * The table named `name` of a public form's submissions (demo requests, contact messages): a serial
 * id, the form's `columns`, {@link spamReason} and `created_at`, indexed by `created_at`.
 */
function submissionTable<
  TName extends string,
  TColumns extends Record<string, PgColumnBuilderBase>,
>(name: TName, columns: TColumns) {
  return pgTable(name, { ...serialId(), ...columns, ...spamReason(), ...createdAt() }, (t) => [
    index(`${name}_created_idx`).on(t.created_at),
  ]);
}

export const newsletter_subscribers = pgTable(
  'newsletter_subscribers',
  {
    ...serialId(),
    email: text('email').notNull(),
    name: text('name'),
    ...isActive(),
    /** Opaque random token for /unsubscribe/{token} and the List-Unsubscribe header. */
    unsubscribe_token: text('unsubscribe_token').notNull().unique(),
    subscribed_at: tstz('subscribed_at').notNull().defaultNow(),
    unsubscribed_at: tstz('unsubscribed_at'),
    /**
     * The address refused a campaign's copy for good (a 5xx answer) or twice for a while (copies
     * given up after retries): it receives no more campaigns, and the subscribers list says so.
     */
    bounced_at: tstz('bounced_at'),
    soft_bounces: integer('soft_bounces').notNull().default(0),
    ...spamReason(),
    ...timestamps(),
  },
  // Unique e-mail, case-insensitive: a duplicate raises 23505 (public-site.md §8).
  (t) => [uniqueIndex('newsletter_subscribers_email_lower_idx').on(sql`lower(${t.email})`)],
);

export type NewsletterSubscriber = typeof newsletter_subscribers.$inferSelect;

export const demo_requests = submissionTable('demo_requests', {
  first_name: text('first_name').notNull(),
  last_name: text('last_name').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company').notNull(),
  phone: text('phone'),
  notes: text('notes'),
});

export type DemoRequest = typeof demo_requests.$inferSelect;

export const general_inquiries = submissionTable('general_inquiries', {
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company'),
  phone: text('phone'),
  message: text('message').notNull(),
});

export type GeneralInquiry = typeof general_inquiries.$inferSelect;

/** An answer of a landing page form as stored: its question's label and type, and the answer. */
export type StoredAnswer = {
  label: string;
  type: string;
  value: string | number | boolean | string[] | null;
};

/**
 * Submissions of the forms on landing pages: the lead's own properties in columns, the custom
 * questions' answers with their labels as asked (so a later edit of the form never changes what
 * a lead answered), the page and form they came from (kept as text too: a page deleted forever
 * leaves its leads), and the consent text the person agreed to, when the form asked.
 */
export const form_submissions = submissionTable('form_submissions', {
  page_id: integer('page_id').references(() => pages.id, { onDelete: 'set null' }),
  page_path: text('page_path').notNull(),
  page_title: text('page_title').notNull(),
  form_name: text('form_name').notNull(),
  /** The definition the submission was checked against (form_definitions.hash). */
  form_hash: text('form_hash').notNull(),
  name: text('name'),
  email: text('email').notNull(),
  company: text('company'),
  phone: text('phone'),
  message: text('message'),
  answers: jsonb('answers').$type<StoredAnswer[]>().notNull(),
  consent_text: text('consent_text'),
});

export type FormSubmission = typeof form_submissions.$inferSelect;

/**
 * The lead inbox: one row per demo request, contact message and newsletter
 * subscriber, carrying what sales works with (status, owner) and where the person came from
 * (first and last touch). The submission itself stays in its own table (the spec's
 * tables), which the lead references; deleting the submission deletes the lead. Name, e-mail and
 * company are copied here so the inbox can search and page 100,000 leads from one table; the
 * first touch's source, medium, campaign and landing page are columns for filters and the Sources
 * view. Status `spam` mirrors the submission's `spam_reason` (kept in step by
 * `server/leads/inbox.ts`).
 */
export const leads = pgTable(
  'leads',
  {
    ...serialId(),
    type: text('type', { enum: LEAD_TYPES }).notNull(),
    demo_request_id: integer('demo_request_id')
      .unique()
      .references(() => demo_requests.id, { onDelete: 'cascade' }),
    general_inquiry_id: integer('general_inquiry_id')
      .unique()
      .references(() => general_inquiries.id, { onDelete: 'cascade' }),
    newsletter_subscriber_id: integer('newsletter_subscriber_id')
      .unique()
      .references(() => newsletter_subscribers.id, { onDelete: 'cascade' }),
    form_submission_id: integer('form_submission_id')
      .unique()
      .references(() => form_submissions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    owner_user_id: userRef('owner_user_id'),
    first_touch: jsonb('first_touch').$type<Touch>(),
    last_touch: jsonb('last_touch').$type<Touch>(),
    /** First touch's source ("newsletter", "google.com", "(direct)"): see `sourceMedium`. */
    source: text('source').notNull().default('(direct)'),
    medium: text('medium').notNull().default('(none)'),
    campaign: text('campaign'),
    landing_page: text('landing_page'),
    /**
     * A demo booked on the booking provider's page (its webhook): when, whether it still stands,
     * and the provider's reference of the booking (`calcom:<uid>`, `calendly:<invitee uri>`).
     */
    booking_at: tstz('booking_at'),
    booking_status: text('booking_status', { enum: BOOKING_STATUSES }),
    booking_ref: text('booking_ref').unique(),
    /** Name, e-mail and company lower-cased in one column: the inbox search reads one value. */
    search_text: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(${leads.name} || ' ' || ${leads.email} || ' ' || coalesce(${leads.company}, ''))`,
    ),
    ...timestamps(),
  },
  (t) => [
    check('leads_type_check', sql`${t.type} in (${sqlList(LEAD_TYPES)})`),
    check('leads_status_check', sql`${t.status} in (${sqlList(LEAD_STATUSES)})`),
    check(
      'leads_booking_status_check',
      sql`${t.booking_status} is null or ${t.booking_status} in (${sqlList(BOOKING_STATUSES)})`,
    ),
    index('leads_created_idx').on(t.created_at, t.id),
    index('leads_status_created_idx').on(t.status, t.created_at),
    index('leads_owner_idx').on(t.owner_user_id),
    index('leads_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

export type Lead = typeof leads.$inferSelect;

/**
 * A lead's history: submitted, status changed, owner changed, note, not spam,
 * unmasked, subscribed again. Notes keep their text in `body`; the rest keep what changed in
 * `data` (e.g. `{ from, to }`). E-mails sent are read from the outbox rows that name the lead.
 */
export const lead_events = pgTable(
  'lead_events',
  {
    ...bigserialId(),
    lead_id: parentId('lead_id', () => leads.id),
    type: text('type', { enum: LEAD_EVENT_TYPES }).notNull(),
    actor_user_id: userRef('actor_user_id'),
    body: text('body'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    ...createdAt(),
  },
  (t) => [index('lead_events_lead_idx').on(t.lead_id, t.created_at)],
);

export type LeadEvent = typeof lead_events.$inferSelect;
