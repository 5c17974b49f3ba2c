import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { pgErrorCode } from '@/db/errors';
import { lead_events, leads, newsletter_subscribers } from '@/db/schema';
import type { Attribution } from '@/lib/attribution';
import { getSiteUrl } from '@/lib/env';
import { maskEmail } from '@/lib/lead-mask';
import { MAX_RECORD_ID } from '@/lib/validation/fields';
import type { newsletterSchema } from '@/lib/validation/leads';
import { leadNotifications } from '../leads/notify';
import { insertLead, type NewLead } from '../leads/records';
import { NO_ATTRIBUTION, type StoreOptions } from '../leads/service';
import { queueLeadEvent } from '../leads/webhooks';
import { enqueueMail } from '../mail/outbox';
import { newsletterWelcome } from '../mail/templates';
import { recordCampaignUnsubscribe } from './campaigns';

/**
 * The newsletter (public-site.md §5, §7): subscribing with the welcome
 * e-mail, the unsubscribe token, the unsubscribe preview and the unsubscribe itself.
 */

type NewsletterData = z.output<typeof newsletterSchema>;

/** The public unsubscribe token of a subscriber: "{id}.{secret}". */
export function unsubscribeToken(id: number, secret: string): string {
  return `${id}.${secret}`;
}

/**
 * The welcome e-mail of a subscriber (public-site.md §7), with its unsubscribe link and the RFC 8058
 * one-click header.
 * @param id - the subscriber's id
 * @param secret - the subscriber's unsubscribe secret
 */
export function welcomeMailFor(id: number, email: string, name: string, secret: string) {
  const token = unsubscribeToken(id, secret);
  const origin = getSiteUrl();
  return newsletterWelcome(
    email,
    name,
    `${origin}/unsubscribe/${encodeURIComponent(token)}`,
    `${origin}/api/unsubscribe?token=${encodeURIComponent(token)}`,
  );
}

/**
 * Subscribes a validated name and e-mail (single opt-in): a new row with a random
 * 192-bit unsubscribe secret, or the reactivation of an address that unsubscribed earlier (or was
 * kept as suspected spam); the welcome e-mail and the admin notification are queued in the same
 * transaction.
 *
 * A suspected-spam sign-up (`spamReason`) is kept inactive with its reason: no
 * welcome e-mail, no notification, not counted, until an admin approves it or the person signs up
 * again at a human pace. An address already on the list is left as it is.
 * @returns "subscribed", or "duplicate" when the address is already an active subscriber
 *   (unique violation 23505, case-insensitive); a suspected-spam sign-up is always "subscribed",
 *   so it is answered like any other
 */
export async function subscribeToNewsletter(
  db: Db,
  v: NewsletterData,
  opts: StoreOptions = {},
): Promise<'subscribed' | 'duplicate'> {
  const spamReason = opts.spamReason ?? null;
  const attribution = opts.attribution ?? NO_ATTRIBUTION;
  const lead = (id: number) => ({
    type: 'newsletter' as const,
    submission: { newsletter_subscriber_id: id },
    name: v.name,
    email: v.email,
    attribution,
  });
  if (spamReason) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(newsletter_subscribers)
        .values({
          name: v.name,
          email: v.email,
          unsubscribe_token: crypto.randomBytes(24).toString('base64url'),
          is_active: false,
          spam_reason: spamReason,
        })
        .onConflictDoNothing()
        .returning({ id: newsletter_subscribers.id });
      if (row) await insertLead(tx, { ...lead(row.id), spam: true });
    });
    return 'subscribed';
  }
  try {
    await db.transaction(async (tx) => {
      const secret = crypto.randomBytes(24).toString('base64url');
      const [row] = await tx
        .insert(newsletter_subscribers)
        .values({ name: v.name, email: v.email, unsubscribe_token: secret })
        .returning({ id: newsletter_subscribers.id });
      const leadId = await insertLead(tx, { ...lead(row!.id), spam: false });
      await enqueueMail(tx, await subscribedMails(tx, row!.id, v.email, v.name, secret, leadId));
      await queueLeadEvent(tx, 'newsletter.subscribed', leadId);
    });
    return 'subscribed';
  } catch (error) {
    if (pgErrorCode(error) !== '23505') throw error;
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletter_subscribers)
      .set({
        is_active: true,
        name: v.name,
        unsubscribed_at: null,
        spam_reason: null,
        subscribed_at: new Date(),
        updated_at: new Date(),
      })
      .where(
        sql`lower(${newsletter_subscribers.email}) = lower(${v.email}) and ${newsletter_subscribers.is_active} = false`,
      )
      .returning({
        id: newsletter_subscribers.id,
        email: newsletter_subscribers.email,
        secret: newsletter_subscribers.unsubscribe_token,
      });
    if (!row) return 'duplicate' as const;
    const leadId = await resubscribedLead(tx, lead(row.id), attribution);
    await enqueueMail(tx, await subscribedMails(tx, row.id, row.email, v.name, row.secret, leadId));
    await queueLeadEvent(tx, 'newsletter.subscribed', leadId);
    return 'subscribed' as const;
  });
}

/** The welcome e-mail and the admin notifications of a sign-up, tied to its lead. */
async function subscribedMails(
  tx: Db,
  id: number,
  email: string,
  name: string,
  secret: string,
  leadId: number,
) {
  return [
    { ...welcomeMailFor(id, email, name, secret), leadId },
    ...(await leadNotifications(tx, 'newsletter_signup', { Name: name, Email: email }, leadId)),
  ];
}

