/**
 * Privacy requests, retention and the Sources view (issue #24 §5, §6) on PGlite and PostgreSQL:
 * "Find by e-mail" lists everything held about an address; erase leaves nothing findable, cancels
 * its pending e-mails, anonymises notes and audit rows elsewhere, and audits without the address;
 * retention purges only leads older than the period after a dry-run count; Sources groups leads
 * by first touch. A landing page form's submissions are held, exported, erased and purged like the
 * others; the inbox CSV gives each of its questions a column.
 */
import { eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDbHandle } from '@/db/client';
import {
  audit_log,
  demo_requests,
  form_submissions,
  leads,
  mail_outbox,
  not_found_paths,
} from '@/db/schema';
import { parseAttribution } from '@/lib/attribution';
import { DEFAULT_LEAD_QUERY } from '@/lib/validation/lead-inbox';
import { demoRequestSchema, newsletterSchema } from '@/lib/validation/leads';
import { createConfirmedUser } from '@/server/admin/users';
import { LEADS_CSV_COLUMNS, leadsCsv } from '@/server/leads/csv';
import { createDemoRequest } from '@/server/leads/service';
import { leadSources } from '@/server/leads/sources';
import { addLeadNote, setLeadStatus } from '@/server/leads/work';
import { subscribeToNewsletter } from '@/server/newsletter/service';
import type { SubmittableForm } from '@/server/pages/forms';
import {
  countExpiredLeads,
  eraseByEmail,
  findByEmail,
  purgeExpiredLeads,
} from '@/server/privacy/service';
import { dbTargets, type TestDatabase } from './helpers/db';
import { publishLandingForm, SHOW_CONSENT, submitLandingForm } from './helpers/landing-form';

process.env.ADMIN_NOTIFY_EMAILS = 'sales@lizit.test';

const demo = (email: string, company = 'Privacy Rentals') =>
  demoRequestSchema.parse({ first_name: 'Pat', last_name: 'Doe', email, company });
const touch = (source: string, campaign: string, landing = '/') =>
  parseAttribution({
    first: {
      landing_page: landing,
      utm_source: source,
      utm_campaign: campaign,
      at: new Date().toISOString(),
    },
  });

