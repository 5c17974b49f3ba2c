'use server';

import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { demo_requests, general_inquiries, newsletter_subscribers } from '@/db/schema';
import { fieldErrorsOf, type ActionResult } from '@/lib/action-result';
import { siteConfig } from '@/config/site';
import {
  contactSchema,
  DEMO_REQUEST_NOTES,
  demoRequestSchema,
  type ContactInput,
  type DemoRequestInput,
  newsletterSchema,
  type NewsletterInput,
} from '@/lib/validation/leads';
import { sanitizeText } from '@/lib/sanitize';
import { getLogger } from '../log';

const VALIDATION_ERROR = 'Please correct the highlighted fields.';

/**
 * Stores a demo request (public-site.md §7 "demo_requests" insert) after validating it with the
 * form's own schema (§5). Rate limits, the honeypot and the admin notification e-mail are added by
 * the leads issue (#5).
 * @returns ok, or the validation messages per field, or a generic failure (never a raw error)
 */
export async function submitDemoRequest(input: DemoRequestInput): Promise<ActionResult> {
  const parsed = demoRequestSchema.safeParse(input);
  if (!parsed.success)
    return {
      ok: false,
      error: VALIDATION_ERROR,
      fieldErrors: fieldErrorsOf(parsed.error.issues),
      status: 422,
    };
  const v = parsed.data;
  try {
    await getDb()
      .insert(demo_requests)
      .values({
        first_name: v.first_name,
        last_name: v.last_name,
        name: `${v.first_name} ${v.last_name}`,
        email: v.email,
        company: v.company,
        phone: v.phone ?? null,
        notes: DEMO_REQUEST_NOTES,
      });
    return { ok: true, data: undefined };
  } catch (error) {
    getLogger().error({ err: error }, 'demo request insert failed');
    return { ok: false, error: `Please try again or contact us directly at ${siteConfig.email}.` };
  }
}

/**
 * Stores a contact message (public-site.md §7 "general_inquiries" insert) after validating it
 * with the form's schema (§5). Rate limits, the honeypot and notifications come with issue #5.
 */
export async function submitContactMessage(input: ContactInput): Promise<ActionResult> {
  const parsed = contactSchema.safeParse(input);
  if (!parsed.success)
    return {
      ok: false,
      error: VALIDATION_ERROR,
      fieldErrors: fieldErrorsOf(parsed.error.issues),
      status: 422,
    };
  const v = parsed.data;
  try {
    await getDb()
      .insert(general_inquiries)
      .values({
        name: v.name,
        email: v.email,
        company: v.company ?? null,
        phone: v.phone ?? null,
        message: v.message,
      });
    return { ok: true, data: undefined };
  } catch (error) {
    getLogger().error({ err: error }, 'contact message insert failed');
    return { ok: false, error: `Please try again or contact us directly at ${siteConfig.email}.` };
  }
}

/** Messages of public-site.md §8 "Newsletter". */
const NEWSLETTER_DUPLICATE = 'This email is already subscribed to our newsletter.';
const NEWSLETTER_FAILED = 'Failed to subscribe. Please try again.';

/**
 * Subscribes to the newsletter (public-site.md §7 "newsletter_subscribers" insert): trims and
 * sanitises name and e-mail, validates them (§5), stores the subscriber with a random
 * unsubscribe token (192 bits). An address that unsubscribed earlier is reactivated; an active
 * duplicate (unique violation 23505, case-insensitive) gives the §8 message. Rate limits, the
 * honeypot and the welcome e-mail come with issue #5.
 * @returns ok, or the validation messages joined with commas (§5), or the §8 failure text
 */
export async function subscribeToNewsletter(input: NewsletterInput): Promise<ActionResult> {
  const parsed = newsletterSchema.safeParse({
    name: typeof input?.name === 'string' ? sanitizeText(input.name) : input?.name,
    email: typeof input?.email === 'string' ? sanitizeText(input.email) : input?.email,
  });
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error.issues);
    return { ok: false, error: Object.values(fieldErrors).join(', '), fieldErrors, status: 422 };
  }
  const { name, email } = parsed.data;
  const db = getDb();
  try {
    await db
      .insert(newsletter_subscribers)
      .values({ name, email, unsubscribe_token: crypto.randomBytes(24).toString('base64url') });
    return { ok: true, data: undefined };
  } catch (error) {
    const code =
      (error as { cause?: { code?: string }; code?: string }).cause?.code ??
      (error as { code?: string }).code;
    if (code !== '23505') {
      getLogger().error({ err: error }, 'newsletter insert failed');
      return { ok: false, error: NEWSLETTER_FAILED };
    }
  }
  // The address exists: reactivate it if it had unsubscribed, otherwise it is a duplicate.
  try {
    const reactivated = await db
      .update(newsletter_subscribers)
      .set({
        is_active: true,
        name,
        unsubscribed_at: null,
        subscribed_at: new Date(),
        updated_at: new Date(),
      })
      .where(
        sql`lower(${newsletter_subscribers.email}) = lower(${email}) and ${newsletter_subscribers.is_active} = false`,
      )
      .returning({ id: newsletter_subscribers.id });
    return reactivated.length > 0
      ? { ok: true, data: undefined }
      : { ok: false, error: NEWSLETTER_DUPLICATE, status: 409 };
  } catch (error) {
    getLogger().error({ err: error }, 'newsletter reactivation failed');
    return { ok: false, error: NEWSLETTER_FAILED };
  }
}
