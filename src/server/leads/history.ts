import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { lead_events, leads, mail_outbox, user } from '@/db/schema';
import type { Touch } from '@/lib/attribution';
import { maskContactsInText, maskEmail } from '@/lib/lead-mask';
import type { LeadEventType } from '@/lib/leads';
import { recordAudit } from '../audit/log';
import { AUDIT_UNMASKED, type CustomerDataActor } from './access-log';
import { readInboxLead, type InboxLead } from './inbox';

/**
 * A lead's detail view: the lead and its whole history — submission, status
 * changes, assignments, notes, e-mails sent and unmask events — oldest first.
 */

/** One entry of a lead's history. */
export type LeadHistoryEntry =
  | {
      kind: 'event';
      id: string;
      at: Date;
      type: LeadEventType;
      actor: string | null;
      /** A note's text (masked contacts in a masked view). */
      body: string | null;
      data: Record<string, unknown> | null;
    }
  | {
      kind: 'email';
      id: string;
      at: Date;
      /** What the message was, e.g. "notification.demo_request", "newsletter.welcome". */
      mail: string;
      to: string;
      status: 'pending' | 'sent' | 'dead';
      sent_at: Date | null;
    };

/** A lead with its first and last touch and its history. */
export type LeadDetail = {
  lead: InboxLead;
  first: Touch | null;
  last: Touch | null;
  history: LeadHistoryEntry[];
};

/** The first and last touch of lead `id`. */
async function touchesOf(db: Db, id: number): Promise<{ first: Touch | null; last: Touch | null }> {
  const [row] = await db
    .select({ first: leads.first_touch, last: leads.last_touch })
    .from(leads)
    .where(eq(leads.id, id));
  return { first: row?.first ?? null, last: row?.last ?? null };
}

/** The history of lead `id`, oldest first. */
async function historyOf(db: Db, id: number, masked: boolean): Promise<LeadHistoryEntry[]> {
  const [events, mails] = await Promise.all([
    db
      .select({
        id: lead_events.id,
        at: lead_events.created_at,
        type: lead_events.type,
        actor: user.name,
        body: lead_events.body,
        data: lead_events.data,
      })
      .from(lead_events)
      .leftJoin(user, eq(user.id, lead_events.actor_user_id))
      .where(eq(lead_events.lead_id, id))
      .orderBy(asc(lead_events.created_at), asc(lead_events.id)),
    db
      .select({
        id: mail_outbox.id,
        at: mail_outbox.created_at,
        mail: mail_outbox.kind,
        to: mail_outbox.to_address,
        status: mail_outbox.status,
        sent_at: mail_outbox.sent_at,
      })
      .from(mail_outbox)
      .where(eq(mail_outbox.lead_id, id))
      .orderBy(asc(mail_outbox.id))
      .limit(200),
  ]);
  const entries: LeadHistoryEntry[] = [
    ...events.map((e) => ({
      kind: 'event' as const,
      id: `e${e.id}`,
      at: e.at,
      type: e.type,
      actor: e.actor,
      body: e.body !== null && masked ? maskContactsInText(e.body) : e.body,
      data: e.data ?? null,
    })),
    ...mails.map((m) => ({
      kind: 'email' as const,
      id: `m${m.id}`,
      at: m.at,
      mail: m.mail,
      to: masked ? maskEmail(m.to) : m.to,
      status: m.status,
      sent_at: m.sent_at,
    })),
  ];
  return entries.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/**
 * A lead's detail view, masked unless asked otherwise; masked, it carries no message
 * text at all (`message` null, `truncated` true when there is one), nor any answer of a landing
 * page form (each `value` null, `truncated` true when it was answered). An unmasked read is
 * recorded twice in one transaction with the read: an audit row `customer_data.unmasked` (the
 * Access Log, back-office.md §6) and an "unmasked" entry in the lead's own history.
 * @param db - the database
 * @param id - the lead's id
 * @param opts.masked - mask the lead and its history
 * @param opts.actor - who reads (audited when unmasked)
 * @returns the lead and its history, or null when no lead has this id
 * @throws the database error when a read or the audit write fails
 */
export async function leadDetail(
  db: Db,
  id: number,
  opts: { masked: boolean; actor: CustomerDataActor },
): Promise<LeadDetail | null> {
  if (opts.masked) {
    const lead = await readInboxLead(db, id, { masked: true });
    if (!lead) return null;
    // The masked detail holds none of the message, nor of a form's answers: even a preview's
    // first words can be what the person wrote about themselves. The list's card keeps the
    // preview the spec asks for.
    const hidden = {
      ...lead,
      message: null,
      truncated: lead.message !== null,
      form: lead.form && {
        ...lead.form,
        answers: lead.form.answers.map((a) => ({ ...a, value: null, truncated: a.value !== null })),
      },
    };
    return { lead: hidden, ...(await touchesOf(db, id)), history: await historyOf(db, id, true) };
  }
  return db.transaction(async (tx) => {
    const lead = await readInboxLead(tx, id, { masked: false });
    if (!lead) return null;
    await tx
      .insert(lead_events)
      .values({ lead_id: id, type: 'unmasked', actor_user_id: opts.actor.userId });
    await recordAudit(tx, {
      actorUserId: opts.actor.userId,
      action: AUDIT_UNMASKED,
      resourceType: 'leads',
      resourceId: id,
      details: {
        table: 'leads',
        count: 1,
        record_id: id,
        user_agent: opts.actor.userAgent ?? null,
      },
      ip: opts.actor.ip?.slice(0, 64) ?? null,
    });
    return { lead, ...(await touchesOf(tx, id)), history: await historyOf(tx, id, false) };
  });
}
