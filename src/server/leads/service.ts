import type { z } from 'zod';
import type { Db } from '@/db/client';
import {
  demo_requests,
  form_submissions,
  general_inquiries,
  type SpamReason,
  type StoredAnswer,
} from '@/db/schema';
import type { Attribution } from '@/lib/attribution';
import { STANDARD_FIELD_TYPES } from '@/lib/pages/landing-form';
import { answerKey, type Answer } from '@/lib/validation/landing-form';
import {
  DEMO_REQUEST_NOTES,
  type contactSchema,
  type demoRequestSchema,
} from '@/lib/validation/leads';
import type { NotifyKind } from '@/lib/validation/settings';
import { enqueueMail } from '../mail/outbox';
import type { SubmittableForm } from '../pages/forms';
import { formSubmissionFields, formSubmissionVisitor } from './form-lead';
import { leadNotifications } from './notify';
import { insertLead, type NewLead } from './records';
import { queueLeadEvent } from './webhooks';

/**
 * Demo requests and contact messages (public-site.md §3, §7): stored with their admin notification
 * in one transaction. The newsletter has its own module (server/newsletter).
 */

type DemoRequestData = z.output<typeof demoRequestSchema>;
type ContactData = z.output<typeof contactSchema>;

/**
 * How a submission is stored: `spamReason` set = kept as suspected spam, in
 * the lead inbox's Spam quarantine; `attribution` = where the person came from,
 * none when absent.
 */
export type StoreOptions = {
  spamReason?: SpamReason | null;
  attribution?: Attribution;
  /** A demo booked on the booking provider's page (its webhook). */
  booking?: NewLead['booking'];
};

/** No attribution: the lead counts as a direct visit. */
export const NO_ATTRIBUTION: Attribution = { first: null, last: null };

/** A submission to store: how to insert it, its lead, and what its notification lists. */
type Submission = {
  /** Inserts the submission row with its spam reason (null: not spam). */
  insert: (tx: Db, spamReason: SpamReason | null) => Promise<{ id: number }[]>;
  /** The lead of the submission with id `id` (spam flag and attribution are added). */
  lead: (id: number) => Omit<NewLead, 'spam' | 'attribution'>;
  kind: NotifyKind;
  fields: Record<string, string | null | undefined>;
  /** Who wrote, for the confirmation e-mail (none for a sign-up). */
  visitor?: Parameters<typeof leadNotifications>[4];
};

/**
 * Inserts a submission, its lead row (with the attribution of `opts`) and, unless it is suspected
 * spam, queues the admin notification of its `kind` listing its `fields` and the `lead.created`
 * webhook event, in one transaction (nothing is notified of a row that was not
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
      booking: opts.booking,
    });
    if (!spamReason) {
      await enqueueMail(
        tx,
        await leadNotifications(tx, submission.kind, submission.fields, leadId, submission.visitor),
      );
      await queueLeadEvent(tx, 'lead.created', leadId);
    }
    return { id: row!.id, leadId };
  });
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
 * stored with its reason and notifies no one.
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
      visitor: { email: v.email, name },
    },
    opts,
  );
  return stored.id;
}

/** A demo booked on the booking provider's page, as its webhook tells it. */
export type BookedDemo = {
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  phone: string | null;
  /** "Booked on cal.com for Mar 3, 2026, 2:00 PM UTC", kept as the request's notes. */
  notes: string;
  attribution: Attribution;
  booking: NonNullable<NewLead['booking']>;
};

/**
 * Stores a demo booked on the booking provider's page as a demo request with its booking (time,
 * state, the provider's reference) and notifies as a demo request from the form does: one
 * transaction, the same notifications and `lead.created` webhook event.
 * @returns the new demo request's id and its lead's id
 */
export async function createBookedDemo(
  db: Db,
  v: BookedDemo,
): Promise<{ id: number; leadId: number }> {
  const name = `${v.first_name} ${v.last_name}`.trim();
  return storeLead(
    db,
    {
      insert: (tx) =>
        tx
          .insert(demo_requests)
          .values({
            first_name: v.first_name,
            last_name: v.last_name,
            name,
            email: v.email,
            company: v.company,
            phone: v.phone,
            notes: v.notes,
            spam_reason: null,
          })
          .returning({ id: demo_requests.id }),
      lead: (id) => ({
        type: 'demo_request',
        submission: { demo_request_id: id },
        name,
        email: v.email,
        company: v.company || null,
      }),
      kind: 'demo_request',
      fields: { ...demoRequestFields({ ...v, name }), Notes: v.notes },
      visitor: { email: v.email, name },
    },
    { attribution: v.attribution, booking: v.booking },
  );
}

/**
 * Stores a validated contact message (public-site.md §7 "general_inquiries") and queues the admin
 * notification in the same transaction. Suspected spam (`spamReason`) is stored with its reason
 * and notifies no one.
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
      visitor: { email: v.email, name: v.name },
    },
    opts,
  );
  return stored.id;
}

/**
 * Stores a validated submission of a landing page's form (its page, its form's name, the lead's
 * own properties in their columns, each custom question's answer with its label as asked, and the
 * consent text agreed to) as a lead of type `form`, with the `landing_form` notification naming the
 * page and the form, in one transaction. Suspected spam is stored with its reason and notifies no
 * one.
 * @param form - the form as the visitor was shown it, and its page
 * @param answers - the checked answers by {@link answerKey}, and `consent: true` when asked
 * @returns the new submission's id and its lead's id
 */
export async function createFormSubmission(
  db: Db,
  form: SubmittableForm,
  answers: Record<string, Answer>,
  opts: StoreOptions = {},
): Promise<{ id: number; leadId: number }> {
  const standard: Partial<Record<(typeof STANDARD_FIELD_TYPES)[number], string>> = {};
  const custom: StoredAnswer[] = [];
  form.definition.fields.forEach((field, i) => {
    const value = answers[answerKey(i)] ?? null;
    if ((STANDARD_FIELD_TYPES as readonly string[]).includes(field.type)) {
      if (typeof value === 'string' && value) standard[field.type as 'name'] = value;
    } else custom.push({ label: field.label, type: field.type, value });
  });
  const row = {
    page_id: form.page.id,
    page_path: form.page.path,
    page_title: form.page.title,
    form_name: form.definition.name,
    form_hash: form.hash,
    name: standard.name ?? null,
    email: standard.email!,
    company: standard.company ?? null,
    phone: standard.phone ?? null,
    message: standard.message ?? null,
    answers: custom,
    consent_text: form.definition.consent && answers.consent ? form.definition.consent : null,
  };
  return storeLead(
    db,
    {
      insert: (tx, spam_reason) =>
        tx
          .insert(form_submissions)
          .values({ ...row, spam_reason })
          .returning({ id: form_submissions.id }),
      lead: (id) => ({
        type: 'form',
        submission: { form_submission_id: id },
        // A lead has a name: a form that asked none gives its e-mail (what the search reads).
        name: row.name ?? row.email,
        email: row.email,
        company: row.company,
      }),
      kind: 'landing_form',
      fields: formSubmissionFields(row),
      visitor: formSubmissionVisitor(row),
    },
    opts,
  );
}
