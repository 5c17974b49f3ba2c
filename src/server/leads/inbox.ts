import 'server-only';
import { and, count, desc, eq, inArray, isNull, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import {
  admin_users,
  demo_requests,
  form_submissions,
  general_inquiries,
  leads,
  newsletter_subscribers,
  user,
} from '@/db/schema';
import type { Touch } from '@/lib/attribution';
import { maskAnswer, maskEmail, maskLongText, maskName, maskPhone } from '@/lib/lead-mask';
import {
  LEAD_STATUSES,
  LEADS_PAGE_SIZE,
  type BookingStatus,
  type LeadAnswer,
  type LeadStatus,
  type LeadType,
} from '@/lib/leads';
import { NO_OWNER, type LeadInboxQuery } from '@/lib/validation/lead-inbox';
import { recordAudit } from '../audit/log';
import { containsPattern } from '../like-pattern';
import { pageOf, type PageInfo } from '../paging';
import { AUDIT_UNMASKED, type CustomerDataActor } from './access-log';
import { createdBetween } from './sources';

/**
 * The lead inbox's reads: one list across demo requests, contact messages and landing page forms
 * (newsletter sign-ups as a type filter), filtered, searched and paged on the server, masked
 * unless asked otherwise (the caller audits an unmasked read), with counts per status.
 */

/**
 * A custom question of a landing page form and its answer. Masked (as a message is): `value` is
 * the masked preview of the answer's text, or null in a masked detail; `truncated` then says
 * there was an answer.
 */
export type InboxAnswer = LeadAnswer & { truncated: boolean };

/**
 * Where a landing page form's lead came from and what it answered; of this, only the answers are
 * personal.
 */
export type InboxForm = {
  page_path: string;
  page_title: string;
  form_name: string;
  answers: InboxAnswer[];
  /** The consent checkbox's text the person agreed to, or null when the form asked none. */
  consent_text: string | null;
};

/**
 * One lead as the inbox lists it. Masked: name, e-mail, phone masked, message and a form's answers
 * a preview.
 */
export type InboxLead = {
  id: number;
  type: LeadType;
  status: LeadStatus;
  owner: { id: string; name: string } | null;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  /** The contact message, or a demo request's notes; when masked a masked preview. */
  message: string | null;
  /** True when `message` was cut to a preview (the "Truncated" badge). */
  truncated: boolean;
  /** A newsletter subscriber's state; null for other types. */
  subscribed: boolean | null;
  /**
   * A newsletter subscriber whose address bounced (a hard bounce, or two soft ones): campaigns no
   * longer go to it. False for other types.
   */
  bounced: boolean;
  /** A landing page form's page, form and answers; null for other types. */
  form: InboxForm | null;
  source: string;
  medium: string;
  campaign: string | null;
  landing_page: string | null;
  spam_reason: string | null;
  /** A demo booked on the booking page: when, and whether it still stands. */
  booking_at: Date | null;
  booking_status: BookingStatus | null;
  created_at: Date;
};

/** A page of the inbox. */
export type InboxPage = PageInfo & {
  leads: InboxLead[];
  /** Leads per status under every filter but the status one. */
  statusCounts: Record<LeadStatus, number>;
};

/**
 * What the search matches in a masked view: only what that view shows in clear (company, source,
 * medium, campaign, landing page). Matching the hidden name or e-mail would let the list answer
 * whether a guess was right, and so give back the masked data one character at a time.
 */
const maskedSearchText = sql`lower(coalesce(${leads.company}, '') || ' ' || ${leads.source} || ' ' || ${leads.medium} || ' ' || coalesce(${leads.campaign}, '') || ' ' || coalesce(${leads.landing_page}, ''))`;

/**
 * A landing page form's lead whose page (title or path) or form name matches `pattern`: shown in
 * clear in both views, so both search it (the leads of one page, of one form). The submissions
 * matching are read once (a hashed subquery), not once per lead.
 */
const formMatches = (pattern: string) =>
  sql`${leads.form_submission_id} in (select ${form_submissions.id} from ${form_submissions} where lower(${form_submissions.page_title} || ' ' || ${form_submissions.page_path} || ' ' || ${form_submissions.form_name}) like ${pattern})`;

/** The filters of `q` but the status one, as SQL conditions on `leads`. */
function baseConditions(q: LeadInboxQuery, masked: boolean): SQL[] {
  const where: SQL[] = [];
  // "All leads": every kind a person writes to sales with; sign-ups are a list of their own.
  if (q.type === 'leads') where.push(ne(leads.type, 'newsletter'));
  else where.push(eq(leads.type, q.type));
  if (q.owner === NO_OWNER) where.push(isNull(leads.owner_user_id));
  else if (q.owner) where.push(eq(leads.owner_user_id, q.owner));
  if (q.source) where.push(eq(leads.source, q.source));
  if (q.campaign) where.push(eq(leads.campaign, q.campaign));
  where.push(...createdBetween(q));
  // Unmasked: one lower-cased column of name, e-mail and company (`search_text`), read once per
  // row. Masked: only what the view shows. Both: a form's page and name.
  if (q.q) {
    const pattern = containsPattern(q.q.toLowerCase());
    where.push(
      or(like(masked ? maskedSearchText : leads.search_text, pattern), formMatches(pattern))!,
    );
  }
  return where;
}

/** The status condition: one status, or every status but Spam. */
function statusCondition(status: LeadStatus | ''): SQL {
  return status ? eq(leads.status, status) : ne(leads.status, 'spam');
}

/** The full rows of `ids` (unmasked), in the order of `ids`. */
async function rowsOf(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: leads.id,
      type: leads.type,
      status: leads.status,
      owner_id: leads.owner_user_id,
      owner_name: user.name,
      name: leads.name,
      email: leads.email,
      company: leads.company,
      phone: sql<
        string | null
      >`coalesce(${demo_requests.phone}, ${general_inquiries.phone}, ${form_submissions.phone})`,
      message: sql<
        string | null
      >`coalesce(${general_inquiries.message}, ${demo_requests.notes}, ${form_submissions.message})`,
      subscribed: newsletter_subscribers.is_active,
      bounced: sql<boolean>`${newsletter_subscribers.bounced_at} is not null`,
      spam_reason: sql<
        string | null
      >`coalesce(${demo_requests.spam_reason}, ${general_inquiries.spam_reason}, ${newsletter_subscribers.spam_reason}, ${form_submissions.spam_reason})`,
      form_id: form_submissions.id,
      form_person: form_submissions.name,
      form_page_path: form_submissions.page_path,
      form_page_title: form_submissions.page_title,
      form_name: form_submissions.form_name,
      form_answers: form_submissions.answers,
      form_consent: form_submissions.consent_text,
      source: leads.source,
      medium: leads.medium,
      campaign: leads.campaign,
      landing_page: leads.landing_page,
      booking_at: leads.booking_at,
      booking_status: leads.booking_status,
      created_at: leads.created_at,
    })
    .from(leads)
    .leftJoin(user, eq(user.id, leads.owner_user_id))
    .leftJoin(demo_requests, eq(demo_requests.id, leads.demo_request_id))
    .leftJoin(general_inquiries, eq(general_inquiries.id, leads.general_inquiry_id))
    .leftJoin(newsletter_subscribers, eq(newsletter_subscribers.id, leads.newsletter_subscriber_id))
    .leftJoin(form_submissions, eq(form_submissions.id, leads.form_submission_id))
    .where(inArray(leads.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
}

type Row = Awaited<ReturnType<typeof rowsOf>>[number];

/**
 * A landing page form's part of a lead row: unmasked as stored, or each answer replaced by its
 * masked preview as the message is; null for a lead of another kind.
 */
function inboxForm(r: Row, masked: boolean): InboxForm | null {
  if (r.form_id === null) return null;
  return {
    page_path: r.form_page_path!,
    page_title: r.form_page_title!,
    form_name: r.form_name!,
    answers: (r.form_answers ?? []).map((a) => {
      const value = masked ? maskAnswer(a.value) : a.value;
      return { label: a.label, type: a.type, value, truncated: masked && value !== null };
    }),
    consent_text: r.form_consent,
  };
}

/**
 * A lead row as the inbox shows it: unmasked as stored, or masked field by field (names, e-mails,
 * phones masked; the message and a form's answers replaced by a masked preview), building a new
 * object so nothing unlisted leaves the server. A form's lead is named as its form asked: no
 * name when it asked none.
 */
export function inboxLead(r: Row, masked: boolean): InboxLead {
  const preview = masked && r.message ? maskLongText(r.message) : null;
  const name = r.form_id === null ? r.name : (r.form_person ?? '');
  return {
    id: r.id,
    type: r.type,
    status: r.status,
    owner: r.owner_id ? { id: r.owner_id, name: r.owner_name ?? 'Former member' } : null,
    name: masked && name ? maskName(name) : name,
    email: masked ? maskEmail(r.email) : r.email,
    phone: r.phone ? (masked ? maskPhone(r.phone) : r.phone) : null,
    company: r.company,
    message: preview ? preview.text : r.message,
    truncated: preview?.truncated ?? false,
    subscribed: r.type === 'newsletter' ? (r.subscribed ?? null) : null,
    bounced: r.type === 'newsletter' && r.bounced === true,
    form: inboxForm(r, masked),
    source: r.source,
    medium: r.medium,
    campaign: r.campaign,
    landing_page: r.landing_page,
    spam_reason: r.spam_reason,
    booking_at: r.booking_at,
    booking_status: r.booking_status,
    created_at: r.created_at,
  };
}

/**
 * One page of the lead inbox, newest first, {@link LEADS_PAGE_SIZE} per page; a
 * page past the last shows the last. The status filter '' lists every lead but Spam.
 * @param db - the database
 * @param q - the cleaned view (`parseLeadInboxQuery`)
 * @param opts.masked - mask names, e-mails, phones, messages and answers (the caller audits an
 *   unmasked read); the search `q.q` then matches only what the masked view shows (company,
 *   source, medium, campaign, landing page, a form's page and name)
 * @returns the page's leads, the total, the page number and count, and counts per status
 * @throws the database error when a read fails
 */
export async function listInbox(
  db: Db,
  q: LeadInboxQuery,
  opts: { masked: boolean },
): Promise<InboxPage> {
  const base = baseConditions(q, opts.masked);
  const where = and(...base, statusCondition(q.status));
  // The counts per status under the other filters give the total too (one scan, not two).
  const grouped = await db
    .select({ status: leads.status, n: count() })
    .from(leads)
    .where(and(...base))
    .groupBy(leads.status);
  const statusCounts = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<
    LeadStatus,
    number
  >;
  for (const g of grouped) statusCounts[g.status] = g.n;
  const total = q.status
    ? statusCounts[q.status]
    : LEAD_STATUSES.filter((s) => s !== 'spam').reduce((n, s) => n + statusCounts[s], 0);
  const { page, pageCount, offset } = pageOf(total, q.page, LEADS_PAGE_SIZE);
  const ids = await db
    .select({ id: leads.id })
    .from(leads)
    .where(where)
    .orderBy(desc(leads.created_at), desc(leads.id))
    .limit(LEADS_PAGE_SIZE)
    .offset(offset);
  const rows = await rowsOf(
    db,
    ids.map((r) => r.id),
  );
  return {
    leads: rows.map((r) => inboxLead(r, opts.masked)),
    total,
    page,
    pageCount,
    statusCounts,
  };
}

/**
 * Every lead of a view (the CSV export), newest first, at most `limit`, with its
 * first and last touch.
 * @param opts.masked - mask, and search, as the masked inbox does
 * @param opts.limit - the most leads read
 */
export async function exportInbox(
  db: Db,
  q: LeadInboxQuery,
  opts: { masked: boolean; limit: number },
): Promise<{ lead: InboxLead; first: Touch | null; last: Touch | null }[]> {
  const ids = await db
    .select({ id: leads.id, first: leads.first_touch, last: leads.last_touch })
    .from(leads)
    .where(and(...baseConditions(q, opts.masked), statusCondition(q.status)))
    .orderBy(desc(leads.created_at), desc(leads.id))
    .limit(opts.limit);
  const touches = new Map(ids.map((r) => [r.id, r]));
  const rows: Row[] = [];
  // In chunks: one `in (...)` list stays small.
  for (let i = 0; i < ids.length; i += 1000) {
    rows.push(
      ...(await rowsOf(
        db,
        ids.slice(i, i + 1000).map((r) => r.id),
      )),
    );
  }
  return rows.map((r) => ({
    lead: inboxLead(r, opts.masked),
    first: touches.get(r.id)?.first ?? null,
    last: touches.get(r.id)?.last ?? null,
  }));
}

/**
 * One lead, as the inbox shows it (its detail view).
 * @returns the lead, masked or not, or null when no lead has this id
 */
export async function readInboxLead(
  db: Db,
  id: number,
  opts: { masked: boolean },
): Promise<InboxLead | null> {
  const [row] = await rowsOf(db, [id]);
  return row ? inboxLead(row, opts.masked) : null;
}

/**
 * The filter choices of the inbox: the sources and campaigns seen (most used first, at most 100
 * each) and the team members a lead can be assigned to.
 */
export async function inboxFilterChoices(db: Db) {
  const [sources, campaigns, owners] = await Promise.all([
    db
      .select({ value: leads.source, n: count() })
      .from(leads)
      .groupBy(leads.source)
      .orderBy(desc(count()))
      .limit(100),
    db
      .select({ value: leads.campaign, n: count() })
      .from(leads)
      .where(sql`${leads.campaign} is not null`)
      .groupBy(leads.campaign)
      .orderBy(desc(count()))
      .limit(100),
    db
      .select({ id: user.id, name: user.name })
      .from(user)
      .innerJoin(admin_users, eq(admin_users.user_id, user.id))
      .where(eq(admin_users.is_active, true))
      .orderBy(user.name),
  ]);
  return {
    sources: sources.map((s) => s.value),
    campaigns: campaigns.map((c) => c.value as string),
    owners,
  };
}

/**
 * The inbox page, audited when unmasked (back-office.md §6 "every such access is logged"): an
 * unmasked page writes one audit row `customer_data.unmasked` (table `leads`, the number of leads
 * returned, the filters) in the same transaction as the read.
 * @param actor - who reads: user id, IP and user agent
 * @returns as {@link listInbox}
 */
export async function listInboxAudited(
  db: Db,
  q: LeadInboxQuery,
  opts: { masked: boolean; actor: CustomerDataActor },
): Promise<InboxPage> {
  if (opts.masked) return listInbox(db, q, { masked: true });
  return db.transaction(async (tx) => {
    const page = await listInbox(tx, q, { masked: false });
    await recordAudit(tx, {
      actorUserId: opts.actor.userId,
      action: AUDIT_UNMASKED,
      resourceType: 'leads',
      details: {
        table: 'leads',
        count: page.leads.length,
        record_id: null,
        filters: q,
        user_agent: opts.actor.userAgent?.slice(0, 512) ?? null,
      },
      ip: opts.actor.ip?.slice(0, 64) ?? null,
    });
    return page;
  });
}
