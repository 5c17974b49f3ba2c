import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { getDb, type Db } from '@/db/client';
import { pgErrorCode } from '@/db/errors';
import { demo_requests, general_inquiries, newsletter_subscribers } from '@/db/schema';
import { getEnv, getSiteUrl } from '@/lib/env';
import {
  DEMO_REQUEST_NOTES,
  type contactSchema,
  type demoRequestSchema,
  type newsletterSchema,
} from '@/lib/validation/leads';
import { enqueueMail } from '../mail/outbox';
import { adminNotifications, newsletterWelcome } from '../mail/templates';

type DemoRequestData = z.output<typeof demoRequestSchema>;
type ContactData = z.output<typeof contactSchema>;
type NewsletterData = z.output<typeof newsletterSchema>;

/** ADMIN_NOTIFY_EMAILS as a list. */
function notifyRecipients(): string[] {
  return (getEnv().ADMIN_NOTIFY_EMAILS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Stores a validated demo request with its full name and the fixed notes (public-site.md §3, §7)
 * and queues the admin notification in the same transaction.
 * @returns the new row id
 */
export async function createDemoRequest(v: DemoRequestData, db: Db = getDb()): Promise<number> {
  const name = `${v.first_name} ${v.last_name}`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(demo_requests)
      .values({
        first_name: v.first_name,
        last_name: v.last_name,
        name,
        email: v.email,
        company: v.company,
        phone: v.phone ?? null,
        notes: DEMO_REQUEST_NOTES,
      })
      .returning({ id: demo_requests.id });
    await enqueueMail(
      tx,
      adminNotifications(
        'demo_request',
        {
          Name: name,
          'First name': v.first_name,
          'Last name': v.last_name,
          Email: v.email,
          Company: v.company,
          Phone: v.phone,
          Notes: DEMO_REQUEST_NOTES,
        },
        notifyRecipients(),
        `${getSiteUrl()}/admin`,
      ),
    );
    return row!.id;
  });
}

/**
 * Stores a validated contact message (public-site.md §7 "general_inquiries") and queues the admin
 * notification in the same transaction.
 * @returns the new row id
 */
export async function createContactMessage(v: ContactData, db: Db = getDb()): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(general_inquiries)
      .values({
        name: v.name,
        email: v.email,
        company: v.company ?? null,
        phone: v.phone ?? null,
        message: v.message,
      })
      .returning({ id: general_inquiries.id });
    await enqueueMail(
      tx,
      adminNotifications(
        'general_inquiry',
        { Name: v.name, Email: v.email, Company: v.company, Phone: v.phone, Message: v.message },
        notifyRecipients(),
        `${getSiteUrl()}/admin`,
      ),
    );
    return row!.id;
  });
}

/** The public unsubscribe token of a subscriber: "{id}.{secret}". */
export function unsubscribeToken(id: number, secret: string): string {
  return `${id}.${secret}`;
}

function welcomeFor(id: number, email: string, name: string, secret: string) {
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
 * Subscribes a validated name and e-mail (single opt-in, issue #5): a new row with a random
 * 192-bit unsubscribe secret, or the reactivation of an address that unsubscribed earlier; the
 * welcome e-mail and the admin notification are queued in the same transaction.
 * @returns "subscribed", or "duplicate" when the address is already an active subscriber
 *   (unique violation 23505, case-insensitive)
 */
export async function subscribeToNewsletter(
  v: NewsletterData,
  db: Db = getDb(),
): Promise<'subscribed' | 'duplicate'> {
  const notify = () =>
    adminNotifications(
      'newsletter_signup',
      { Name: v.name, Email: v.email },
      notifyRecipients(),
      `${getSiteUrl()}/admin`,
    );
  try {
    await db.transaction(async (tx) => {
      const secret = crypto.randomBytes(24).toString('base64url');
      const [row] = await tx
        .insert(newsletter_subscribers)
        .values({ name: v.name, email: v.email, unsubscribe_token: secret })
        .returning({ id: newsletter_subscribers.id });
      await enqueueMail(tx, [welcomeFor(row!.id, v.email, v.name, secret), ...notify()]);
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
    await enqueueMail(tx, [welcomeFor(row.id, row.email, v.name, row.secret), ...notify()]);
    return 'subscribed' as const;
  });
}

const TOKEN_PATTERN = /^(\d{1,10})\.([A-Za-z0-9_-]{32})$/;

/** True when `token` has the shape of an unsubscribe token. */
export function isWellFormedUnsubscribeToken(token: string | null | undefined): token is string {
  return typeof token === 'string' && TOKEN_PATTERN.test(token);
}

/**
 * Unsubscribes by token (public-site.md §7 "handle-unsubscribe"), idempotently; the secret is
 * compared in constant time.
 * @returns the subscriber's e-mail and whether it was active before, or null for an unknown or
 *   malformed token
 */
export async function unsubscribeByToken(
  token: string,
  db: Db = getDb(),
): Promise<{ email: string; was_active: boolean } | null> {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const secret = Buffer.from(match[2]!);
  const [row] = await db
    .select({
      email: newsletter_subscribers.email,
      is_active: newsletter_subscribers.is_active,
      secret: newsletter_subscribers.unsubscribe_token,
    })
    .from(newsletter_subscribers)
    .where(eq(newsletter_subscribers.id, id))
    .limit(1);
  if (!row) return null;
  const stored = Buffer.from(row.secret);
  if (stored.length !== secret.length || !crypto.timingSafeEqual(stored, secret)) return null;
  if (row.is_active) {
    await db
      .update(newsletter_subscribers)
      .set({ is_active: false, unsubscribed_at: new Date(), updated_at: new Date() })
      .where(eq(newsletter_subscribers.id, id));
  }
  return { email: row.email, was_active: row.is_active };
}
