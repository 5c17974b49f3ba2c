/**
 * What landing pages convert, in the Analytics tab, on PGlite and PostgreSQL: per landing page
 * and per form, the views of the page's address from the path aggregates, the form submissions of
 * the range (suspected spam and other days left out; a page deleted forever counted by its
 * address), and the first-touch sources and campaigns of the leads they made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  form_submissions,
  leads,
  page_view_path_daily,
  page_view_path_monthly,
  pages,
} from '@/db/schema';
import { LANDING_TOP_ATTRIBUTION, landingPagesReport } from '@/server/analytics/landing';
import { dbTargets, type TestDatabase } from './helpers/db';

const range = { from: '2030-05-03', to: '2030-05-12' };

/** A landing page's stored content: its name and its blocks (forms named `forms`). */
const content = (title: string, forms: string[]) => ({
  page: { title, focused: false, expiresAt: '', afterExpiry: '/' },
  blocks: [
    { type: 'hero', eyebrow: 'Lizit', title, lead: 'Lead.' },
    ...forms.map((name) => ({ type: 'form', title: name, name, fields: [] })),
  ],
  seo: { title, description: title, keywords: [], noindex: false, image: '' },
});

describe.each(dbTargets())('landing pages in analytics on $name', ({ create }) => {
  let t: TestDatabase;
  let seq = 0;

  /** A submission of `form` on a page, with its lead (first touch `source`/`medium`/`campaign`). */
  async function submit(s: {
    pageId: number | null;
    path: string;
    title?: string;
    form: string;
    at: string;
    spam?: 'too_fast';
    leadStatus?: 'spam';
    source?: string;
    medium?: string;
    campaign?: string | null;
  }) {
    seq += 1;
    const [row] = await t.db
      .insert(form_submissions)
      .values({
        page_id: s.pageId,
        page_path: s.path,
        page_title: s.title ?? 'Old name',
        form_name: s.form,
        form_hash: 'f'.repeat(64),
        email: `person${seq}@landing.test`,
        answers: [],
        spam_reason: s.spam ?? null,
        created_at: new Date(s.at),
      })
      .returning({ id: form_submissions.id });
    await t.db.insert(leads).values({
      type: 'form',
      form_submission_id: row!.id,
      name: `Person ${seq}`,
      email: `person${seq}@landing.test`,
      status: s.spam ? 'spam' : (s.leadStatus ?? 'new'),
      source: s.source ?? '(direct)',
      medium: s.medium ?? '(none)',
      campaign: s.campaign ?? null,
      landing_page: s.path,
      created_at: new Date(s.at),
    });
  }

  beforeAll(async () => {
    t = await create();
    await t.db.insert(pages).values([
      {
        id: 9101,
        key: 'landing-9101',
        path: '/spring-show',
        content: content('Spring show', ['Brochure', 'Demo']),
        published_at: new Date('2030-04-01T00:00:00Z'),
      },
      {
        id: 9102,
        key: 'landing-9102',
        path: '/partner-offer',
        content: content('Partner offer', ['Signup']),
        draft: content('Partner offer, new', ['Signup']),
        published_at: new Date('2030-04-01T00:00:00Z'),
      },
      // Never published: listed, with nothing yet.
      { id: 9103, key: 'landing-9103', path: '/not-yet', draft: content('Not yet', ['Form']) },
      // In the Trash: listed only while it has views or submissions in the range.
      {
        id: 9104,
        key: 'landing-9104',
        path: '/old-trashed',
        content: content('Old trashed', []),
        deleted_at: new Date('2030-04-20T00:00:00Z'),
      },
      {
        id: 9105,
        key: 'landing-9105',
        path: '/recent-trashed',
        content: content('Recent trashed', ['Form']),
        deleted_at: new Date('2030-05-10T00:00:00Z'),
      },
    ]);
    await t.db.insert(page_view_path_daily).values([
      { day: '2030-05-02', path: '/spring-show', views: 500, visitors: 400 }, // before the range
      { day: '2030-05-03', path: '/spring-show', views: 120, visitors: 90 },
      { day: '2030-05-12', path: '/spring-show', views: 80, visitors: 60 },
      { day: '2030-05-13', path: '/spring-show', views: 700, visitors: 600 }, // after the range
      { day: '2030-05-05', path: '/partner-offer', views: 40, visitors: 30 },
      { day: '2030-05-06', path: '/recent-trashed', views: 7, visitors: 7 },
      { day: '2030-05-07', path: '/gone-forever', views: 9, visitors: 8 },
      { day: '2030-05-07', path: '/', views: 1000, visitors: 800 },
    ]);
    const spring = { pageId: 9101, path: '/spring-show', title: 'Spring show' };
    for (let i = 0; i < 3; i++)
      await submit({
        ...spring,
        form: 'Brochure',
        at: `2030-05-0${3 + i}T10:00:00Z`,
        source: 'google',
        medium: 'cpc',
        campaign: 'spring-ads',
      });
    await submit({
      ...spring,
      form: 'Brochure',
      at: '2030-05-12T23:59:59Z',
      source: 'newsletter',
      medium: 'email',
      campaign: 'may-news',
    });
    await submit({ ...spring, form: 'Demo', at: '2030-05-08T09:00:00Z' });
    // Left out: suspected spam, a lead an admin put in Spam, a day before and a day after.
    await submit({ ...spring, form: 'Demo', at: '2030-05-08T09:00:00Z', spam: 'too_fast' });
    await submit({ ...spring, form: 'Demo', at: '2030-05-08T09:00:00Z', leadStatus: 'spam' });
    await submit({ ...spring, form: 'Demo', at: '2030-05-02T23:59:59Z' });
    await submit({ ...spring, form: 'Demo', at: '2030-05-13T00:00:00Z' });
    // A form renamed since: still counted, as a form no longer on the page.
    await submit({ ...spring, form: 'Old brochure', at: '2030-05-04T09:00:00Z' });
    // A page deleted forever whose address the spring show now has: counted with the spring show.
    await submit({ pageId: null, path: '/spring-show', form: 'Demo', at: '2030-05-09T09:00:00Z' });
    // A page deleted forever whose address is free: a row of its own, named by its submission.
    await submit({
      pageId: null,
      path: '/gone-forever',
      title: 'Gone forever',
      form: 'Contact',
      at: '2030-05-07T12:00:00Z',
      source: 'linkedin.com',
      medium: 'referral',
    });
    await submit({
      pageId: 9105,
      path: '/recent-trashed',
      form: 'Form',
      at: '2030-05-06T12:00:00Z',
    });
    // More sources than a page lists: the partner offer has LANDING_TOP_ATTRIBUTION + 1.
    for (let i = 0; i <= LANDING_TOP_ATTRIBUTION; i++)
      for (let n = 0; n <= i; n++)
        await submit({
          pageId: 9102,
          path: '/partner-offer',
          form: 'Signup',
          at: '2030-05-05T12:00:00Z',
          source: `source-${i}`,
          medium: 'referral',
          campaign: `c-${i}`,
        });
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('lists each landing page with its views, submissions and forms in the range', async () => {
    const report = await landingPagesReport(t.db, range);
    expect(report.map((p) => [p.path, p.status, p.views, p.submissions])).toEqual([
      ['/spring-show', 'published', 200, 7],
      ['/partner-offer', 'published', 40, 21],
      ['/gone-forever', 'deleted', 9, 1],
      ['/recent-trashed', 'trashed', 7, 1],
      ['/not-yet', 'draft', 0, 0],
    ]);
    const spring = report[0]!;
    expect(spring).toMatchObject({ id: 9101, key: 'landing-9101', title: 'Spring show' });
    expect(spring.visitors).toBe(150);
    expect(spring.forms).toEqual([
      { name: 'Brochure', views: 200, submissions: 4, onPage: true },
      { name: 'Demo', views: 200, submissions: 2, onPage: true },
      { name: 'Old brochure', views: 200, submissions: 1, onPage: false },
    ]);
    // The published name, not the draft's; a page never published shows its draft's.
    expect(report[1]!.title).toBe('Partner offer');
    expect(report.find((p) => p.path === '/not-yet')).toMatchObject({
      title: 'Not yet',
      forms: [],
    });
    expect(report.find((p) => p.path === '/gone-forever')).toMatchObject({
      id: null,
      key: null,
      title: 'Gone forever',
      forms: [{ name: 'Contact', views: 9, submissions: 1, onPage: false }],
    });
    expect(report.map((p) => p.path)).not.toContain('/old-trashed');
  });

  it("counts the leads' first-touch sources and campaigns per page, the top ones", async () => {
    const report = await landingPagesReport(t.db, range);
    const spring = report.find((p) => p.path === '/spring-show')!;
    expect(spring.sources).toEqual([
      // A tie: by name.
      { source: '(direct)', medium: '(none)', leads: 3 },
      { source: 'google', medium: 'cpc', leads: 3 },
      { source: 'newsletter', medium: 'email', leads: 1 },
    ]);
    // Leads without a campaign are not listed.
    expect(spring.campaigns).toEqual([
      { campaign: 'spring-ads', leads: 3 },
      { campaign: 'may-news', leads: 1 },
    ]);
    const partner = report.find((p) => p.path === '/partner-offer')!;
    expect(partner.sources).toHaveLength(LANDING_TOP_ATTRIBUTION);
    expect(partner.sources[0]).toEqual({
      source: `source-${LANDING_TOP_ATTRIBUTION}`,
      medium: 'referral',
      leads: LANDING_TOP_ATTRIBUTION + 1,
    });
    expect(partner.sources.map((s) => s.source)).not.toContain('source-0');
    expect(partner.campaigns.map((c) => c.campaign)).toEqual([5, 4, 3, 2, 1].map((i) => `c-${i}`));
    expect(report.find((p) => p.path === '/gone-forever')!.sources).toEqual([
      { source: 'linkedin.com', medium: 'referral', leads: 1 },
    ]);
  });

  it('reads whole months from the monthly aggregates, and an empty range has no activity', async () => {
    await t.db
      .insert(page_view_path_monthly)
      .values([{ month: '2030-05-01', path: '/spring-show', views: 1400, visitors: 1150 }]);
    const may = await landingPagesReport(t.db, { from: '2030-05-01', to: '2030-05-31' });
    expect(may.find((p) => p.path === '/spring-show')).toMatchObject({
      views: 1400,
      submissions: 9,
    });
    const quiet = await landingPagesReport(t.db, { from: '2031-01-01', to: '2031-01-31' });
    expect(quiet.map((p) => [p.path, p.views, p.submissions])).toEqual([
      ['/not-yet', 0, 0],
      ['/partner-offer', 0, 0],
      ['/spring-show', 0, 0],
    ]);
  });
});