describe.each(dbTargets())('lead privacy on $name', ({ create }) => {
  let t: TestDatabase;
  let actor: string;
  let form: SubmittableForm;

  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    actor = await createConfirmedUser(t.db, 'privacy@lizit.com', 'Privacy-pass-1', {
      name: 'Pia Privacy',
      admin: true,
    });
    form = await publishLandingForm(t.db, actor, { path: '/privacy-show', title: 'Privacy show' });
  });
  afterAll(async () => {
    setDbHandle(undefined);
    await t?.dispose();
  });

  it('finds, exports and erases everything about an address, leaving nothing findable', async () => {
    const email = 'Pat.Doe@Example.test';
    const id = await createDemoRequest(t.db, demo(email));
    await subscribeToNewsletter(
      t.db,
      newsletterSchema.parse({ name: 'Pat', email: 'pat.doe@example.test' }),
    );
    const [lead] = await t.db.select().from(leads).where(eq(leads.demo_request_id, id));
    await addLeadNote(t.db, actor, lead!.id, 'Prefers phone.');
    const submitted = await submitLandingForm(t.db, form, {
      'Full name': 'Pat Doe',
      'Work e-mail': 'PAT.DOE@example.test',
      'Fleet size': 12,
      'Anything else?': 'Our yard is in Leeds.',
      consent: true,
    });
    // A note on someone else's lead names the address.
    const other = await createDemoRequest(t.db, demo('colleague@example.test'));
    const [otherLead] = await t.db.select().from(leads).where(eq(leads.demo_request_id, other));
    await addLeadNote(t.db, actor, otherLead!.id, 'Colleague of PAT.DOE@example.test');
    // A mistyped link in an e-mail, and a 404 reached from a page naming the address.
    await t.db.insert(not_found_paths).values([
      { path: '/unsubscribe-pat.doe%40example.test', hits: 1 },
      { path: '/old-page', hits: 2, referrers: { 'mail.example/read/pat.doe@example.test': 2 } },
      { path: '/kept-404', hits: 3 },
    ]);

    const found = await findByEmail(t.db, ' pat.doe@example.test ', { actorId: actor });
    expect(found.leads.map((l) => l.type).sort()).toEqual(['demo_request', 'form', 'newsletter']);
    expect(found.demo_requests).toHaveLength(1);
    // The form's submission with its answers and the consent agreed to.
    expect(found.form_submissions).toEqual([
      expect.objectContaining({
        id: submitted.id,
        page_path: '/privacy-show',
        consent_text: SHOW_CONSENT,
        answers: expect.arrayContaining([
          { label: 'Anything else?', type: 'long', value: 'Our yard is in Leeds.' },
        ]),
      }),
    ]);
    expect(found.newsletter_subscribers).toHaveLength(1);
    expect(found.newsletter_subscribers[0]).not.toHaveProperty('unsubscribe_token');
    expect(found.history.some((h) => h.body === 'Prefers phone.')).toBe(true);
    expect(found.history.some((h) => h.body?.includes('PAT.DOE'))).toBe(true);
    // Notifications about the demo request and the sign-up, and the welcome e-mail to the address.
    expect(found.emails.map((m) => m.kind).sort()).toEqual([
      'newsletter.welcome',
      'notification.demo_request',
      'notification.landing_form',
      'notification.newsletter_signup',
    ]);
    expect(found.not_found.map((n) => n.path).sort()).toEqual([
      '/old-page',
      '/unsubscribe-pat.doe%40example.test',
    ]);
    // The search itself is audited, without writing the address in clear.
    const searches = await t.db
      .select({ details: audit_log.details })
      .from(audit_log)
      .where(eq(audit_log.action, 'privacy.searched'));
    expect(searches.length).toBeGreaterThanOrEqual(1);
    for (const a of searches) {
      expect(JSON.stringify(a.details).toLowerCase()).not.toContain('pat.doe');
      expect(a.details).toMatchObject({ email: expect.stringContaining('***') });
    }

    const counts = await eraseByEmail(t.db, email, { actorId: actor });
    expect(counts).toMatchObject({
      leads: 3,
      demo_requests: 1,
      newsletter_subscribers: 1,
      form_submissions: 1,
      emails: 4,
      notes_anonymised: 1,
      not_found: 2,
    });
    const after = await findByEmail(t.db, email, { actorId: actor });
    expect(after).toEqual({
      email: 'pat.doe@example.test',
      leads: [],
      demo_requests: [],
      general_inquiries: [],
      newsletter_subscribers: [],
      form_submissions: [],
      history: [],
      emails: [],
      audit: [],
      not_found: [],
    });
    expect(
      await t.db.select().from(not_found_paths).where(eq(not_found_paths.path, '/kept-404')),
    ).toHaveLength(1);
    const [erasedAudit] = await t.db
      .select()
      .from(audit_log)
      .where(eq(audit_log.action, 'privacy.erased'));
    expect(JSON.stringify(erasedAudit!.details).toLowerCase()).not.toContain('pat.doe');
    expect(
      await t.db.select().from(form_submissions).where(eq(form_submissions.id, submitted.id)),
    ).toEqual([]);
    // The other lead stays, its note anonymised.
    const [kept] = await t.db.select().from(demo_requests).where(eq(demo_requests.id, other));
    expect(kept).toBeDefined();
  });

  it('counts, then purges only leads older than the retention period', async () => {
    const old = await createDemoRequest(t.db, demo('old@retention.test'));
    await createDemoRequest(t.db, demo('new@retention.test'));
    const oldForm = await submitLandingForm(t.db, form, {
      'Work e-mail': 'old.form@retention.test',
    });
    const kept = await submitLandingForm(t.db, form, { 'Work e-mail': 'new.form@retention.test' });
    const twoYearsAgo = new Date(Date.now() - 2 * 365 * 86_400_000);
    await t.db.update(leads).set({ created_at: twoYearsAgo }).where(eq(leads.demo_request_id, old));
    await t.db.update(leads).set({ created_at: twoYearsAgo }).where(eq(leads.id, oldForm.lead.id));
    expect(await countExpiredLeads(t.db, 12)).toBe(2);
    expect(await countExpiredLeads(t.db, 36)).toBe(0);
    expect(await purgeExpiredLeads(t.db, 12)).toBe(2);
    expect(await t.db.select().from(demo_requests).where(eq(demo_requests.id, old))).toHaveLength(
      0,
    );
    const formsLeft = await t.db.select({ id: form_submissions.id }).from(form_submissions);
    expect(formsLeft.map((f) => f.id)).toContain(kept.id);
    expect(formsLeft.map((f) => f.id)).not.toContain(oldForm.id);
    const oldMail = await t.db
      .select()
      .from(mail_outbox)
      .where(sql`${mail_outbox.text_body} like '%old@retention.test%'`);
    expect(oldMail).toHaveLength(0);
    expect(await countExpiredLeads(t.db, 12)).toBe(0);
  });

  it('groups leads by first-touch source and landing page, spam and other ranges left out', async () => {
    await createDemoRequest(t.db, demo('a@sources.test'), {
      attribution: touch('newsletter', 'spring', '/pricing'),
    });
    const won = await createDemoRequest(t.db, demo('b@sources.test'), {
      attribution: touch('newsletter', 'spring', '/pricing'),
    });
    await createDemoRequest(t.db, demo('c@sources.test'), {
      attribution: touch('linkedin', 'fall'),
      spamReason: 'too_fast',
    });
    await submitLandingForm(
      t.db,
      form,
      { 'Work e-mail': 'd@sources.test' },
      { attribution: touch('expo', 'booth', '/privacy-show') },
    );
    const [wonLead] = await t.db.select().from(leads).where(eq(leads.demo_request_id, won));
    await setLeadStatus(t.db, actor, wonLead!.id, 'won');
    const today = new Date().toISOString().slice(0, 10);
    const { sources, landingPages } = await leadSources(t.db, { from: today, to: today });
    expect(sources.find((s) => s.source === 'newsletter')).toMatchObject({
      medium: '(not set)',
      campaign: 'spring',
      leads: 2,
      demo_requests: 2,
      qualified: 1,
      won: 1,
    });
    expect(sources.find((s) => s.source === 'linkedin')).toBeUndefined();
    expect(sources.find((s) => s.source === 'expo')).toMatchObject({
      leads: 1,
      demo_requests: 0,
      forms: 1,
    });
    expect(landingPages.find((l) => l.landing_page === '/pricing')).toMatchObject({
      leads: 2,
      won: 1,
    });
    const none = await leadSources(t.db, { from: '2001-01-01', to: '2001-01-31' });
    expect(none.total).toBe(0);
  });

  it('exports the view as CSV with status, owner and attribution, audited when unmasked', async () => {
    const masked = await leadsCsv(
      t.db,
      { ...DEFAULT_LEAD_QUERY, campaign: 'spring' },
      {
        masked: true,
        actor: { userId: actor },
      },
    );
    const lines = masked.split('\r\n');
    expect(lines[0]).toMatch(
      /^id,type,status,owner,name,email,phone,company,message,created_at,source,medium,campaign,first_landing_page,/,
    );
    expect(lines).toHaveLength(3);
    expect(masked).not.toContain('a@sources.test');
    expect(masked).toContain('newsletter');
    const before = await t.db
      .select()
      .from(audit_log)
      .where(eq(audit_log.action, 'customer_data.exported_unmasked'));
    const full = await leadsCsv(
      t.db,
      { ...DEFAULT_LEAD_QUERY, campaign: 'spring' },
      {
        masked: false,
        actor: { userId: actor },
      },
    );
    expect(full).toContain('a@sources.test');
    expect(full).toContain(',won,');
    const after = await t.db
      .select()
      .from(audit_log)
      .where(eq(audit_log.action, 'customer_data.exported_unmasked'));
    expect(after.length).toBe(before.length + 1);
  });
});

