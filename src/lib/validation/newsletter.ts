import { sanitizeRichHtml } from '../sanitize';
import { recordId, recordUpdate } from './fields';
import { z } from './zod';

/**
 * The newsletter campaign forms (the Newsletter section), one schema for the editor and the
 * server: what a campaign says, to whom and from whom, and the address a test goes to.
 */

/** A line that becomes a mail header (subject, sender name): one line, never CR or LF. */
const headerLine = (label: string, max: number, required = true) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be ${max} characters or less`)
    .refine((v) => !/[\r\n]/.test(v), `${label} must be one line`)
    .refine((v) => !required || v.length > 0, `${label} is required`);

/** The longest issue body, in characters of HTML. */
export const CAMPAIGN_BODY_MAX = 100_000;

/** A day as YYYY-MM-DD, or empty for none. */
const day = z
  .string()
  .trim()
  .refine(
    (v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))),
    'Choose a date',
  )
  .default('');

/** The subscribers a campaign goes to; every field empty = every active subscriber. */
export const campaignSegmentSchema = z.object({
  subscribedFrom: day,
  subscribedTo: day,
  source: z.string().trim().max(200, 'At most 200 characters').default(''),
  campaign: z.string().trim().max(200, 'At most 200 characters').default(''),
});

/** A campaign as the editor saves it. */
export const campaignSchema = z
  .object({
    kind: z.enum(['issue', 'article'], 'Choose an issue or an article'),
    subject: headerLine('Subject', 150),
    preheader: headerLine('Preheader', 150, false).default(''),
    body_html: z
      .string()
      .max(CAMPAIGN_BODY_MAX, `The text must be ${CAMPAIGN_BODY_MAX} characters or less`)
      .transform((html) => sanitizeRichHtml(html))
      .default(''),
    post_id: recordId().nullable().default(null),
    article_full: z.boolean().default(false),
    from_name: headerLine('Sender name', 80),
    reply_to: z
      .union([z.literal(''), z.email('Enter an e-mail address').max(254)])
      .default('')
      .transform((v) => v || null),
    segment: campaignSegmentSchema.default({
      subscribedFrom: '',
      subscribedTo: '',
      source: '',
      campaign: '',
    }),
    track_clicks: z.boolean().default(true),
    web_noindex: z.boolean().default(true),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'article' && c.post_id === null)
      ctx.addIssue({ code: 'custom', path: ['post_id'], message: 'Choose the article to send' });
    if (c.kind === 'issue' && c.body_html.replace(/<[^>]*>/g, '').trim() === '')
      ctx.addIssue({ code: 'custom', path: ['body_html'], message: 'Write the issue' });
    const { subscribedFrom: from, subscribedTo: to } = c.segment;
    if (from && to && from > to)
      ctx.addIssue({
        code: 'custom',
        path: ['segment'],
        message: 'The first day must come before the last',
      });
  });

export type CampaignInput = z.input<typeof campaignSchema>;
export type CampaignData = z.output<typeof campaignSchema>;

/** Where a test copy goes. */
export const testSendSchema = z.object({
  to: z.email('Enter an e-mail address').max(254, 'This address is too long'),
});

/** A saved campaign's form: `{ id, campaign, version }` (the version the editor loaded). */
export const campaignUpdateSchema = recordUpdate('campaign', campaignSchema);

/** One campaign by its id (delete, pause, resume, cancel, unschedule, preview). */
export const campaignIdSchema = z.object({ id: recordId() });

/**
 * Sending a campaign: now (`at` null) or at a time (ISO 8601 with its offset, entered in the
 * person's time zone).
 */
export const campaignScheduleSchema = z.object({
  id: recordId(),
  at: z.iso.datetime({ offset: true, error: 'Choose a date and time' }).nullable(),
});

/** A test copy of a saved campaign and the address it goes to. */
export const campaignTestSchema = testSendSchema.extend({ id: recordId() });

/** "Send as newsletter" of a blog post: a new article campaign of that post. */
export const articleCampaignSchema = z.object({ post_id: recordId() });
