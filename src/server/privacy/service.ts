import 'server-only';
import { desc, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import {
  audit_log,
  demo_requests,
  form_submissions,
  general_inquiries,
  lead_events,
  leads,
  mail_outbox,
  newsletter_subscribers,
  not_found_paths,
} from '@/db/schema';
import { maskEmail } from '@/lib/lead-mask';
import { recordAudit } from '../audit/log';
import { deleteSubmission } from '../leads/work';
import { containsPattern } from '../like-pattern';
import { deleteWebhookDeliveriesForLeads } from '../webhooks/outbox';

/**
 * Privacy requests and retention: everything held about an e-mail address (right of
 * access), as JSON (portability), erased (right to erasure) with an audit record that keeps no
 * address; and the purge of leads older than the retention period.
 */

/** What erasing writes where an address stood in a note or an audit row. */
export const ERASED = '[erased]';

/** `text` as a case-insensitive regular expression that matches it literally. */
function literalPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const sameEmail = (column: SQL | typeof leads.email, email: string) =>
  sql`lower(${column}) = ${email}`;

/** Everything held about one address ("Find by e-mail"). */
export type PrivacyFindings = {
  email: string;
  leads: {
    id: number;
    type: string;
    status: string;
    name: string;
    company: string | null;
    created_at: Date;
    first_touch: unknown;
    last_touch: unknown;
  }[];
  demo_requests: (typeof demo_requests.$inferSelect)[];
  general_inquiries: (typeof general_inquiries.$inferSelect)[];
  newsletter_subscribers: Omit<typeof newsletter_subscribers.$inferSelect, 'unsubscribe_token'>[];
  /** Submissions of landing pages' forms, with their answers and the consent text agreed to. */
  form_submissions: (typeof form_submissions.$inferSelect)[];
  /** Notes and other history of the person's leads, and notes elsewhere naming the address. */
  history: { id: number; lead_id: number; type: string; body: string | null; created_at: Date }[];
  emails: {
    id: number;
    kind: string;
    to_address: string;
    subject: string;
    status: string;
    created_at: Date;
  }[];
  audit: { id: number; action: string; created_at: Date; details: unknown }[];
  /** 404 monitor rows whose path or referrers hold the address (a mistyped link in an e-mail). */
  not_found: { id: number; path: string; hits: number }[];
};

/**
 * The condition of a 404 monitor row naming the address: in its path (stored percent-encoded, so
 * both as typed and encoded) or among its referrers.
 */
function notFoundConditions(email: string): SQL {
  const forms = [...new Set([email, encodeURIComponent(email)])].map(containsPattern);
  return or(
    ...forms.map((f) => ilike(not_found_paths.path, f)),
    ...forms.map((f) => ilike(sql`${not_found_paths.referrers}::text`, f)),
  ) as SQL;
}

/** The rows of every table that hold `email` (lower-cased); see {@link PrivacyFindings}. */
async function collect(db: Db, email: string): Promise<PrivacyFindings> {
  const like = containsPattern(email);
  const [leadRows, demos, inquiries, subscribers, forms] = await Promise.all([
    db
      .select({
        id: leads.id,
        type: leads.type,
        status: leads.status,
        name: leads.name,
        company: leads.company,
        created_at: leads.created_at,
        first_touch: leads.first_touch,
        last_touch: leads.last_touch,
      })
      .from(leads)
      .where(sameEmail(leads.email, email))
      .orderBy(desc(leads.created_at)),
    db
      .select()
      .from(demo_requests)
      .where(sameEmail(sql`${demo_requests.email}`, email)),
    db
      .select()
      .from(general_inquiries)
      .where(sameEmail(sql`${general_inquiries.email}`, email)),
    db
      .select()
      .from(newsletter_subscribers)
      .where(sameEmail(sql`${newsletter_subscribers.email}`, email)),
    db
      .select()
      .from(form_submissions)
      .where(sameEmail(sql`${form_submissions.email}`, email))
      .orderBy(form_submissions.id),
  ]);
  const leadIds = leadRows.map((l) => l.id);
  const byLead = leadIds.length ? [inArray(lead_events.lead_id, leadIds)] : [];
  const [history, emails, audit, notFound] = await Promise.all([
    db
      .select({
        id: lead_events.id,
        lead_id: lead_events.lead_id,
        type: lead_events.type,
        body: lead_events.body,
        created_at: lead_events.created_at,
      })
      .from(lead_events)
      .where(or(...byLead, ilike(lead_events.body, like)))
      .orderBy(lead_events.created_at),
    db
      .select({
        id: mail_outbox.id,
        kind: mail_outbox.kind,
        to_address: mail_outbox.to_address,
        subject: mail_outbox.subject,
        status: mail_outbox.status,
        created_at: mail_outbox.created_at,
      })
      .from(mail_outbox)
      .where(mailConditions(email, leadIds))
      .orderBy(mail_outbox.id),
    db
      .select({
        id: audit_log.id,
        action: audit_log.action,
        created_at: audit_log.created_at,
        details: audit_log.details,
      })
      .from(audit_log)
      .where(ilike(sql`${audit_log.details}::text`, like))
      .orderBy(audit_log.id),
    db
      .select({ id: not_found_paths.id, path: not_found_paths.path, hits: not_found_paths.hits })
      .from(not_found_paths)
      .where(notFoundConditions(email))
      .orderBy(not_found_paths.id),
  ]);
  return {
    email,
    leads: leadRows,
    demo_requests: demos,
    general_inquiries: inquiries,
    newsletter_subscribers: subscribers.map(({ unsubscribe_token: _t, ...rest }) => rest),
    form_submissions: forms,
    history,
    emails,
    audit,
    not_found: notFound,
  };
}

/** Outbox rows about the person: to the address, of their leads, or naming it in the text. */
function mailConditions(email: string, leadIds: number[]): SQL {
  return or(
    sameEmail(sql`${mail_outbox.to_address}`, email),
    ilike(mail_outbox.text_body, containsPattern(email)),
    ...(leadIds.length ? [inArray(mail_outbox.lead_id, leadIds)] : []),
  ) as SQL;
}

/**
 * "Find by e-mail": everything held about an address — its leads (with
 * attribution), the submissions (landing page forms' with their answers), the history of its leads and notes elsewhere naming it, the
 * e-mails to it or about it, and the audit rows naming it. Audited (`privacy.searched`, or
 * `privacy.exported` for the JSON export), since it reads customer data unmasked; the audit row
 * names the address masked, so the log of searches does not itself become a list of addresses.
 * @param db - the database
 * @param email - the address (trimmed, compared case-insensitively)
 * @param opts.actorId - the admin; `opts.export` - audit as an export
 * @returns the findings
 * @throws the database error when a read or the audit write fails
 */
export async function findByEmail(
  db: Db,
  email: string,
  opts: { actorId: string; export?: boolean },
): Promise<PrivacyFindings> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const findings = await collect(tx, address);
    await recordAudit(tx, {
      actorUserId: opts.actorId,
      action: opts.export ? 'privacy.exported' : 'privacy.searched',
      resourceType: 'leads',
      details: { email: maskEmail(address), leads: findings.leads.length },
    });
    return findings;
  });
}

