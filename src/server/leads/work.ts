import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import {
  admin_users,
  demo_requests,
  form_submissions,
  general_inquiries,
  lead_events,
  leads,
  mail_outbox,
  newsletter_subscribers,
  user,
  type Lead,
} from '@/db/schema';
import type { LeadStatus } from '@/lib/leads';
import { ActionError } from '../actions/errors';
import { auditChange } from '../audit/log';
import { enqueueMail, type OutgoingMail } from '../mail/outbox';
import { welcomeMailFor } from '../newsletter/service';
import { deleteWebhookDeliveriesForLeads } from '../webhooks/outbox';
import { formSubmissionFields, formSubmissionVisitor } from './form-lead';
import { leadNotifications } from './notify';
import { contactFields, demoRequestFields } from './service';
import { queueLeadEvent } from './webhooks';

/**
 * Working a lead: status, owner, notes, "Not spam" and deleting spam. Each
 * write locks the lead, records an entry in its history and an audit row in one transaction.
 */

/** The lead `id` locked for update, or ActionError(404). */
async function lockLead(tx: Db, id: number): Promise<Lead> {
  const [lead] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
  if (!lead) throw new ActionError('This lead no longer exists.', 404);
  return lead;
}

/** Sets the submission's spam reason (null = not spam) on the row the lead references. */
async function setSubmissionSpam(tx: Db, lead: Lead, reason: 'marked_by_admin' | null) {
  if (lead.demo_request_id !== null) {
    await tx
      .update(demo_requests)
      .set({ spam_reason: reason })
      .where(eq(demo_requests.id, lead.demo_request_id));
  } else if (lead.general_inquiry_id !== null) {
    await tx
      .update(general_inquiries)
      .set({ spam_reason: reason })
      .where(eq(general_inquiries.id, lead.general_inquiry_id));
  } else if (lead.newsletter_subscriber_id !== null) {
    // A subscriber marked as spam gets no newsletter; released, it is subscribed.
    await tx
      .update(newsletter_subscribers)
      .set({
        spam_reason: reason,
        is_active: reason === null,
        ...(reason === null ? { subscribed_at: new Date(), unsubscribed_at: null } : {}),
        updated_at: new Date(),
      })
      .where(eq(newsletter_subscribers.id, lead.newsletter_subscriber_id));
  } else if (lead.form_submission_id !== null) {
    await tx
      .update(form_submissions)
      .set({ spam_reason: reason })
      .where(eq(form_submissions.id, lead.form_submission_id));
  }
}

/** The e-mails a lead's submission sends when it is stored (none when it is gone). */
async function submissionMails(tx: Db, lead: Lead): Promise<OutgoingMail[]> {
  if (lead.demo_request_id !== null) {
    const [r] = await tx
      .select()
      .from(demo_requests)
      .where(eq(demo_requests.id, lead.demo_request_id));
    return r
      ? leadNotifications(tx, 'demo_request', demoRequestFields(r), lead.id, {
          email: r.email,
          name: r.name,
        })
      : [];
  }
  if (lead.general_inquiry_id !== null) {
    const [r] = await tx
      .select()
      .from(general_inquiries)
      .where(eq(general_inquiries.id, lead.general_inquiry_id));
    return r
      ? leadNotifications(tx, 'general_inquiry', contactFields(r), lead.id, {
          email: r.email,
          name: r.name,
        })
      : [];
  }
  if (lead.form_submission_id !== null) {
    const [r] = await tx
      .select()
      .from(form_submissions)
      .where(eq(form_submissions.id, lead.form_submission_id));
    return r
      ? leadNotifications(
          tx,
          'landing_form',
          formSubmissionFields(r),
          lead.id,
          formSubmissionVisitor(r),
        )
      : [];
  }
  if (lead.newsletter_subscriber_id === null) return [];
  const [r] = await tx
    .select()
    .from(newsletter_subscribers)
    .where(eq(newsletter_subscribers.id, lead.newsletter_subscriber_id));
  if (!r) return [];
  const name = r.name ?? '';
  return [
    { ...welcomeMailFor(r.id, r.email, name, r.unsubscribe_token), leadId: lead.id },
    ...(await leadNotifications(tx, 'newsletter_signup', { Name: name, Email: r.email }, lead.id)),
  ];
}