describe.each(dbTargets())('lead CSV of landing page forms on $name', ({ create }) => {
  let t: TestDatabase;
  let actor: string;

  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    actor = await createConfirmedUser(t.db, 'csv@lizit.com', 'Csv-pass-1', {
      name: 'Cy Csv',
      admin: true,
    });
  });
  afterAll(async () => {
    setDbHandle(undefined);
    await t?.dispose();
  });

  it('gives each question a column (the union of the labels, first seen first), empty where not asked', async () => {
    const email = { type: 'email', label: 'E-mail', help: '', required: true } as const;
    const short = (label: string) =>
      ({ type: 'short', label, help: '', required: false, maxLength: 200 }) as const;
    const number = {
      type: 'number',
      label: 'Fleet size',
      help: '',
      required: false,
      min: 0,
      max: 1000,
    } as const;
    const formA = await publishLandingForm(t.db, actor, {
      path: '/csv-a',
      title: 'Offer A',
      formName: 'Form A',
      // A question named like a column, and one a spreadsheet would run as a formula.
      fields: [email, number, short('email'), short('=1+1')],
    });
    const formB = await publishLandingForm(t.db, actor, {
      path: '/csv-b',
      title: 'Offer B',
      formName: 'Form B',
      fields: [email, short('Region'), number],
    });
    const attribution = touch('expo', 'csv-forms');
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
    const oldest = await createDemoRequest(t.db, demo('demo@csv.test'), { attribution });
    await t.db
      .update(leads)
      .set({ created_at: at(1) })
      .where(eq(leads.demo_request_id, oldest));
    const b = await submitLandingForm(
      t.db,
      formB,
      { 'E-mail': 'b@csv.test', Region: 'North yard', 'Fleet size': 7 },
      { attribution },
    );
    await t.db
      .update(leads)
      .set({ created_at: at(2) })
      .where(eq(leads.id, b.lead.id));
    const a = await submitLandingForm(
      t.db,
      formA,
      { 'E-mail': 'a@csv.test', 'Fleet size': 12, email: 'other@csv.test', '=1+1': '=2+2' },
      { attribution },
    );
    await t.db
      .update(leads)
      .set({ created_at: at(3) })
      .where(eq(leads.id, a.lead.id));

    const query = { ...DEFAULT_LEAD_QUERY, campaign: 'csv-forms' };
    const full = await leadsCsv(t.db, query, { masked: false, actor: { userId: actor } });
    const [header, ...rows] = Papa.parse<string[]>(full.trim()).data;
    expect(header).toEqual([
      ...LEADS_CSV_COLUMNS,
      'Fleet size',
      'email (answer)',
      "'=1+1",
      'Region',
    ]);
    const cells = (row: string[], names: string[]) => names.map((n) => row[header!.indexOf(n)]);
    const cols = [
      'type',
      'form_page_title',
      'form_page_path',
      'form_name',
      'Fleet size',
      'email (answer)',
      "'=1+1",
      'Region',
    ];
    expect(rows.map((r) => cells(r, cols))).toEqual([
      ['form', 'Offer A', '/csv-a', 'Form A', '12', 'other@csv.test', "'=2+2", ''],
      ['form', 'Offer B', '/csv-b', 'Form B', '7', '', '', 'North yard'],
      ['demo_request', '', '', '', '', '', '', ''],
    ]);

    // Masked: each answer a masked preview, as the message is.
    const masked = await leadsCsv(t.db, query, { masked: true, actor: { userId: actor } });
    for (const raw of ['North yard', 'other@csv.test', 'a@csv.test'])
      expect(masked).not.toContain(raw);
    const maskedRows = Papa.parse<string[]>(masked.trim()).data.slice(1);
    expect(cells(maskedRows[1]!, ['form_page_title', 'Region'])).toEqual(['Offer B', 'Nort…']);
  });
});