/** What an erase removed or anonymised, by kind (the audit record keeps only these counts). */
export type ErasureCounts = {
  leads: number;
  demo_requests: number;
  general_inquiries: number;
  newsletter_subscribers: number;
  form_submissions: number;
  emails: number;
  notes_anonymised: number;
  audit_anonymised: number;
  webhooks: number;
  not_found: number;
};

/**
 * Erases everything held about an address (right to erasure), in one transaction:
 * the submissions and their leads and history (foreign keys cascade), every e-mail to it, about
 * its leads or naming it (pending ones are thus never sent), its leads' webhook deliveries
 * (pending ones never sent, logged payloads gone), the 404 monitor's rows naming it; the address
 * is replaced by {@link ERASED} in notes
 * on other leads and in audit rows. One audit row `privacy.erased` keeps the counts, not the
 * address.
 * @param db - the database
 * @param email - the address (trimmed, compared case-insensitively)
 * @param opts.actorId - the admin
 * @returns the counts of what was erased
 * @throws the database error when a write fails (nothing is erased then)
 */
export async function eraseByEmail(
  db: Db,
  email: string,
  opts: { actorId: string },
): Promise<ErasureCounts> {
  const address = email.trim().toLowerCase();
  const pattern = literalPattern(address);
  return db.transaction(async (tx) => {
    const found = await collect(tx, address);
    const leadIds = found.leads.map((l) => l.id);
    const webhooks = await deleteWebhookDeliveriesForLeads(tx, leadIds);
    const emails = await tx
      .delete(mail_outbox)
      .where(mailConditions(address, leadIds))
      .returning({ id: mail_outbox.id });
    for (const lead of await tx.select().from(leads).where(sameEmail(leads.email, address))) {
      await deleteSubmission(tx, lead);
    }
    // Submissions without a lead (none should remain after migration 0021).
    await tx.delete(demo_requests).where(sameEmail(sql`${demo_requests.email}`, address));
    await tx.delete(general_inquiries).where(sameEmail(sql`${general_inquiries.email}`, address));
    await tx
      .delete(newsletter_subscribers)
      .where(sameEmail(sql`${newsletter_subscribers.email}`, address));
    await tx.delete(form_submissions).where(sameEmail(sql`${form_submissions.email}`, address));
    const notes = await tx
      .update(lead_events)
      .set({ body: sql`regexp_replace(${lead_events.body}, ${pattern}, ${ERASED}, 'gi')` })
      .where(ilike(lead_events.body, containsPattern(address)))
      .returning({ id: lead_events.id });
    const audits = await tx
      .update(audit_log)
      .set({
        details: sql`regexp_replace(${audit_log.details}::text, ${pattern}, ${ERASED}, 'gi')::jsonb`,
      })
      .where(ilike(sql`${audit_log.details}::text`, containsPattern(address)))
      .returning({ id: audit_log.id });
    const notFound = await tx
      .delete(not_found_paths)
      .where(notFoundConditions(address))
      .returning({ id: not_found_paths.id });
    const counts: ErasureCounts = {
      leads: leadIds.length,
      demo_requests: found.demo_requests.length,
      general_inquiries: found.general_inquiries.length,
      newsletter_subscribers: found.newsletter_subscribers.length,
      form_submissions: found.form_submissions.length,
      emails: emails.length,
      notes_anonymised: notes.length,
      audit_anonymised: audits.length,
      webhooks,
      not_found: notFound.length,
    };
    await recordAudit(tx, {
      actorUserId: opts.actorId,
      action: 'privacy.erased',
      resourceType: 'leads',
      details: counts,
    });
    return counts;
  });
}