/**
 * The notifications a lead held as spam would have sent, queued now: the admin
 * notification of a demo request, contact message or landing page form (and the confirmation to
 * the person, when on); for a newsletter sign-up the welcome e-mail
 * and the admin notification; and the `lead.created` or `newsletter.subscribed` webhook event.
 * Nothing when the lead already has e-mails (it was notified once).
 * @returns how many e-mails and webhook deliveries were queued
 */
async function sendWithheldNotifications(tx: Db, lead: Lead): Promise<number> {
  const [sent] = await tx
    .select({ n: count() })
    .from(mail_outbox)
    .where(eq(mail_outbox.lead_id, lead.id));
  if ((sent?.n ?? 0) > 0) return 0;
  const mails = await submissionMails(tx, lead);
  await enqueueMail(tx, mails);
  // The event it withheld too: a new lead, or a new subscriber.
  const event = lead.type === 'newsletter' ? 'newsletter.subscribed' : 'lead.created';
  return mails.length + (await queueLeadEvent(tx, event, lead.id));
}

/**
 * What a status change did: whether it changed, from and to, and how many e-mails and webhook
 * deliveries it queued (the caller wakes the sender when any).
 */
export type StatusChange = { changed: boolean; from: LeadStatus; to: LeadStatus; queued: number };

/**
 * Changes a lead's status. Into Spam: the submission is marked `marked_by_admin`
 * (a subscriber stops receiving the newsletter). Out of Spam: the submission is cleared and the
 * notifications it would have sent are queued, once ("Not spam"). Same status: nothing.
 * @param db - the database
 * @param actorId - the staff member's user id
 * @param id - the lead's id
 * @param status - the new status
 * @returns whether it changed, from and to, and how many e-mails were queued
 * @throws ActionError(404) when the lead is gone
 */
export async function setLeadStatus(
  db: Db,
  actorId: string,
  id: number,
  status: LeadStatus,
): Promise<StatusChange> {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    const from = lead.status;
    if (from === status) return { changed: false, from, to: status, queued: 0 };
    let queued = 0;
    if (status === 'spam') await setSubmissionSpam(tx, lead, 'marked_by_admin');
    await tx.update(leads).set({ status, updated_at: new Date() }).where(eq(leads.id, id));
    if (from === 'spam') {
      await setSubmissionSpam(tx, lead, null);
      queued = await sendWithheldNotifications(tx, lead);
    }
    queued += await queueLeadEvent(tx, 'lead.status_changed', id, { previous_status: from });
    await tx.insert(lead_events).values({
      lead_id: id,
      type: from === 'spam' && status === 'new' ? 'not_spam' : 'status_changed',
      actor_user_id: actorId,
      data: { from, to: status },
    });
    await auditChange(tx, actorId, 'lead.status_changed', id, { from, to: status });
    return { changed: true, from, to: status, queued };
  });
}

/**
 * "Not spam": moves a lead out of the Spam quarantine to New and queues the
 * notifications it would have sent. A lead not in Spam is left as it is.
 * @throws ActionError(404) when the lead is gone, ActionError(409) when it is not in Spam
 */
export async function markNotSpam(db: Db, actorId: string, id: number): Promise<StatusChange> {
  const [lead] = await db.select({ status: leads.status }).from(leads).where(eq(leads.id, id));
  if (!lead) throw new ActionError('This lead no longer exists.', 404);
  if (lead.status !== 'spam') throw new ActionError('This lead is not in Spam.', 409);
  return setLeadStatus(db, actorId, id, 'new');
}

