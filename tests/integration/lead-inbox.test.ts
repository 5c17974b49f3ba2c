/**
 * The lead inbox (issue #24 §1–§3) on PGlite and PostgreSQL: every submission gets a lead with its
 * attribution; the inbox lists, filters, searches, pages and counts them, masked unless asked;
 * status, owner and notes are kept in the lead's history and audited; a suspected-spam
 * submission waits in Spam until "Not spam" sends the notification it withheld. A landing page
 * form's submission is a lead like the others: listed, searched, masked, detailed, released from
 * Spam and sent to webhooks with its page, form and answers.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDbHandle } from '@/db/client';
import {
  audit_log,
  demo_requests,
  form_submissions,
  leads,
  mail_outbox,
  newsletter_subscribers,
  webhook_deliveries,
  webhook_endpoints,
} from '@/db/schema';
import { parseAttribution } from '@/lib/attribution';
import { DEFAULT_LEAD_QUERY } from '@/lib/validation/lead-inbox';
import { contactSchema, demoRequestSchema, newsletterSchema } from '@/lib/validation/leads';
import { WEBHOOK_EVENTS } from '@/lib/webhooks';
import { createConfirmedUser } from '@/server/admin/users';
import { leadDetail } from '@/server/leads/history';
import { exportInbox, listInbox, listInboxAudited, readInboxLead } from '@/server/leads/inbox';
import { loadLeadInbox } from '@/server/leads/queries';
import { createContactMessage, createDemoRequest } from '@/server/leads/service';
import {
  addLeadNote,
  assignLead,
  deleteSpamLead,
  markNotSpam,
  setLeadStatus,
} from '@/server/leads/work';
import {
  subscribeToNewsletter,
  unsubscribeByToken,
  unsubscribeToken,
} from '@/server/newsletter/service';
import type { SubmittableForm } from '@/server/pages/forms';
import { eraseByEmail } from '@/server/privacy/service';
import { writeSetting } from '@/server/settings/store';
import { slackMessage } from '@/server/webhooks/message';
import { dbTargets, type TestDatabase } from './helpers/db';
import { publishLandingForm, SHOW_CONSENT, submitLandingForm } from './helpers/landing-form';

process.env.ADMIN_NOTIFY_EMAILS = 'sales@lizit.test';

const demo = (email: string, extra: Record<string, unknown> = {}) =>
  demoRequestSchema.parse({
    first_name: 'Jane',
    last_name: 'Doe',
    email,
    company: 'Acme Rentals',
    ...extra,
  });
const springTouch = {
  landing_page: '/',
  utm_source: 'newsletter',
  utm_campaign: 'spring',
  at: new Date().toISOString(),
};

describe.each(dbTargets())('lead inbox on $name', ({ create }) => {
  let t: TestDatabase;
  let actor: string;
  let owner: string;

  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    actor = await createConfirmedUser(t.db, 'inbox@lizit.com', 'Inbox-pass-1', {
      name: 'Ines Inbox',
      admin: true,
    });
    owner = await createConfirmedUser(t.db, 'owner@lizit.com', 'Owner-pass-1', {
      name: 'Olga Owner',
      admin: true,
      role: 'editor',
    });
  });
  afterAll(async () => {
    setDbHandle(undefined);
    await t?.dispose();
  });

  const leadOf = async (demoId: number) =>
    (await t.db.select().from(leads).where(eq(leads.demo_request_id, demoId)))[0]!;

  it('stores the first and last touch of a submission and lists it masked with its source', async () => {
    const attribution = parseAttribution({
      first: springTouch,
      last: { landing_page: '/product', referrer_host: 'www.google.com', at: springTouch.at },
    });
    const id = await createDemoRequest(t.db, demo('jane.attrib@acme.test'), { attribution });
    const lead = await leadOf(id);
    expect(lead).toMatchObject({
      type: 'demo_request',
      status: 'new',
      source: 'newsletter',
      campaign: 'spring',
      landing_page: '/',
    });
    expect(lead.last_touch?.referrer_host).toBe('www.google.com');

    const page = await listInbox(
      t.db,
      { ...DEFAULT_LEAD_QUERY, campaign: 'spring' },
      { masked: true },
    );
    expect(page.leads.map((l) => l.id)).toEqual([lead.id]);
    expect(page.leads[0]!.email).not.toContain('jane.attrib');
    expect(page.leads[0]!.source).toBe('newsletter');
    const full = await listInbox(
      t.db,
      { ...DEFAULT_LEAD_QUERY, q: 'jane.attrib' },
      { masked: false },
    );
    expect(full.leads[0]!.email).toBe('jane.attrib@acme.test');
  });

  it('lists demo requests and contact messages together, newsletter sign-ups as a filter', async () => {
    await createContactMessage(
      t.db,
      contactSchema.parse({
        name: 'Carl Contact',
        email: 'carl@acme.test',
        message: 'Hello there',
      }),
    );
    await subscribeToNewsletter(
      t.db,
      newsletterSchema.parse({ name: 'Nina', email: 'nina@acme.test' }),
    );
    const all = await listInbox(t.db, { ...DEFAULT_LEAD_QUERY, q: 'acme.test' }, { masked: false });
    expect(all.leads.map((l) => l.type).sort()).toEqual(['contact', 'demo_request']);
    const news = await listInbox(
      t.db,
      { ...DEFAULT_LEAD_QUERY, type: 'newsletter', q: 'nina' },
      { masked: false },
    );
    expect(news.leads).toHaveLength(1);
    expect(news.leads[0]!.subscribed).toBe(true);
  });

  it('searches a masked view only in what it shows, so hidden names and e-mails cannot be guessed', async () => {
    await createDemoRequest(
      t.db,
      demo('secret.person@hidden.test', {
        first_name: 'Secret',
        last_name: 'Person',
        company: 'Oracle Lifts',
      }),
      { attribution: parseAttribution({ first: { ...springTouch, utm_campaign: 'oracle-q4' } }) },
    );
    const masked = (q: string) =>
      listInbox(t.db, { ...DEFAULT_LEAD_QUERY, q }, { masked: true }).then((p) => p.total);
    // Any part of the hidden e-mail or name finds nothing: the list answers no guess.
    for (const guess of ['secret.person@hidden.test', 's@h', 'secret', 'hidden.test', 'person'])
      expect(await masked(guess), guess).toBe(0);
    // What the view shows is found: company, source, campaign.
    expect(await masked('oracle lifts')).toBe(1);
    expect(await masked('oracle-q4')).toBe(1);
    // Unmasked (audited elsewhere), the whole record is searched.
    const full = await listInbox(
      t.db,
      { ...DEFAULT_LEAD_QUERY, q: 'secret.person@' },
      { masked: false },
    );
    expect(full.total).toBe(1);
    // The masked CSV of the same search holds nothing either.
    const csv = await exportInbox(
      t.db,
      { ...DEFAULT_LEAD_QUERY, q: 'secret.person' },
      { masked: true, limit: 100 },
    );
    expect(csv).toHaveLength(0);
  });

  it('a masked lead detail holds no message text', async () => {
    const id = await createContactMessage(
      t.db,
      contactSchema.parse({
        name: 'Mia Message',
        email: 'mia@acme.test',
        message: 'My fleet has 42 scissor lifts in Ohio',
      }),
    );
    const [lead] = await t.db.select().from(leads).where(eq(leads.general_inquiry_id, id));
    const detail = await leadDetail(t.db, lead!.id, { masked: true, actor: { userId: actor } });
    expect(detail!.lead.message).toBeNull();
    expect(detail!.lead.truncated).toBe(true);
    expect(JSON.stringify(detail)).not.toMatch(/fleet|scissor|Ohio/);
  });

  it('keeps status, owner and notes in the history, audited', async () => {
    const id = await createDemoRequest(t.db, demo('work@acme.test'));
    const lead = await leadOf(id);
    await setLeadStatus(t.db, actor, lead.id, 'contacted');
    await assignLead(t.db, actor, lead.id, owner);
    await addLeadNote(t.db, actor, lead.id, 'Called, wants a demo next week. jane@acme.test');
    await expect(assignLead(t.db, actor, lead.id, 'no-such-user')).rejects.toMatchObject({
      status: 422,
    });

    const detail = await leadDetail(t.db, lead.id, { masked: true, actor: { userId: actor } });
    expect(detail!.lead).toMatchObject({
      status: 'contacted',
      owner: { id: owner, name: 'Olga Owner' },
    });
    const types = detail!.history.map((h) => (h.kind === 'event' ? h.type : 'email'));
    expect(types).toEqual(['submitted', 'email', 'status_changed', 'owner_changed', 'note']);
    const note = detail!.history.find((h) => h.kind === 'event' && h.type === 'note');
    expect(note && note.kind === 'event' && note.body).not.toContain('jane@acme.test');

    const audits = await t.db
      .select({ action: audit_log.action })
      .from(audit_log)
      .where(and(eq(audit_log.resource_type, 'leads'), eq(audit_log.resource_id, String(lead.id))));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'lead.assigned',
      'lead.note_added',
      'lead.status_changed',
    ]);

    // The status filter and the counts per status.
    const contacted = await listInbox(
      t.db,
      { ...DEFAULT_LEAD_QUERY, status: 'contacted' },
      { masked: true },
    );
    expect(contacted.leads.map((l) => l.id)).toContain(lead.id);
    expect(contacted.statusCounts.contacted).toBeGreaterThanOrEqual(1);
    const mine = await listInbox(t.db, { ...DEFAULT_LEAD_QUERY, owner }, { masked: true });
    expect(mine.leads.map((l) => l.id)).toEqual([lead.id]);

    // An unmasked detail is audited and shows in the lead's history.
    const full = await leadDetail(t.db, lead.id, { masked: false, actor: { userId: actor } });
    expect(full!.lead.email).toBe('work@acme.test');
    expect(full!.history.at(-1)).toMatchObject({
      kind: 'event',
      type: 'unmasked',
      actor: 'Ines Inbox',
    });
  });

  it('holds suspected spam in Spam, and "Not spam" sends the notification it withheld, once', async () => {
    const id = await createDemoRequest(t.db, demo('fast@acme.test'), { spamReason: 'too_fast' });
    const lead = await leadOf(id);
    expect(lead.status).toBe('spam');
    const mails = () => t.db.select().from(mail_outbox).where(eq(mail_outbox.lead_id, lead.id));
    expect(await mails()).toHaveLength(0);
    const inbox = await listInbox(t.db, DEFAULT_LEAD_QUERY, { masked: true });
    expect(inbox.leads.map((l) => l.id)).not.toContain(lead.id);
    const spam = await listInbox(t.db, { ...DEFAULT_LEAD_QUERY, status: 'spam' }, { masked: true });
    expect(spam.leads.map((l) => l.id)).toContain(lead.id);

    const change = await markNotSpam(t.db, actor, lead.id);
    expect(change).toMatchObject({ changed: true, to: 'new', queued: 1 });
    expect((await mails()).map((m) => m.kind)).toEqual(['notification.demo_request']);
    const [row] = await t.db.select().from(demo_requests).where(eq(demo_requests.id, id));
    expect(row!.spam_reason).toBeNull();
    await expect(markNotSpam(t.db, actor, lead.id)).rejects.toMatchObject({ status: 409 });
    // Back to Spam and out again: notified once only.
    await setLeadStatus(t.db, actor, lead.id, 'spam');
    expect((await setLeadStatus(t.db, actor, lead.id, 'new')).queued).toBe(0);
  });

  it('lets a newsletter sign-up out of Spam with its welcome e-mail, and deletes spam on request', async () => {
    await subscribeToNewsletter(
      t.db,
      newsletterSchema.parse({ name: 'Sam', email: 'sam.spam@acme.test' }),
      { spamReason: 'too_fast' },
    );
    const [sub] = await t.db
      .select()
      .from(newsletter_subscribers)
      .where(eq(newsletter_subscribers.email, 'sam.spam@acme.test'));
    const [lead] = await t.db
      .select()
      .from(leads)
      .where(eq(leads.newsletter_subscriber_id, sub!.id));
    expect(lead!.status).toBe('spam');
    await markNotSpam(t.db, actor, lead!.id);
    const kinds = (
      await t.db.select().from(mail_outbox).where(eq(mail_outbox.lead_id, lead!.id))
    ).map((m) => m.kind);
    expect(kinds.sort()).toEqual(['newsletter.welcome', 'notification.newsletter_signup']);
    const [active] = await t.db
      .select({ is_active: newsletter_subscribers.is_active })
      .from(newsletter_subscribers)
      .where(eq(newsletter_subscribers.id, sub!.id));
    expect(active!.is_active).toBe(true);

    const id = await createDemoRequest(t.db, demo('bot@acme.test'), { spamReason: 'too_fast' });
    const spamLead = await leadOf(id);
    await expect(deleteSpamLead(t.db, actor, lead!.id)).rejects.toMatchObject({ status: 409 });
    await deleteSpamLead(t.db, actor, spamLead.id);
    expect(await t.db.select().from(demo_requests).where(eq(demo_requests.id, id))).toHaveLength(0);
    expect(await t.db.select().from(leads).where(eq(leads.id, spamLead.id))).toHaveLength(0);
  });

  it('audits an unmasked inbox page', async () => {
    const before = await t.db
      .select()
      .from(audit_log)
      .where(eq(audit_log.action, 'customer_data.unmasked'));
    await listInboxAudited(t.db, DEFAULT_LEAD_QUERY, { masked: false, actor: { userId: actor } });
    await listInboxAudited(t.db, DEFAULT_LEAD_QUERY, { masked: true, actor: { userId: actor } });
    const after = await t.db
      .select()
      .from(audit_log)
      .where(eq(audit_log.action, 'customer_data.unmasked'));
    expect(after.length).toBe(before.length + 1);
  });

  it('pages past 50 leads and clamps a page past the last', async () => {
    const values = Array.from({ length: 60 }, (_, i) => ({
      first_name: 'P',
      last_name: `${i}`,
      name: `Pager ${i}`,
      email: `pager${i}@page.test`,
      company: 'Pages Inc',
    }));
    const rows = await t.db
      .insert(demo_requests)
      .values(values)
      .returning({ id: demo_requests.id });
    await t.db.insert(leads).values(
      rows.map((r, i) => ({
        type: 'demo_request' as const,
        demo_request_id: r.id,
        name: `Pager ${i}`,
        email: `pager${i}@page.test`,
        company: 'Pages Inc',
        created_at: new Date(Date.UTC(2025, 0, 1, 0, i)),
      })),
    );
    const q = { ...DEFAULT_LEAD_QUERY, q: 'Pages Inc' };
    const one = await listInbox(t.db, q, { masked: true });
    expect(one).toMatchObject({ total: 60, pageCount: 2, page: 1 });
    expect(one.leads).toHaveLength(50);
    const two = await listInbox(t.db, { ...q, page: 9 }, { masked: true });
    expect(two.page).toBe(2);
    expect(two.leads).toHaveLength(10);
    const day = await listInbox(
      t.db,
      { ...q, from: '2025-01-01', to: '2025-01-01' },
      { masked: true },
    );
    expect(day.total).toBe(60);
    const none = await listInbox(t.db, { ...q, from: '2025-01-02' }, { masked: true });
    expect(none.total).toBe(0);
  });
});

describe.each(dbTargets())('lead webhook events on $name', ({ create }) => {
  let t: TestDatabase;
  let actor: string;

  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    actor = await createConfirmedUser(t.db, 'hooks@lizit.com', 'Hooks-pass-1', {
      name: 'Hank Hooks',
      admin: true,
    });
    await t.db.insert(webhook_endpoints).values({
      name: 'CRM',
      url: 'https://crm.example/hooks',
      secret: 'whsec_dGVzdA==',
      events: [...WEBHOOK_EVENTS],
    });
  });
  afterAll(async () => {
    setDbHandle(undefined);
    await t?.dispose();
  });

  const events = async (leadId: number) =>
    (
      await t.db
        .select()
        .from(webhook_deliveries)
        .where(eq(webhook_deliveries.lead_id, leadId))
        .orderBy(webhook_deliveries.id)
    ).map((d) => ({ type: d.event_type, data: d.payload.data as Record<string, unknown> }));

  it('queues lead.created with the lead and its attribution, and status changes', async () => {
    const attribution = parseAttribution({ first: springTouch });
    const id = await createDemoRequest(t.db, demo('hook@acme.test'), { attribution });
    const [lead] = await t.db.select().from(leads).where(eq(leads.demo_request_id, id));
    const [created] = await events(lead!.id);
    expect(created).toMatchObject({
      type: 'lead.created',
      data: {
        lead: {
          id: lead!.id,
          type: 'demo_request',
          status: 'new',
          email: 'hook@acme.test',
          company: 'Acme Rentals',
          source: 'newsletter',
          campaign: 'spring',
          first_touch: { utm_campaign: 'spring' },
        },
      },
    });
    await setLeadStatus(t.db, actor, lead!.id, 'qualified');
    expect((await events(lead!.id)).at(-1)).toMatchObject({
      type: 'lead.status_changed',
      data: { previous_status: 'new', lead: { status: 'qualified' } },
    });
  });

  it('queues nothing for spam until "Not spam", then lead.created; erase removes the deliveries', async () => {
    const id = await createDemoRequest(t.db, demo('held@acme.test'), { spamReason: 'too_fast' });
    const [lead] = await t.db.select().from(leads).where(eq(leads.demo_request_id, id));
    expect(await events(lead!.id)).toEqual([]);
    await markNotSpam(t.db, actor, lead!.id);
    expect((await events(lead!.id)).map((e) => e.type)).toEqual([
      'lead.created',
      'lead.status_changed',
    ]);
    const counts = await eraseByEmail(t.db, 'held@acme.test', { actorId: actor });
    expect(counts.webhooks).toBe(2);
    expect(await events(lead!.id)).toEqual([]);
  });

  it('queues newsletter.subscribed and newsletter.unsubscribed', async () => {
    await subscribeToNewsletter(
      t.db,
      newsletterSchema.parse({ name: 'Una', email: 'una@acme.test' }),
    );
    const [sub] = await t.db
      .select()
      .from(newsletter_subscribers)
      .where(eq(newsletter_subscribers.email, 'una@acme.test'));
    const [lead] = await t.db
      .select()
      .from(leads)
      .where(eq(leads.newsletter_subscriber_id, sub!.id));
    await unsubscribeByToken(t.db, unsubscribeToken(sub!.id, sub!.unsubscribe_token));
    expect((await events(lead!.id)).map((e) => e.type)).toEqual([
      'newsletter.subscribed',
      'newsletter.unsubscribed',
    ]);
  });
});

describe.each(dbTargets())('landing page form leads on $name', ({ create }) => {
  let t: TestDatabase;
  let actor: string;
  let form: SubmittableForm;

  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    actor = await createConfirmedUser(t.db, 'forms@lizit.com', 'Forms-pass-1', {
      name: 'Fay Forms',
      admin: true,
    });
    await t.db.insert(webhook_endpoints).values({
      name: 'CRM',
      url: 'https://crm.example/hooks',
      secret: 'whsec_dGVzdA==',
      events: [...WEBHOOK_EVENTS],
    });
    form = await publishLandingForm(t.db, actor, { path: '/spring-show', title: 'Spring show' });
  });
  afterAll(async () => {
    setDbHandle(undefined);
    await t?.dispose();
  });

  const answers = {
    'Full name': 'Fiona Fleet',
    'Work e-mail': 'fiona@fleetyard.test',
    Company: 'Fleet Yard',
    Phone: '+1 555 010 4242',
    'Fleet size': 40,
    'Which products?': ['Rentals', 'Billing'],
    'Call me back': true,
    'Anything else?': 'We run 40 scissor lifts in Ohio.',
    consent: true,
  };
  /** What a masked response must never hold. */
  const RAW = [
    'Fiona',
    'fiona@fleetyard',
    '5550104242',
    '4242',
    'scissor',
    'Ohio',
    'Rentals, Billing',
  ];
  const hooks = async (leadId: number) =>
    (
      await t.db
        .select()
        .from(webhook_deliveries)
        .where(eq(webhook_deliveries.lead_id, leadId))
        .orderBy(webhook_deliveries.id)
    ).map((d) => ({ type: d.event_type, data: d.payload.data as Record<string, unknown> }));

  it('lists a form lead under All leads and its own tab, with its page, form, answers and consent', async () => {
    const { lead } = await submitLandingForm(t.db, form, answers, {
      attribution: parseAttribution({ first: springTouch }),
    });
    expect(lead).toMatchObject({ type: 'form', status: 'new', company: 'Fleet Yard' });

    for (const type of ['leads', 'form'] as const) {
      const page = await listInbox(t.db, { ...DEFAULT_LEAD_QUERY, type }, { masked: false });
      expect(page.leads.map((l) => l.id)).toEqual([lead.id]);
    }
    const demos = await listInbox(
      t.db,
      { ...DEFAULT_LEAD_QUERY, type: 'demo_request' },
      { masked: false },
    );
    expect(demos.total).toBe(0);

    const [full] = (
      await listInbox(t.db, { ...DEFAULT_LEAD_QUERY, type: 'form' }, { masked: false })
    ).leads;
    expect(full).toMatchObject({
      name: 'Fiona Fleet',
      email: 'fiona@fleetyard.test',
      phone: '+1 555 010 4242',
      company: 'Fleet Yard',
      message: null,
      form: {
        page_path: '/spring-show',
        page_title: 'Spring show',
        form_name: 'Booth visit',
        consent_text: SHOW_CONSENT,
        answers: [
          { label: 'Fleet size', type: 'number', value: 40, truncated: false },
          {
            label: 'Which products?',
            type: 'choices',
            value: ['Rentals', 'Billing'],
            truncated: false,
          },
          { label: 'Call me back', type: 'yesno', value: true, truncated: false },
          {
            label: 'Anything else?',
            type: 'long',
            value: 'We run 40 scissor lifts in Ohio.',
            truncated: false,
          },
        ],
      },
    });

    // Masked, the answers are personal data like the message: a masked preview each.
    const [masked] = (
      await listInbox(t.db, { ...DEFAULT_LEAD_QUERY, type: 'form' }, { masked: true })
    ).leads;
    expect(masked!.name).toBe('F**** F****');
    expect(masked!.form).toMatchObject({ page_title: 'Spring show', consent_text: SHOW_CONSENT });
    expect(masked!.form!.answers.every((a) => a.truncated)).toBe(true);
    expect(masked!.form!.answers[3]!.value).toMatch(/^We run.*…$/);
    for (const raw of RAW) expect(JSON.stringify(masked)).not.toContain(raw);

    // The page and the form are shown in clear, so both views find the lead by them.
    for (const q of ['spring show', '/spring-show', 'booth visit']) {
      const found = await listInbox(t.db, { ...DEFAULT_LEAD_QUERY, q }, { masked: true });
      expect(
        found.leads.map((l) => l.id),
        q,
      ).toEqual([lead.id]);
    }
    expect(
      (await listInbox(t.db, { ...DEFAULT_LEAD_QUERY, q: 'fiona' }, { masked: true })).total,
    ).toBe(0);
    expect(
      (await listInbox(t.db, { ...DEFAULT_LEAD_QUERY, q: 'fiona' }, { masked: false })).total,
    ).toBe(1);

    // The tab counts: its own, and in All leads.
    const { typeCounts } = await loadLeadInbox(DEFAULT_LEAD_QUERY, { accessLog: false });
    expect(typeCounts).toMatchObject({ form: 1, leads: 1, demo_request: 0, newsletter: 0 });
  });

  it('shows a masked detail with no answer at all, and an unmasked one audited', async () => {
    const { lead } = await submitLandingForm(t.db, form, {
      ...answers,
      'Work e-mail': 'fiona.detail@fleetyard.test',
      'Anything else?': null,
    });
    const masked = await leadDetail(t.db, lead.id, { masked: true, actor: { userId: actor } });
    expect(masked!.lead.form!.answers.map((a) => [a.value, a.truncated])).toEqual([
      [null, true],
      [null, true],
      [null, true],
      // Not answered: nothing hidden.
      [null, false],
    ]);
    expect(masked!.lead.form).toMatchObject({
      page_path: '/spring-show',
      form_name: 'Booth visit',
      consent_text: SHOW_CONSENT,
    });
    for (const raw of [...RAW, '"value":40', '"value":true'])
      expect(JSON.stringify(masked)).not.toContain(raw);

    const full = await leadDetail(t.db, lead.id, { masked: false, actor: { userId: actor } });
    expect(full!.lead.form!.answers.map((a) => a.value)).toEqual([
      40,
      ['Rentals', 'Billing'],
      true,
      null,
    ]);
    const audits = await t.db
      .select()
      .from(audit_log)
      .where(
        and(
          eq(audit_log.action, 'customer_data.unmasked'),
          eq(audit_log.resource_id, `${lead.id}`),
        ),
      );
    expect(audits).toHaveLength(1);
  });

  it('names a form lead as its form asked: no name when it asked none', async () => {
    const bare = await publishLandingForm(t.db, actor, {
      path: '/e-mail-only',
      title: 'E-mail only',
      formName: 'Guide',
      fields: [{ type: 'email', label: 'E-mail', help: '', required: true }],
      consent: '',
    });
    const { lead, row } = await submitLandingForm(t.db, bare, {
      'E-mail': 'nameless@fleetyard.test',
    });
    expect(row).toMatchObject({ name: null, answers: [], consent_text: null });
    const full = await readInboxLead(t.db, lead.id, { masked: false });
    expect(full).toMatchObject({ name: '', email: 'nameless@fleetyard.test' });
    expect(full!.form).toMatchObject({ form_name: 'Guide', answers: [], consent_text: null });
    expect((await readInboxLead(t.db, lead.id, { masked: true }))!.name).toBe('');
  });

  it('sends lead.created and lead.status_changed with the form, its page and its answers', async () => {
    const { lead } = await submitLandingForm(t.db, form, {
      ...answers,
      'Work e-mail': 'fiona.hook@fleetyard.test',
    });
    const [created] = await hooks(lead.id);
    expect(created).toEqual({
      type: 'lead.created',
      data: {
        lead: expect.objectContaining({
          id: lead.id,
          type: 'form',
          kind: 'Landing page form',
          name: 'Fiona Fleet',
          email: 'fiona.hook@fleetyard.test',
          form: {
            page_path: '/spring-show',
            page_title: 'Spring show',
            form_name: 'Booth visit',
            answers: [
              { label: 'Fleet size', type: 'number', value: 40 },
              { label: 'Which products?', type: 'choices', value: ['Rentals', 'Billing'] },
              { label: 'Call me back', type: 'yesno', value: true },
              { label: 'Anything else?', type: 'long', value: 'We run 40 scissor lifts in Ohio.' },
            ],
          },
        }),
      },
    });
    await setLeadStatus(t.db, actor, lead.id, 'qualified');
    expect((await hooks(lead.id)).at(-1)).toMatchObject({
      type: 'lead.status_changed',
      data: {
        previous_status: 'new',
        lead: { status: 'qualified', form: { form_name: 'Booth visit' } },
      },
    });
    // A Slack channel reads the kind, never the answers.
    const [delivery] = await t.db
      .select()
      .from(webhook_deliveries)
      .where(eq(webhook_deliveries.lead_id, lead.id))
      .orderBy(webhook_deliveries.id);
    const slack = slackMessage(delivery!.payload, 'https://lizit.example').text;
    expect(slack).toContain('New lead: Fiona Fleet, Fleet Yard (Landing page form)');
    for (const raw of ['scissor', 'Rentals', 'fiona.hook', '4242'])
      expect(slack).not.toContain(raw);
    // Other kinds carry no `form`.
    const demoId = await createDemoRequest(t.db, demo('no.form@fleetyard.test'));
    const [demoLead] = await t.db.select().from(leads).where(eq(leads.demo_request_id, demoId));
    expect((await hooks(demoLead!.id))[0]!.data.lead).not.toHaveProperty('form');
  });

  it('holds a suspected-spam form in Spam; "Not spam" sends what it would have sent; Delete removes it', async () => {
    await writeSetting(
      t.db,
      'notifications',
      {
        recipients: {
          demo_request: { members: [], emails: [] },
          general_inquiry: { members: [], emails: [] },
          newsletter_signup: { members: [], emails: [] },
          landing_form: { members: [], emails: ['shows@lizit.test'] },
        },
        confirmation: { enabled: true, subject: 'Thanks', body: 'Hi {name},\n\nSoon.' },
      },
      actor,
    );
    const same = { ...answers, 'Work e-mail': 'fiona.spam@fleetyard.test' };
    const mailsOf = async (leadId: number) =>
      (await t.db.select().from(mail_outbox).where(eq(mail_outbox.lead_id, leadId)))
        .map((m) => ({ kind: m.kind, to: m.to_address, subject: m.subject, text: m.text_body }))
        .sort((a, b) => a.kind.localeCompare(b.kind));
    const normal = await submitLandingForm(t.db, form, same);
    const held = await submitLandingForm(t.db, form, same, { spamReason: 'too_fast' });
    expect(held.lead.status).toBe('spam');
    expect(held.row.spam_reason).toBe('too_fast');
    expect(await mailsOf(held.lead.id)).toEqual([]);
    expect(await hooks(held.lead.id)).toEqual([]);
    const { typeCounts } = await loadLeadInbox(DEFAULT_LEAD_QUERY, { accessLog: false });
    const formsBefore = typeCounts.form;

    const change = await markNotSpam(t.db, actor, held.lead.id);
    expect(change).toMatchObject({ changed: true, to: 'new' });
    const sent = await mailsOf(held.lead.id);
    expect(sent.map((m) => [m.kind, m.to])).toEqual([
      ['confirmation.landing_form', 'fiona.spam@fleetyard.test'],
      ['notification.landing_form', 'shows@lizit.test'],
    ]);
    // The very e-mails the submission would have sent when it arrived.
    expect(sent).toEqual(await mailsOf(normal.lead.id));
    expect(sent[1]!.text).toContain('Landing page: Spring show (');
    expect(sent[1]!.text).toContain('Which products?: Rentals, Billing');
    expect(sent[0]!.text).toContain('"Spring show"');
    expect((await hooks(held.lead.id)).map((h) => h.type)).toEqual([
      'lead.created',
      'lead.status_changed',
    ]);
    const [released] = await t.db
      .select()
      .from(form_submissions)
      .where(eq(form_submissions.id, held.id));
    expect(released!.spam_reason).toBeNull();
    expect((await loadLeadInbox(DEFAULT_LEAD_QUERY, { accessLog: false })).typeCounts.form).toBe(
      formsBefore + 1,
    );

    // Marked as spam by hand, then deleted with its submission.
    await setLeadStatus(t.db, actor, held.lead.id, 'spam');
    const [marked] = await t.db
      .select()
      .from(form_submissions)
      .where(eq(form_submissions.id, held.id));
    expect(marked!.spam_reason).toBe('marked_by_admin');
    await deleteSpamLead(t.db, actor, held.lead.id);
    expect(
      await t.db.select().from(form_submissions).where(eq(form_submissions.id, held.id)),
    ).toEqual([]);
    expect(await t.db.select().from(leads).where(eq(leads.id, held.lead.id))).toEqual([]);

    // "Not spam" sends the same e-mails for questions labelled like a field, or like each other.
    const twice = await publishLandingForm(t.db, actor, {
      path: '/labels-twice',
      title: 'Labels twice',
      fields: [
        { type: 'email', label: 'Email', help: '', required: true },
        { type: 'short', label: 'Email', help: '', required: false, maxLength: 200 },
        { type: 'short', label: 'Email', help: '', required: false, maxLength: 200 },
      ],
      consent: '',
    });
    const odd = { Email: 'odd@fleetyard.test' };
    const oddNormal = await submitLandingForm(t.db, twice, odd);
    const oddHeld = await submitLandingForm(t.db, twice, odd, { spamReason: 'too_fast' });
    await markNotSpam(t.db, actor, oddHeld.lead.id);
    expect(await mailsOf(oddHeld.lead.id)).toEqual(await mailsOf(oddNormal.lead.id));
  });
});