/**
 * The lead of a subscriber who signs up again: out of the Spam quarantine if it
 * was there, its last touch updated, a "subscribed again" entry in its history; a subscriber
 * without a lead (none should remain after migration 0021) gets one.
 * @returns the lead's id
 */
async function resubscribedLead(
  tx: Db,
  lead: Omit<NewLead, 'spam'>,
  attribution: Attribution,
): Promise<number> {
  const subscriberId = (lead.submission as { newsletter_subscriber_id: number })
    .newsletter_subscriber_id;
  const [row] = await tx
    .update(leads)
    .set({
      name: lead.name,
      status: sql`case when ${leads.status} = 'spam' then 'new' else ${leads.status} end`,
      ...(attribution.last ? { last_touch: attribution.last } : {}),
      updated_at: new Date(),
    })
    .where(eq(leads.newsletter_subscriber_id, subscriberId))
    .returning({ id: leads.id });
  if (!row) return insertLead(tx, { ...lead, spam: false });
  await tx.insert(lead_events).values({ lead_id: row.id, type: 'resubmitted' });
  return row.id;
}

const TOKEN_PATTERN = /^(\d{1,10})\.([A-Za-z0-9_-]{32})$/;

/**
 * The subscriber id and secret of an unsubscribe token, or null when it is malformed or its id is
 * outside what the `serial` id column holds (1 to {@link MAX_RECORD_ID}): such an id would make
 * PostgreSQL fail the query ("out of range for type integer", a 500), so it never reaches it.
 */
function parseUnsubscribeToken(
  token: string | null | undefined,
): { id: number; secret: string } | null {
  if (typeof token !== 'string') return null;
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  if (!Number.isInteger(id) || id < 1 || id > MAX_RECORD_ID) return null;
  return { id, secret: match[2]! };
}

/**
 * True when `token` has the shape of an unsubscribe token, `{id}.{secret}`: an id from 1 to
 * {@link MAX_RECORD_ID} and a 32-character base64url secret (the bound on
 * the id makes a larger one is a 400, never a database error).
 */
export function isWellFormedUnsubscribeToken(token: string | null | undefined): token is string {
  return parseUnsubscribeToken(token) !== null;
}

/** The subscriber a token names, when its secret matches (compared in constant time). */
async function subscriberByToken(
  db: Db,
  token: string,
): Promise<{ id: number; email: string; is_active: boolean } | null> {
  const parsed = parseUnsubscribeToken(token);
  if (!parsed) return null;
  const secret = Buffer.from(parsed.secret);
  const [row] = await db
    .select({
      email: newsletter_subscribers.email,
      is_active: newsletter_subscribers.is_active,
      secret: newsletter_subscribers.unsubscribe_token,
    })
    .from(newsletter_subscribers)
    .where(eq(newsletter_subscribers.id, parsed.id))
    .limit(1);
  if (!row) return null;
  const stored = Buffer.from(row.secret);
  if (stored.length !== secret.length || !crypto.timingSafeEqual(stored, secret)) return null;
  return { id: parsed.id, email: row.email, is_active: row.is_active };
}

/**
 * What the /unsubscribe/{token} page shows before anyone acts: reads only,
 * never changes the subscription, so opening the link (a person, or a mail scanner that runs
 * the page's scripts) unsubscribes no one.
 * @param token - the token from the link, `{id}.{secret}`
 * @returns the subscriber's address masked (`maskEmail`, e.g. "j*******@a***.com") and whether
 *   the subscription is still active; null for a malformed or unknown token or a wrong secret
 */
export async function unsubscribePreview(
  db: Db,
  token: string,
): Promise<{ maskedEmail: string; is_active: boolean } | null> {
  const row = await subscriberByToken(db, token);
  return row ? { maskedEmail: maskEmail(row.email), is_active: row.is_active } : null;
}

/**
 * Unsubscribes by token (public-site.md §7 "handle-unsubscribe"), idempotently; the secret is
 * compared in constant time. Called by the page's Confirm unsubscribe button and by mail
 * clients' RFC 8058 one-click POST.
 * @param opts.campaignId - the campaign whose copy's link was used (its results count it)
 * @returns the subscriber's e-mail and whether it was active before, or null for an unknown or
 *   malformed token
 */
export async function unsubscribeByToken(
  db: Db,
  token: string,
  opts: { campaignId?: number | null } = {},
): Promise<{ email: string; was_active: boolean } | null> {
  const row = await subscriberByToken(db, token);
  if (!row) return null;
  if (row.is_active) {
    await db.transaction(async (tx) => {
      // Through a campaign's link: its results count the unsubscribe.
      if (opts.campaignId) await recordCampaignUnsubscribe(tx, row.id, opts.campaignId);
      await tx
        .update(newsletter_subscribers)
        .set({ is_active: false, unsubscribed_at: new Date(), updated_at: new Date() })
        .where(eq(newsletter_subscribers.id, row.id));
      // The lead's history says so.
      const [lead] = await tx
        .select({ id: leads.id })
        .from(leads)
        .where(eq(leads.newsletter_subscriber_id, row.id));
      if (lead) {
        await tx.insert(lead_events).values({ lead_id: lead.id, type: 'unsubscribed' });
        await queueLeadEvent(tx, 'newsletter.unsubscribed', lead.id);
      }
    });
  }
  return { email: row.email, was_active: row.is_active };
}
