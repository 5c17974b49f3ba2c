/**
 * Landing page forms end to end on the server: a form is published with its page, a visitor's
 * answers are checked against the definition they were shown and stored as a lead with its page,
 * form, answers and campaign; bad answers, a too large body, a made-up form and a page taken down
 * store nothing; a form edited and published meanwhile never breaks a submission in flight.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/forms/route';
import { setDbHandle } from '@/db/client';
import {
  form_definitions,
  form_submissions,
  leads,
  mail_outbox,
  pages,
  type StoredAnswer,
} from '@/db/schema';
import type { LandingContent } from '@/lib/pages/landing';
import type { FormField } from '@/lib/pages/landing-form';
import { DEFAULT_CONFIRMATION, notificationSettingsSchema } from '@/lib/validation/settings';
import { createConfirmedUser } from '@/server/admin/users';
import { clearCache } from '@/server/cache';
import { resetRateLimiters } from '@/server/forms/rate-limit';
import { formDefinitionHash, landingForms } from '@/server/pages/forms';
import { createLandingPage, publishPage, trashLandingPage } from '@/server/pages/service';
import { writeSetting } from '@/server/settings/store';
import { dbTargets, type TestDatabase } from './helpers/db';

process.env.ADMIN_NOTIFY_EMAILS = 'sales@lizit.com';
process.env.FORM_MIN_FILL_MS = '1500';
process.env.RATE_LIMIT_CONTACT = '1000/3600';
process.env.MAIL_POLL_MS = '600000';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-forms-test-'));

let ip = 0;
/** Posts a body to the forms route from a new client address. */
function post(body: unknown) {
  return POST(
    new Request('http://localhost/api/forms', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-lizit-client-ip': `198.51.100.${++ip}` },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

const human = { website: '', fill_ms: 6000 };
const fromCampaign = {
  first: {
    landing_page: '/spring-show',
    utm_source: 'linkedin',
    utm_medium: 'paid',
    utm_campaign: 'spring-2027',
  },
  last: null,
};

const FIELDS: FormField[] = [
  { type: 'name', label: 'Full name', help: '', required: true },
  { type: 'email', label: 'Work e-mail', help: '', required: true },
  {
    type: 'number',
    label: 'Fleet size',
    help: 'Machines you rent out',
    required: true,
    min: 1,
    max: 10_000,
  },
  {
    type: 'choice',
    label: 'Current software',
    help: '',
    required: true,
    options: ['Point of Rental', 'Spreadsheets', 'Other'],
  },
  { type: 'choices', label: 'Locations', help: '', required: false, options: ['East', 'West'] },
  { type: 'yesno', label: 'Multi-branch', help: '', required: false },
];

/** A landing page's content with a hero and one form of `fields`. */
const content = (fields: FormField[], consent = ''): LandingContent => ({
  page: { title: 'Spring show', focused: true, expiresAt: '', afterExpiry: '/' },
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Trade show',
      title: 'Meet us at the spring show',
      lead: 'Book a slot.',
    },
    {
      type: 'form',
      title: 'Book your slot',
      intro: '',
      name: 'Show sign-up',
      fields,
      consent,
      button: 'Book my slot',
      thankYou: 'Thanks! See you there.',
      thankYouPage: '',
    },
  ],
  seo: {
    title: 'Spring show',
    description: 'Spring show',
    keywords: [],
    noindex: false,
    image: '',
  },
});

const hashOf = (c: LandingContent) => formDefinitionHash(landingForms(c)[0]!);

describe.each(dbTargets())('landing page forms on $name', ({ create }) => {
  let t: TestDatabase;
  let actor: string;

  /** Creates and publishes the spring show page (or one at `path`) with `c`. */
  async function publishShow(c: LandingContent, path = '/spring-show') {
    const created = await createLandingPage(t.db, { title: 'Spring show', path }, actor);
    const published = await publishPage(t.db, created.key, c, actor, created.version);
    return { key: created.key, id: published.id! };
  }
  const stored = async () => (await t.db.select({ n: count() }).from(form_submissions))[0]!.n;

  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    actor = await createConfirmedUser(t.db, 'forms@lizit.com', 'Forms-pass-1', {
      name: 'F',
      admin: true,
    });
  });
  afterAll(async () => {
    setDbHandle(undefined);
    await t.dispose();
  });
  beforeEach(async () => {
    await t.db.delete(leads);
    await t.db.delete(form_submissions);
    await t.db.delete(pages);
    await t.db.delete(mail_outbox);
    resetRateLimiters();
    clearCache();
  });

  it('stores a submission as a lead with its page, form, answers, consent and campaign, and names the page in its e-mails', async () => {
    await writeSetting(
      t.db,
      'notifications',
      notificationSettingsSchema.parse({
        confirmation: { ...DEFAULT_CONFIRMATION, enabled: true },
      }),
      actor,
    );
    const page = content(FIELDS, 'I agree that Lizit contacts me about the show.');
    const { key, id } = await publishShow(page);
    // The publication kept the form's definition.
    const kept = await t.db.select().from(form_definitions);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ page_id: id, hash: hashOf(page) });

    const res = await post({
      page: id,
      form: hashOf(page),
      f0: ' Jane Doe ',
      f1: 'jane@yard.example',
      f2: '40',
      f3: 'Spreadsheets',
      f4: ['West', 'East'],
      f5: 'yes',
      consent: true,
      attribution: fromCampaign,
      ...human,
    });
    expect(res.status).toBe(201);

    const [row] = await t.db.select().from(form_submissions);
    expect(row).toMatchObject({
      page_path: '/spring-show',
      page_title: 'Spring show',
      form_name: 'Show sign-up',
      name: 'Jane Doe',
      email: 'jane@yard.example',
      consent_text: 'I agree that Lizit contacts me about the show.',
      spam_reason: null,
    });
    expect(row!.answers).toEqual<StoredAnswer[]>([
      { label: 'Fleet size', type: 'number', value: 40 },
      { label: 'Current software', type: 'choice', value: 'Spreadsheets' },
      // In the order the form offers them.
      { label: 'Locations', type: 'choices', value: ['East', 'West'] },
      { label: 'Multi-branch', type: 'yesno', value: true },
    ]);
    const [lead] = await t.db.select().from(leads);
    expect(lead).toMatchObject({
      type: 'form',
      form_submission_id: row!.id,
      name: 'Jane Doe',
      email: 'jane@yard.example',
      status: 'new',
      source: 'linkedin',
      medium: 'paid',
      campaign: 'spring-2027',
      landing_page: '/spring-show',
    });

    const mails = await t.db.select().from(mail_outbox);
    const notification = mails.find((m) => m.kind === 'notification.landing_form')!;
    expect(notification.to_address).toBe('sales@lizit.com');
    expect(notification.text_body).toContain('Landing page: Spring show (');
    expect(notification.text_body).toContain('/spring-show)');
    expect(notification.text_body).toContain('Fleet size: 40');
    expect(notification.text_body).toContain('Locations: East, West');
    const thanks = mails.find((m) => m.kind === 'confirmation.landing_form')!;
    expect(thanks.to_address).toBe('jane@yard.example');
    expect(thanks.text_body).toContain('our page "Spring show"');
    expect(key).toMatch(/^landing-/);
  });

  it('refuses bad answers, a missing consent, a made-up form and a too large body with a 4xx, storing nothing', async () => {
    const page = content(FIELDS, 'I agree.');
    const { id } = await publishShow(page);
    const other = await publishShow(content(FIELDS.slice(0, 2)), '/other-show');
    const valid = {
      page: String(id),
      form: hashOf(page),
      f0: 'Jane',
      f1: 'jane@yard.example',
      f2: '40',
      f3: 'Other',
      consent: true,
      ...human,
    };
    const cases: [Record<string, unknown>, number, Record<string, string> | string][] = [
      [{ ...valid, f2: 'about 40' }, 422, { f2: 'Fleet size must be a whole number' }],
      [{ ...valid, f2: '0' }, 422, { f2: 'Fleet size must be between 1 and 10,000' }],
      [{ ...valid, f3: '' }, 422, { f3: 'Current software is required' }],
      [{ ...valid, f3: 'Excel' }, 422, { f3: 'Choose one of the answers to Current software' }],
      [{ ...valid, f4: ['North'] }, 422, { f4: 'Choose answers to Locations among those offered' }],
      [{ ...valid, f5: 'maybe' }, 422, { f5: 'Answer Multi-branch with yes or no' }],
      [{ ...valid, f1: 'not-an-email' }, 422, { f1: 'Please enter a valid email address' }],
      [{ ...valid, consent: false }, 422, { consent: 'Please tick the box to agree' }],
      [
        { ...valid, form: 'a'.repeat(64) },
        404,
        'This form is no longer available. Please reload the page.',
      ],
      [{ ...valid, form: 42 }, 404, 'This form is no longer available. Please reload the page.'],
      // The form named with no page, a made-up page, or another page's id.
      [
        { ...valid, page: undefined },
        404,
        'This form is no longer available. Please reload the page.',
      ],
      [{ ...valid, page: 'x1' }, 404, 'This form is no longer available. Please reload the page.'],
      [
        { ...valid, page: other.id },
        404,
        'This form is no longer available. Please reload the page.',
      ],
    ];
    for (const [body, status, expected] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      const json = (await res.json()) as { error: string; fieldErrors?: Record<string, string> };
      if (typeof expected === 'string') expect(json.error).toBe(expected);
      else expect(json.fieldErrors).toMatchObject(expected);
    }
    expect((await post('{"form": ')).status).toBe(400);
    const huge = await post({ ...valid, f0: 'x'.repeat(10 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(await stored()).toBe(0);
    expect(await t.db.select().from(leads)).toEqual([]);
    expect(await t.db.select().from(mail_outbox)).toEqual([]);
  });

  it('a form edited and published meanwhile never breaks a submission in flight; a page taken down takes none', async () => {
    const before = content(FIELDS);
    const { key, id } = await publishShow(before);
    // The team renames a question and adds a required one, and publishes.
    const after = content([
      ...FIELDS.map((f) => (f.label === 'Fleet size' ? { ...f, label: 'Machines' } : f)),
      { type: 'short', label: 'Region', help: '', required: true, maxLength: 40 },
    ]);
    const [row] = await t.db.select().from(pages).where(eq(pages.key, key));
    await publishPage(t.db, key, after, actor, row!.version);
    expect(await t.db.select().from(form_definitions)).toHaveLength(2);

    // A visitor who opened the page before answers the form they were shown.
    const inFlight = {
      page: id,
      form: hashOf(before),
      f0: 'Old',
      f1: 'old@yard.example',
      f2: '12',
      f3: 'Other',
      ...human,
    };
    expect((await post(inFlight)).status).toBe(201);
    // The same answers to the new form lack the new required question.
    const res = await post({ ...inFlight, form: hashOf(after) });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { fieldErrors: object }).fieldErrors).toEqual({
      f6: 'Region is required',
    });
    const answers = (await t.db.select().from(form_submissions)).map((s) => s.answers[0]);
    expect(answers).toEqual([{ label: 'Fleet size', type: 'number', value: 12 }]);

    // Suspected spam is kept in the quarantine and notifies no one; a bot is dropped.
    await t.db.delete(mail_outbox);
    expect((await post({ ...inFlight, fill_ms: 100 })).status).toBe(201);
    expect((await post({ ...inFlight, website: 'http://spam.example' })).status).toBe(201);
    const spam = await t.db.select().from(leads).where(eq(leads.status, 'spam'));
    expect(spam).toHaveLength(1);
    expect(await stored()).toBe(2);
    expect(await t.db.select().from(mail_outbox)).toEqual([]);

    // In the Trash, the page takes no submission.
    await trashLandingPage(t.db, key as `landing-${number}`, actor);
    const gone = await post({ ...inFlight, form: hashOf(after), f6: 'North' });
    expect(gone.status).toBe(404);
    expect(await stored()).toBe(2);
  });

  it('two pages with the same form each take their own submissions, and one in the Trash leaves the other open', async () => {
    const form = content(FIELDS.slice(0, 3));
    const spring = await publishShow(form);
    const autumn = await publishShow(form, '/autumn-show');
    const kept = await t.db.select().from(form_definitions);
    expect(kept.map((d) => d.page_id).sort()).toEqual([spring.id, autumn.id].sort());
    const answers = { form: hashOf(form), f0: 'Jane', f1: 'jane@yard.example', f2: '3', ...human };
    expect((await post({ ...answers, page: spring.id })).status).toBe(201);
    expect((await post({ ...answers, page: autumn.id })).status).toBe(201);
    const paths = (await t.db.select().from(form_submissions)).map((s) => s.page_path);
    expect(paths.sort()).toEqual(['/autumn-show', '/spring-show']);

    await trashLandingPage(t.db, spring.key as `landing-${number}`, actor);
    expect((await post({ ...answers, page: spring.id })).status).toBe(404);
    expect((await post({ ...answers, page: autumn.id })).status).toBe(201);
  });

  it('the upgrade gives a page whose form was kept under another page a row of its own', async () => {
    const form = content(FIELDS.slice(0, 3));
    const spring = await publishShow(form);
    const autumn = await publishShow(form, '/autumn-show');
    // As before the upgrade: one row per definition, the first page's.
    await t.db.delete(form_definitions).where(eq(form_definitions.page_id, autumn.id));
    const migration = fs.readFileSync(
      path.join(import.meta.dirname, '../../src/db/migrations/0036_form_definitions_per_page.sql'),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    await t.db.execute(sql.raw(backfill));
    const kept = await t.db.select().from(form_definitions);
    expect(kept.map((d) => [d.page_id, d.hash]).sort()).toEqual(
      [
        [spring.id, hashOf(form)],
        [autumn.id, hashOf(form)],
      ].sort(),
    );
  });

  it('refuses a form that cannot work: no e-mail field, a standard field twice, limits the wrong way round', async () => {
    const created = await createLandingPage(t.db, { title: 'Broken', path: '/broken' }, actor);
    const bad = (fields: FormField[]) =>
      publishPage(t.db, created.key, content(fields), actor, created.version);
    await expect(bad([FIELDS[0]!])).rejects.toMatchObject({
      status: 422,
      message: expect.stringContaining('A form needs an E-mail field'),
    });
    await expect(bad([FIELDS[1]!, FIELDS[1]!])).rejects.toMatchObject({ status: 422 });
    await expect(
      bad([
        FIELDS[1]!,
        { ...(FIELDS[2] as Extract<FormField, { type: 'number' }>), min: 9, max: 1 },
      ]),
    ).rejects.toMatchObject({ status: 422 });
    expect(await t.db.select().from(form_definitions)).toEqual([]);
  });
});
