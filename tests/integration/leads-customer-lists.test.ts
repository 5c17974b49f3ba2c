import { eq, like } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  audit_log,
  demo_requests,
  form_submissions,
  general_inquiries,
  newsletter_subscribers,
  user,
} from '@/db/schema';
import type { CustomerTable } from '@/lib/lead-mask';
import { ActionError } from '@/server/actions/errors';
import { listAccessLog } from '@/server/leads/access-log';
import { customerDataCsv } from '@/server/leads/customer-csv';
import {
  customerDataCounts,
  getCustomerDataSecure,
  suspectedSpamCounts,
} from '@/server/leads/customer-reads';
import { dbTargets, type TestDatabase } from './helpers/db';

const ADMIN = 'customer-data-admin';
const ADMIN_EMAIL = 'auditor@lizit.com';
const actor = { userId: ADMIN, ip: '203.0.113.7', userAgent: 'Vitest/1.0 (customer-data)' };

const DEMOS = [
  {
    first_name: 'Jane',
    last_name: 'Doe',
    name: 'Jane Doe',
    email: 'jane.doe@acme-rentals.com',
    company: 'Acme Rentals',
    phone: '+1 (555) 010-0199',
    notes: 'Demo request from website',
    created_at: new Date('2026-01-01T10:00:00Z'),
  },
  {
    first_name: 'Omar',
    last_name: 'Haddad',
    name: 'Omar Haddad',
    email: 'omar@liftco.ca',
    company: 'LiftCo',
    phone: null,
    notes: 'Wants a walkthrough of the billing module before the spring season starts.',
    created_at: new Date('2026-01-03T10:00:00Z'),
  },
];

const INQUIRIES = [
  {
    name: 'Bob Stone',
    email: 'bob.stone@stonetools.com',
    company: null,
    phone: '604-555-0142',
    message:
      'We run four depots and need contract e-signatures; please call 604-555-0142 or write to bob.stone@stonetools.com.',
    created_at: new Date('2026-01-02T09:00:00Z'),
  },
  {
    name: 'Carla Mendes',
    email: 'carla@partytime.events',
    company: 'Party Time',
    phone: null,
    message: 'Short question',
    created_at: new Date('2026-01-04T09:00:00Z'),
  },
];

const SUBSCRIBERS = [
  {
    email: 'sam.reader@example.org',
    name: 'Sam Reader',
    unsubscribe_token: 'tok-secret-1',
    created_at: new Date('2026-01-05T08:00:00Z'),
  },
  {
    email: 'lee@example.net',
    name: null,
    is_active: false,
    // A hard bounce stopped the address.
    bounced_at: new Date('2026-02-01T10:00:00Z'),
    unsubscribe_token: 'tok-secret-2',
    created_at: new Date('2026-01-06T08:00:00Z'),
  },
];

const FORM = {
  page_path: '/spring-show',
  page_title: 'Spring show',
  form_name: 'Booth visit',
  form_hash: 'a'.repeat(64),
};

const FORMS = [
  {
    ...FORM,
    name: 'Fiona Fleet',
    email: 'fiona@fleetyard.com',
    company: 'Fleet Yard',
    phone: '+1 555 010 4242',
    message: 'Please call before noon, we are at the yard all afternoon.',
    answers: [
      { label: 'Fleet size', type: 'number', value: 40 },
      { label: 'Which products?', type: 'choices', value: ['Rentals', 'Billing'] },
      { label: 'Where is your yard?', type: 'short', value: 'Columbus, Ohio' },
    ],
    consent_text: 'I agree that Lizit contacts me.',
    created_at: new Date('2026-01-07T08:00:00Z'),
  },
  {
    ...FORM,
    name: null,
    email: 'no.name@fleetyard.com',
    company: null,
    phone: null,
    message: null,
    answers: [{ label: 'Region', type: 'choice', value: 'Midwest' }],
    consent_text: null,
    created_at: new Date('2026-01-08T08:00:00Z'),
  },
];

