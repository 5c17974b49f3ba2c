import { z } from './zod';

/**
 * The settings the team changes in the back office, one schema each (the form and the server use
 * the same): who is told about each kind of lead and the visitor's confirmation e-mail; the booking
 * providers' webhook secrets. A stored value is read through its schema too, so a setting saved by
 * an older version still reads (missing parts take their defaults).
 */

/** The lead kinds a notification setting covers (the admin notification's kinds). */
export const NOTIFY_KINDS = [
  'demo_request',
  'general_inquiry',
  'newsletter_signup',
  'landing_form',
] as const;
export type NotifyKind = (typeof NOTIFY_KINDS)[number];

/** What each kind is called on the settings screen. */
export const NOTIFY_KIND_LABELS: Record<NotifyKind, string> = {
  demo_request: 'Demo requests (and demos booked on the booking page)',
  general_inquiry: 'Contact messages',
  newsletter_signup: 'Newsletter sign-ups',
  landing_form: 'Landing page forms',
};

/** Most team members and extra addresses notified of one kind. */
export const MAX_RECIPIENTS = 20;

const address = z.email('Enter an e-mail address').max(254, 'This address is too long');

/** One kind's recipients: team members (user ids) and other addresses. */
const recipientsSchema = z.object({
  members: z.array(z.string().min(1).max(64)).max(MAX_RECIPIENTS).default([]),
  emails: z.array(address).max(MAX_RECIPIENTS, `At most ${MAX_RECIPIENTS} addresses`).default([]),
});

/** A header line: no line breaks (they would start new headers), not blank. */
const headerText = (max: number, empty: string) =>
  z
    .string()
    .trim()
    .min(1, empty)
    .max(max, `At most ${max} characters`)
    .refine((v) => !/[\r\n]/.test(v), 'No line breaks here');

/** The texts a confirmation starts with (the spec's promise: a reply within 2 hours). */
export const DEFAULT_CONFIRMATION = {
  enabled: false,
  subject: 'We received your message',
  body: 'Hi {name},\n\nThank you for reaching out. Someone from our team will get back to you within 2 hours during business hours.\n\nThe Lizit team',
};

/** Who is notified of each lead kind, and the visitor's confirmation e-mail. */
export const notificationSettingsSchema = z.object({
  recipients: z
    .object({
      demo_request: recipientsSchema.default({ members: [], emails: [] }),
      general_inquiry: recipientsSchema.default({ members: [], emails: [] }),
      newsletter_signup: recipientsSchema.default({ members: [], emails: [] }),
      landing_form: recipientsSchema.default({ members: [], emails: [] }),
    })
    .default({
      demo_request: { members: [], emails: [] },
      general_inquiry: { members: [], emails: [] },
      newsletter_signup: { members: [], emails: [] },
      landing_form: { members: [], emails: [] },
    }),
  /** Sent to the person after a demo request or a contact message, when on. */
  confirmation: z
    .object({
      enabled: z.boolean(),
      subject: headerText(150, 'Enter a subject'),
      body: z
        .string()
        .trim()
        .min(1, 'Enter the text of the e-mail')
        .max(4000, 'At most 4,000 characters'),
    })
    .default(DEFAULT_CONFIRMATION),
});
export type NotificationSettings = z.output<typeof notificationSettingsSchema>;

/** A webhook secret: what the admin pasted into the provider, or nothing (off). */
const secret = z
  .string()
  .trim()
  .max(200, 'At most 200 characters')
  .refine((v) => v === '' || v.length >= 16, 'Use a secret of at least 16 characters')
  .default('');

/** The booking providers' signing secrets (empty: that provider's webhook is off). */
export const bookingWebhookSettingsSchema = z.object({
  calcom: secret,
  calendly: secret,
});
export type BookingWebhookSettings = z.output<typeof bookingWebhookSettingsSchema>;

/**
 * Whether an Editor's changes to a page wait for an admin's review before they are published (on
 * by default); admins always publish directly.
 */
export const pageReviewSettingsSchema = z.object({ required: z.boolean().default(true) });
export type PageReviewSettings = z.output<typeof pageReviewSettingsSchema>;

/**
 * Whether Editors may send newsletter campaigns (and schedule them) or only write them (off by
 * default); admins always may.
 */
export const newsletterSettingsSchema = z.object({ editorsMaySend: z.boolean().default(false) });
export type NewsletterSettings = z.output<typeof newsletterSettingsSchema>;

/** Every setting by its key. */
export const SETTING_SCHEMAS = {
  notifications: notificationSettingsSchema,
  booking_webhook: bookingWebhookSettingsSchema,
  page_review: pageReviewSettingsSchema,
  newsletter: newsletterSettingsSchema,
} as const;
export type SettingKey = keyof typeof SETTING_SCHEMAS;
export type SettingValue<K extends SettingKey> = z.output<(typeof SETTING_SCHEMAS)[K]>;
