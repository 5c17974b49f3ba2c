import type { z } from 'zod';
import type { Db } from '@/db/client';
import { demo_requests, general_inquiries, type SpamReason } from '@/db/schema';
import type { Attribution } from '@/lib/attribution';
import { getEnv, getSiteUrl } from '@/lib/env';
import {
  DEMO_REQUEST_NOTES,
  type contactSchema,
  type demoRequestSchema,
} from '@/lib/validation/leads';
import { enqueueMail } from '../mail/outbox';
import { adminNotifications } from '../mail/templates';
import { insertLead, type NewLead } from './records';
import { queueLeadEvent } from './webhooks';

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

/**
 * How a submission is stored: `spamReason` set = kept as suspected spam (issue #18 item 10), in
 * the lead inbox's Spam quarantine (issue #24 §3); `attribution` = where the person came from
 * (issue #24 §1), none when absent.
 */
export type StoreOptions = { spamReason?: SpamReason | null; attribution?: Attribution };

/** No attribution: the lead counts as a direct visit. */
export const NO_ATTRIBUTION: Attribution = { first: null, last: null };

/** A submission to store: how to insert it, its lead, and what its notification lists. */
type Submission = {
  /** Inserts the submission row with its spam reason (null: not spam). */
  insert: (tx: Db, spamReason: SpamReason | null) => Promise<{ id: number }[]>;
  /** The lead of the submission with id `id` (spam flag and attribution are added). */
  lead: (id: number) => Omit<NewLead, 'spam' | 'attribution'>;
  kind: Parameters<typeof adminNotifications>[0];
  fields: Parameters<typeof adminNotifications>[1];
};

/**
 * Inserts a submission, its lead row (with the attribution of `opts`) and, unless it is suspected
 * spam, queues the admin notification of its `kind` listing its `fields` and the `lead.created`
 * webhook event (issue #24 §4), in one transaction (nothing is notified of a row that was not
 * stored, and no row is kept whose notification could not be queued).
 * @returns the submission's id and its lead's id
 */
async function storeLead(
  db: Db,
  submission: Submission,
  opts: StoreOptions,
): Promise<{ id: number; leadId: number }> {
  const spamReason = opts.spamReason ?? null;
  return db.transaction(async (tx) => {
    const [row] = await submission.insert(tx, spamReason);
    const leadId = await insertLead(tx, {
      ...submission.lead(row!.id),
      spam: spamReason !== null,
      attribution: opts.attribution ?? NO_ATTRIBUTION,
    });
    if (!spamReason) {
      await enqueueMail(tx, leadNotifications(submission.kind, submission.fields, leadId));
      await queueLeadEvent(tx, 'lead.created', leadId);
    }
    return { id: row!.id, leadId };
  });
}

/**
 * The admin notifications of a lead (public-site.md §7), tied to the lead (its history lists them,
 * an erase deletes them).
 * @param kind - the notification's kind
 * @param fields - the fields listed in the message (label → value)
 * @param leadId - the lead's id
 */
export function leadNotifications(
  kind: Parameters<typeof adminNotifications>[0],
  fields: Parameters<typeof adminNotifications>[1],
  leadId: number,
) {
  return adminNotifications(kind, fields, notifyRecipients(), `${getSiteUrl()}/admin`).map(
    (mail) => ({ ...mail, leadId }),
  );
}

/** The notification fields of a demo request (public-site.md §7). */
export function demoRequestFields(v: {
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  phone: string | null | undefined;
}) {
  return {
    Name: v.name,
    'First name': v.first_name,
    'Last name': v.last_name,
    Email: v.email,
    Company: v.company,
    Phone: v.phone,
    Notes: DEMO_REQUEST_NOTES,
  };
}

/** The notification fields of a contact message (public-site.md §7). */
export function contactFields(v: {
  name: string;
  email: string;
  company: string | null | undefined;
  phone: string | null | undefined;
  message: string;
}) {
  return { Name: v.name, Email: v.email, Company: v.company, Phone: v.phone, Message: v.message };
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
  const notes = DEMO_REQUEST_NOTES;
  const stored = await storeLead(
    db,
    {
      insert: (tx, spam_reason) =>
        tx
          .insert(demo_requests)
          .values({ ...v, phone: v.phone ?? null, name, notes, spam_reason })
          .returning({ id: demo_requests.id }),
      lead: (id) => ({
        type: 'demo_request',
        submission: { demo_request_id: id },
        name,
        email: v.email,
        company: v.company,
      }),
      kind: 'demo_request',
      fields: demoRequestFields({ ...v, name }),
    },
    opts,
  );
  return stored.id;
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
  const company = v.company ?? null;
  const stored = await storeLead(
    db,
    {
      insert: (tx, spam_reason) =>
        tx
          .insert(general_inquiries)
          .values({ ...v, company, phone: v.phone ?? null, spam_reason })
          .returning({ id: general_inquiries.id }),
      lead: (id) => ({
        type: 'contact',
        submission: { general_inquiry_id: id },
        name: v.name,
        email: v.email,
        company,
      }),
      kind: 'general_inquiry',
      fields: contactFields(v),
    },
    opts,
  );
  return stored.id;
}
