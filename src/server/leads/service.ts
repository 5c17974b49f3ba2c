import type { z } from 'zod';
import type { Db } from '@/db/client';
import { demo_requests, general_inquiries, type SpamReason } from '@/db/schema';
import { getEnv, getSiteUrl } from '@/lib/env';
import {
  DEMO_REQUEST_NOTES,
  type contactSchema,
  type demoRequestSchema,
} from '@/lib/validation/leads';
import { enqueueMail } from '../mail/outbox';
import { adminNotifications } from '../mail/templates';

/**
 * Demo requests and contact messages (public-site.md §3, §7): stored with their admin notification
 * in one transaction. The newsletter has its own module (server/newsletter).
 */

type DemoRequestData = z.output<typeof demoRequestSchema>;
type ContactData = z.output<typeof contactSchema>;

/** ADMIN_NOTIFY_EMAILS as a list (the recipients of every lead notification). */
export function notifyRecipients(): string[] {
  return (getEnv().ADMIN_NOTIFY_EMAILS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** How a submission is stored: `spamReason` set = kept as suspected spam (issue #18 item 10). */
export type StoreOptions = { spamReason?: SpamReason | null };

/**
 * Inserts a lead with `insert` and, unless it is suspected spam, queues the admin notification
 * of `kind` listing `fields`, in one transaction (nothing is notified of a row that was not
 * stored, and no row is kept whose notification could not be queued).
 */
async function storeLead(
  db: Db,
  insert: (tx: Db) => Promise<{ id: number }[]>,
  spamReason: SpamReason | null,
  kind: Parameters<typeof adminNotifications>[0],
  fields: Parameters<typeof adminNotifications>[1],
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await insert(tx);
    if (!spamReason) {
      const notice = adminNotifications(kind, fields, notifyRecipients(), `${getSiteUrl()}/admin`);
      await enqueueMail(tx, notice);
    }
    return row!.id;
  });
}

/**
 * Stores a validated demo request with its full name and the fixed notes (public-site.md §3, §7)
 * and queues the admin notification in the same transaction. Suspected spam (`spamReason`) is
 * stored with its reason and notifies no one (issue #18 item 10).
 * @returns the new row id
 */
export async function createDemoRequest(
  db: Db,
  v: DemoRequestData,
  opts: StoreOptions = {},
): Promise<number> {
  const name = `${v.first_name} ${v.last_name}`;
  const spam_reason = opts.spamReason ?? null;
  const insert = (tx: Db) =>
    tx
      .insert(demo_requests)
      .values({ ...v, phone: v.phone ?? null, name, notes: DEMO_REQUEST_NOTES, spam_reason })
      .returning({ id: demo_requests.id });
  return storeLead(db, insert, spam_reason, 'demo_request', {
    Name: name,
    'First name': v.first_name,
    'Last name': v.last_name,
    Email: v.email,
    Company: v.company,
    Phone: v.phone,
    Notes: DEMO_REQUEST_NOTES,
  });
}

/**
 * Stores a validated contact message (public-site.md §7 "general_inquiries") and queues the admin
 * notification in the same transaction. Suspected spam (`spamReason`) is stored with its reason
 * and notifies no one (issue #18 item 10).
 * @returns the new row id
 */
export async function createContactMessage(
  db: Db,
  v: ContactData,
  opts: StoreOptions = {},
): Promise<number> {
  const spam_reason = opts.spamReason ?? null;
  const insert = (tx: Db) =>
    tx
      .insert(general_inquiries)
      .values({ ...v, company: v.company ?? null, phone: v.phone ?? null, spam_reason })
      .returning({ id: general_inquiries.id });
  return storeLead(db, insert, spam_reason, 'general_inquiry', {
    Name: v.name,
    Email: v.email,
    Company: v.company,
    Phone: v.phone,
    Message: v.message,
  });
}