/** Every raw personal value seeded: none may appear in a masked response. */
const RAW_VALUES = [
  ...DEMOS.flatMap((d) => [d.name, d.email, d.phone, d.notes]),
  ...INQUIRIES.flatMap((i) => [i.name, i.email, i.phone, i.message]),
  ...SUBSCRIBERS.flatMap((s) => [s.email, s.name]),
  ...FORMS.flatMap((f) => [f.name, f.email, f.phone, f.message]),
  'Columbus, Ohio',
  'Rentals, Billing',
  'Midwest',
  '5550199',
  '6045550142',
  '5550104242',
].filter((v): v is string => typeof v === 'string');

describe.each(dbTargets())('customer data ($name)', ({ create }) => {
  let t: TestDatabase;
  const ids: Record<CustomerTable, number[]> = {
    demo_requests: [],
    general_inquiries: [],
    newsletter_subscribers: [],
    form_submissions: [],
  };

  beforeAll(async () => {
    t = await create();
    await t.db.insert(user).values({ id: ADMIN, name: 'Auditor', email: ADMIN_EMAIL });
    ids.demo_requests = (
      await t.db.insert(demo_requests).values(DEMOS).returning({ id: demo_requests.id })
    ).map((r) => r.id);
    ids.general_inquiries = (
      await t.db.insert(general_inquiries).values(INQUIRIES).returning({ id: general_inquiries.id })
    ).map((r) => r.id);
    ids.newsletter_subscribers = (
      await t.db
        .insert(newsletter_subscribers)
        .values(SUBSCRIBERS)
        .returning({ id: newsletter_subscribers.id })
    ).map((r) => r.id);
    ids.form_submissions = (
      await t.db.insert(form_submissions).values(FORMS).returning({ id: form_submissions.id })
    ).map((r) => r.id);
  });
  afterAll(async () => t.dispose());

  beforeEach(async () => {
    await t.db.delete(audit_log);
  });

  const auditRows = () =>
    t.db.select().from(audit_log).where(like(audit_log.action, 'customer\\_data.%'));

  it('counts the customer tables', async () => {
    expect(await customerDataCounts(t.db)).toEqual({
      demo_requests: 2,
      general_inquiries: 2,
      newsletter_subscribers: 2,
      form_submissions: 2,
    });
  });

  it('masks on the server: no raw e-mail, phone, name or message, and no audit row', async () => {
    for (const table of [
      'demo_requests',
      'general_inquiries',
      'newsletter_subscribers',
      'form_submissions',
    ] as const) {
      const records = await getCustomerDataSecure(t.db, { table, mask: true, actor });
      expect(records).toHaveLength(2);
      const json = JSON.stringify(records);
      for (const raw of RAW_VALUES) expect(json).not.toContain(raw);
      expect(json).not.toContain('tok-secret');
    }
    const inquiries = await getCustomerDataSecure(t.db, {
      table: 'general_inquiries',
      mask: true,
      actor,
    });
    expect(inquiries.map((r) => r.name)).toEqual(['C**** M*****', 'B** S****']); // newest first
    expect(inquiries[1]).toMatchObject({
      email: 'b********@s*********.com',
      phone: '***-***-**42',
      message: null,
      company: null,
    });
    expect(inquiries[1]!.message_preview).toMatch(/^We run four depots.*…$/);
    expect(inquiries[1]!.message_preview).not.toContain('0142');
    const [demo] = await getCustomerDataSecure(t.db, {
      table: 'demo_requests',
      recordId: ids.demo_requests[0]!,
      mask: true,
      actor,
    });
    expect(demo).toMatchObject({
      company: 'Acme Rentals',
      notes: null,
      phone: '+* (***) ***-**99',
    });
    expect(demo!.notes_preview).toMatch(/…$/);
    // A form's answers are masked as its message is; its page, form and consent are not personal.
    const forms = await getCustomerDataSecure(t.db, {
      table: 'form_submissions',
      mask: true,
      actor,
    });
    expect(forms[0]).toMatchObject({ name: null, email: 'n******@f********.com', company: null });
    expect(forms[1]).toMatchObject({
      name: 'F**** F****',
      phone: '+* *** *** **42',
      company: 'Fleet Yard',
      message: null,
      message_preview: expect.stringMatching(/^Please call.*…$/),
      page_path: '/spring-show',
      page_title: 'Spring show',
      form_name: 'Booth visit',
      consent_text: 'I agree that Lizit contacts me.',
    });
    expect(forms[1]!.answers).toEqual([
      { label: 'Fleet size', type: 'number', value: '…' },
      { label: 'Which products?', type: 'choices', value: 'Rentals…' },
      { label: 'Where is your yard?', type: 'short', value: 'Columb…' },
    ]);
    expect(await auditRows()).toHaveLength(0);
  });

  it('reads and exports landing page form submissions unmasked (audited), a column per question', async () => {
    const [latest, first] = await getCustomerDataSecure(t.db, {
      table: 'form_submissions',
      mask: false,
      actor,
    });
    expect(first).toEqual({
      id: ids.form_submissions[0],
      ...FORMS[0],
      message_preview: null,
      form_hash: undefined,
      spam_reason: null,
    });
    expect(latest!.answers).toEqual(FORMS[1]!.answers);

    const masked = await customerDataCsv(t.db, { table: 'form_submissions', mask: true, actor });
    for (const raw of RAW_VALUES) expect(masked).not.toContain(raw);
    const csv = await customerDataCsv(t.db, { table: 'form_submissions', mask: false, actor });
    const parsed = Papa.parse<Record<string, string>>(csv, { header: true });
    expect(parsed.meta.fields).toEqual([
      'id',
      'name',
      'email',
      'phone',
      'company',
      'message',
      'page_title',
      'page_path',
      'form_name',
      'consent_text',
      'created_at',
      // Newest first: the later submission's question first.
      'Region',
      'Fleet size',
      'Which products?',
      'Where is your yard?',
    ]);
    expect(parsed.data).toEqual([
      expect.objectContaining({
        email: 'no.name@fleetyard.com',
        name: '',
        Region: 'Midwest',
        'Fleet size': '',
      }),
      expect.objectContaining({
        email: 'fiona@fleetyard.com',
        page_title: 'Spring show',
        consent_text: 'I agree that Lizit contacts me.',
        Region: '',
        'Fleet size': '40',
        'Which products?': 'Rentals, Billing',
        'Where is your yard?': 'Columbus, Ohio',
      }),
    ]);
    expect((await auditRows()).map((r) => [r.action, r.resource_type])).toEqual([
      ['customer_data.unmasked', 'form_submissions'],
      ['customer_data.exported_unmasked', 'form_submissions'],
    ]);
  });

  it('treats anything but an explicit false as masked', async () => {
    const records = await getCustomerDataSecure(t.db, {
      table: 'newsletter_subscribers',
      mask: undefined as unknown as boolean,
      actor,
    });
    expect(records.map((r) => r.email)).toEqual(['l**@e******.net', 's*********@e******.org']);
    expect(await auditRows()).toHaveLength(0);
  });

  it('returns raw values when unmasked and writes exactly one audit row', async () => {
    const records = await getCustomerDataSecure(t.db, {
      table: 'general_inquiries',
      mask: false,
      actor,
    });
    expect(records.map((r) => r.email)).toEqual([INQUIRIES[1]!.email, INQUIRIES[0]!.email]);
    expect(records[1]).toMatchObject({
      name: 'Bob Stone',
      phone: '604-555-0142',
      message: INQUIRIES[0]!.message,
      message_preview: null,
    });
    const rows = await auditRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_user_id: ADMIN,
      action: 'customer_data.unmasked',
      resource_type: 'general_inquiries',
      resource_id: null,
      ip: '203.0.113.7',
      details: {
        table: 'general_inquiries',
        count: 2,
        record_id: null,
        user_agent: 'Vitest/1.0 (customer-data)',
      },
    });
    expect(rows[0]!.created_at).toBeInstanceOf(Date);
  });

  it('never returns the unsubscribe token, even unmasked', async () => {
    const records = await getCustomerDataSecure(t.db, {
      table: 'newsletter_subscribers',
      mask: false,
      actor: { userId: ADMIN },
    });
    expect(JSON.stringify(records)).not.toContain('tok-secret');
    expect(records[0]).toEqual({
      id: ids.newsletter_subscribers[1],
      name: null,
      email: 'lee@example.net',
      is_active: false,
      subscribed_at: expect.any(Date),
      unsubscribed_at: null,
      bounced_at: SUBSCRIBERS[1]!.bounced_at,
      spam_reason: null,
      created_at: SUBSCRIBERS[1]!.created_at,
    });
    const [row] = await auditRows();
    expect(row).toMatchObject({ ip: null, details: { count: 2, user_agent: null } });
  });

  it('filters to one record by id, and audits the id', async () => {
    const id = ids.demo_requests[1]!;
    const records = await getCustomerDataSecure(t.db, {
      table: 'demo_requests',
      recordId: id,
      mask: false,
      actor,
    });
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ id, email: 'omar@liftco.ca', notes: DEMOS[1]!.notes });
    const rows = await auditRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      resource_id: String(id),
      details: { table: 'demo_requests', count: 1, record_id: id },
    });
    expect(
      await getCustomerDataSecure(t.db, {
        table: 'demo_requests',
        recordId: 999_999,
        mask: true,
        actor,
      }),
    ).toEqual([]);
  });

  it('refuses an unknown table or a bad record id (400) and audits nothing', async () => {
    for (const table of ['user', 'audit_log', 'demo_requests; drop table user', '']) {
      const call = getCustomerDataSecure(t.db, {
        table: table as CustomerTable,
        mask: false,
        actor,
      });
      await expect(call).rejects.toBeInstanceOf(ActionError);
      await expect(call).rejects.toMatchObject({ status: 400 });
    }
    // 2^31 and beyond: out of the id columns' range, which PostgreSQL would fail on (a 500).
    for (const recordId of [0, -1, 1.5, Number.NaN, 2_147_483_648, 9_999_999_999]) {
      await expect(
        getCustomerDataSecure(t.db, { table: 'demo_requests', recordId, mask: false, actor }),
      ).rejects.toMatchObject({ status: 400 });
    }
    await expect(
      customerDataCsv(t.db, { table: 'user' as CustomerTable, mask: false, actor }),
    ).rejects.toMatchObject({ status: 400 });
    expect(await auditRows()).toHaveLength(0);
  });

  it('writes no data out when the audit row cannot be written', async () => {
    // The actor must exist (audit_log.actor_user_id references user.id): the insert fails, so
    // the whole read fails rather than returning unaudited data.
    await expect(
      getCustomerDataSecure(t.db, {
        table: 'demo_requests',
        mask: false,
        actor: { userId: 'no-such-user' },
      }),
    ).rejects.toThrow();
    expect(await auditRows()).toHaveLength(0);
  });

  it('exports the newsletter list with when an address bounced', async () => {
    const csv = await customerDataCsv(t.db, { table: 'newsletter_subscribers', mask: true, actor });
    const parsed = Papa.parse<Record<string, string>>(csv, { header: true });
    expect(parsed.meta.fields).toContain('bounced_at');
    // Newest first.
    expect(parsed.data.map((r) => [r.is_active, r.bounced_at])).toEqual([
      ['false', '2026-02-01T10:00:00.000Z'],
      ['true', ''],
    ]);
  });

  it('exports CSV masked without an audit row, and unmasked with one', async () => {
    const masked = await customerDataCsv(t.db, { table: 'general_inquiries', mask: true, actor });
    for (const raw of RAW_VALUES) expect(masked).not.toContain(raw);
    const parsedMasked = Papa.parse<Record<string, string>>(masked, { header: true });
    expect(parsedMasked.meta.fields).toEqual([
      'id',
      'name',
      'email',
      'phone',
      'company',
      'message_preview',
      'created_at',
    ]);
    expect(parsedMasked.data).toHaveLength(2);
    expect(parsedMasked.data[1]).toMatchObject({
      name: 'B** S****',
      phone: '***-***-**42',
      company: '',
      created_at: '2026-01-02T09:00:00.000Z',
    });
    expect(await auditRows()).toHaveLength(0);

    const raw = await customerDataCsv(t.db, { table: 'general_inquiries', mask: false, actor });
    const parsed = Papa.parse<Record<string, string>>(raw, { header: true });
    expect(parsed.meta.fields).toContain('message');
    expect(parsed.data[1]).toMatchObject({
      name: 'Bob Stone',
      email: 'bob.stone@stonetools.com',
      phone: '604-555-0142',
      message: INQUIRIES[0]!.message, // its commas and quotes survive the round trip
    });
    const rows = await auditRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'customer_data.exported_unmasked',
      resource_type: 'general_inquiries',
      ip: '203.0.113.7',
      details: { table: 'general_inquiries', count: 2, format: 'csv' },
    });
  });

  it('defuses spreadsheet formulas in exported cells but keeps phone numbers as they are', async () => {
    const [row] = await t.db
      .insert(general_inquiries)
      .values({
        name: '=HYPERLINK("http://evil.example","x")',
        email: 'x@evil.example',
        phone: '+44 20 7946 0958',
        message: '@SUM(1+1)',
      })
      .returning({ id: general_inquiries.id });
    try {
      const csv = await customerDataCsv(t.db, { table: 'general_inquiries', mask: false, actor });
      const parsed = Papa.parse<Record<string, string>>(csv, { header: true });
      const evil = parsed.data.find((r) => r.id === String(row!.id))!;
      expect(evil.name).toBe('\'=HYPERLINK("http://evil.example","x")');
      expect(evil.message).toBe("'@SUM(1+1)");
      expect(evil.phone).toBe('+44 20 7946 0958');
    } finally {
      await t.db.delete(general_inquiries).where(eq(general_inquiries.id, row!.id));
    }
  });

  it('lists unmasked reads and exports in the access log with the actor e-mail', async () => {
    await getCustomerDataSecure(t.db, { table: 'demo_requests', mask: true, actor });
    await getCustomerDataSecure(t.db, { table: 'demo_requests', mask: false, actor });
    await getCustomerDataSecure(t.db, { table: 'newsletter_subscribers', mask: false, actor });
    await customerDataCsv(t.db, { table: 'general_inquiries', mask: false, actor });
    // Another kind of audit row stays out of the access log.
    await t.db.insert(audit_log).values({ actor_user_id: ADMIN, action: 'banner.delete' });
    await t.db.insert(audit_log).values({ actor_user_id: ADMIN, action: 'customerXdata.other' });

    const log = await listAccessLog(t.db);
    expect(log.map((e) => [e.action, e.table])).toEqual([
      ['customer_data.exported_unmasked', 'general_inquiries'],
      ['customer_data.unmasked', 'newsletter_subscribers'],
      ['customer_data.unmasked', 'demo_requests'],
    ]);
    expect(log[2]).toMatchObject({
      actor_user_id: ADMIN,
      actor_email: ADMIN_EMAIL,
      count: 2,
      record_id: null,
      ip: '203.0.113.7',
      user_agent: 'Vitest/1.0 (customer-data)',
    });
    expect(log[2]!.created_at).toBeInstanceOf(Date);
    expect(await listAccessLog(t.db, 1)).toHaveLength(1);
  });

  // Runs last: it adds suspected-spam rows to the three tables.
  it('keeps suspected spam out of the lists and counts, and lists it under its own filter, masked and audited', async () => {
    const before = await customerDataCounts(t.db);
    expect(await suspectedSpamCounts(t.db)).toEqual({
      demo_requests: 0,
      general_inquiries: 0,
      newsletter_subscribers: 0,
      form_submissions: 0,
    });
    const spamDemo = {
      first_name: 'Auto',
      last_name: 'Filler',
      name: 'Auto Filler',
      email: 'auto.filler@fastyard.com',
      company: 'Fast Yard',
      phone: '+1 555 010 7777',
      notes: 'Demo request from website',
      spam_reason: 'too_fast',
    };
    await t.db.insert(demo_requests).values(spamDemo);
    await t.db.insert(general_inquiries).values({
      name: 'Quick Sender',
      email: 'quick.sender@fastyard.com',
      message: 'Filled by a password manager, call 555-010-7777.',
      spam_reason: 'fill_time_missing',
    });
    await t.db.insert(newsletter_subscribers).values({
      email: 'fast.reader@fastyard.com',
      name: 'Fast Reader',
      is_active: false,
      unsubscribe_token: 'tok-secret-spam',
      spam_reason: 'too_fast',
    });
    await t.db.insert(form_submissions).values({
      ...FORM,
      email: 'form.filler@fastyard.com',
      answers: [],
      spam_reason: 'too_fast',
    });

    // Not counted, not in the normal lists.
    expect(await customerDataCounts(t.db)).toEqual(before);
    expect(await suspectedSpamCounts(t.db)).toEqual({
      demo_requests: 1,
      general_inquiries: 1,
      newsletter_subscribers: 1,
      form_submissions: 1,
    });
    for (const table of [
      'demo_requests',
      'general_inquiries',
      'newsletter_subscribers',
      'form_submissions',
    ] as const) {
      const normal = await getCustomerDataSecure(t.db, { table, mask: false, actor });
      expect(JSON.stringify(normal)).not.toContain('fastyard');
      expect(normal.every((r) => r.spam_reason === null)).toBe(true);
    }

    // The Suspected spam list, masked: no raw value, the reason shown, nothing audited.
    await t.db.delete(audit_log);
    const masked = await getCustomerDataSecure(t.db, {
      table: 'demo_requests',
      mask: true,
      spam: true,
      actor,
    });
    expect(masked).toHaveLength(1);
    expect(masked[0]).toMatchObject({
      name: 'A*** F*****',
      email: 'a**********@f*******.com',
      phone: '+* *** *** **77',
      spam_reason: 'too_fast',
    });
    for (const raw of [spamDemo.name, spamDemo.email, spamDemo.phone, '5550107777'])
      expect(JSON.stringify(masked)).not.toContain(raw);
    expect(await auditRows()).toHaveLength(0);

    // Unmasked: the raw values, audited like any unmasked read, marked as the spam list.
    const full = await getCustomerDataSecure(t.db, {
      table: 'general_inquiries',
      mask: false,
      spam: true,
      actor,
    });
    expect(full).toEqual([
      expect.objectContaining({
        email: 'quick.sender@fastyard.com',
        spam_reason: 'fill_time_missing',
      }),
    ]);
    const csv = await customerDataCsv(t.db, {
      table: 'newsletter_subscribers',
      mask: false,
      spam: true,
      actor,
    });
    const parsed = Papa.parse<Record<string, string>>(csv, { header: true });
    expect(parsed.meta.fields?.at(-1)).toBe('spam_reason');
    expect(parsed.data).toEqual([
      expect.objectContaining({
        email: 'fast.reader@fastyard.com',
        is_active: 'false',
        spam_reason: 'too_fast',
      }),
    ]);
    const rows = await auditRows();
    expect(rows.map((r) => [r.action, r.details])).toEqual(
      expect.arrayContaining([
        [
          'customer_data.unmasked',
          expect.objectContaining({ table: 'general_inquiries', count: 1, suspected_spam: true }),
        ],
        [
          'customer_data.exported_unmasked',
          expect.objectContaining({
            table: 'newsletter_subscribers',
            count: 1,
            suspected_spam: true,
          }),
        ],
      ]),
    );
    expect(rows).toHaveLength(2);
  });
});