/** The lead ids created before `before`, for the retention purge. */
function expiredLeads(before: Date): SQL {
  return lt(leads.created_at, before) as SQL;
}

/** The time before which leads are purged: `months` months before `now`. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * How many leads a retention of `months` would purge now (the dry run before a retention is saved).
 * @param months - the retention period, in months (1 to 120)
 */
export async function countExpiredLeads(db: Db, months: number, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leads)
    .where(expiredLeads(retentionCutoff(now, months)));
  return row?.n ?? 0;
}

/**
 * Purges the leads older than `months` months: each with its submission,
 * history, e-mails and webhook deliveries, in batches of 500, one
 * audit row `privacy.retention_purged` with the count.
 * @returns how many leads were purged
 */
export async function purgeExpiredLeads(
  db: Db,
  months: number,
  opts: { now?: Date } = {},
): Promise<number> {
  const cutoff = retentionCutoff(opts.now ?? new Date(), months);
  let purged = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(leads)
        .where(expiredLeads(cutoff))
        .orderBy(leads.id)
        .limit(500)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return 0;
      const ids = rows.map((r) => r.id);
      await deleteWebhookDeliveriesForLeads(tx, ids);
      await tx.delete(mail_outbox).where(inArray(mail_outbox.lead_id, ids));
      for (const lead of rows) await deleteSubmission(tx, lead);
      return rows.length;
    });
    purged += batch;
    if (batch < 500) break;
  }
  if (purged > 0) {
    await recordAudit(db, {
      actorUserId: null,
      action: 'privacy.retention_purged',
      resourceType: 'leads',
      details: { count: purged, months, before: cutoff.toISOString() },
    });
  }
  return purged;
}