/**
 * Assigns a lead to a team member, or to nobody.
 * @param ownerId - an active team member's user id, or null
 * @returns whether the owner changed
 * @throws ActionError(404) when the lead is gone; ActionError(422) when `ownerId` is not an
 *   active team member
 */
export async function assignLead(
  db: Db,
  actorId: string,
  id: number,
  ownerId: string | null,
): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    let ownerName: string | null = null;
    if (ownerId !== null) {
      const [member] = await tx
        .select({ name: user.name })
        .from(admin_users)
        .innerJoin(user, eq(user.id, admin_users.user_id))
        .where(and(eq(admin_users.user_id, ownerId), eq(admin_users.is_active, true)));
      if (!member) throw new ActionError('Choose an active team member.', 422);
      ownerName = member.name;
    }
    const lead = await lockLead(tx, id);
    if (lead.owner_user_id === ownerId) return { changed: false };
    await tx
      .update(leads)
      .set({ owner_user_id: ownerId, updated_at: new Date() })
      .where(eq(leads.id, id));
    const data = { from: lead.owner_user_id, to: ownerId };
    await tx.insert(lead_events).values({
      lead_id: id,
      type: 'owner_changed',
      actor_user_id: actorId,
      data: { ...data, to_name: ownerName },
    });
    await auditChange(tx, actorId, 'lead.assigned', id, data);
    return { changed: true };
  });
}

/**
 * Adds a note to a lead's history, with its time and author; audited (the audit
 * row keeps the note's length, not its text).
 * @param body - the note, 1 to MAX_LEAD_NOTE characters (validated by the action's schema)
 * @returns the new history entry's id
 * @throws ActionError(404) when the lead is gone
 */
export async function addLeadNote(
  db: Db,
  actorId: string,
  id: number,
  body: string,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    await lockLead(tx, id);
    const [event] = await tx
      .insert(lead_events)
      .values({ lead_id: id, type: 'note', actor_user_id: actorId, body })
      .returning({ id: lead_events.id });
    await tx.update(leads).set({ updated_at: new Date() }).where(eq(leads.id, id));
    await auditChange(tx, actorId, 'lead.note_added', id, { length: body.length });
    return { id: event!.id };
  });
}

/**
 * Deletes a lead held in Spam: its submission, the lead, its
 * history and its e-mails; the audit row keeps the id and type only (no address).
 * @throws ActionError(404) when the lead is gone, ActionError(409) when it is not in Spam
 */
export async function deleteSpamLead(db: Db, actorId: string, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const lead = await lockLead(tx, id);
    if (lead.status !== 'spam') throw new ActionError('Only a lead in Spam can be deleted.', 409);
    await deleteSubmission(tx, lead);
    await tx.delete(mail_outbox).where(eq(mail_outbox.lead_id, id));
    await deleteWebhookDeliveriesForLeads(tx, [id]);
    await auditChange(tx, actorId, 'lead.deleted', id, { type: lead.type, spam: true });
  });
}

/**
 * Deletes the submission a lead references; the lead and its history go with it (foreign keys
 * cascade). Used by the spam Delete and the privacy erase.
 */
export async function deleteSubmission(tx: Db, lead: Lead): Promise<void> {
  if (lead.demo_request_id !== null) {
    await tx.delete(demo_requests).where(eq(demo_requests.id, lead.demo_request_id));
  } else if (lead.general_inquiry_id !== null) {
    await tx.delete(general_inquiries).where(eq(general_inquiries.id, lead.general_inquiry_id));
  } else if (lead.newsletter_subscriber_id !== null) {
    await tx
      .delete(newsletter_subscribers)
      .where(eq(newsletter_subscribers.id, lead.newsletter_subscriber_id));
  } else if (lead.form_submission_id !== null) {
    await tx.delete(form_submissions).where(eq(form_submissions.id, lead.form_submission_id));
  }
  await tx.delete(leads).where(eq(leads.id, lead.id));
}
