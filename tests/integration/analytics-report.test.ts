/**
 * The Analytics tab's queries (issue #25 §3) on PGlite and PostgreSQL, from seeded daily
 * aggregates and leads: totals of a range and of its previous period (leads created in range,
 * spam excluded), the daily series, top pages, referrers (no referrer left out), campaigns
 * (untagged left out), devices, and articles with their views and their leads by first- or
 * last-touch landing page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blog_posts,
  leads,
  page_view_campaign_daily,
  page_view_device_daily,
  page_view_path_daily,
  page_view_path_monthly,
  page_view_referrer_daily,
  page_view_site_daily,
} from '@/db/schema';
import { previousPeriod } from '@/lib/analytics-range';
import { analyticsReport } from '@/server/analytics/report';
import { dbTargets, type TestDatabase } from './helpers/db';

const range = { from: '2030-03-01', to: '2030-03-10' };
const previous = previousPeriod(range);
const touch = (landing_page: string) => ({
  landing_page,
  referrer_host: null,
  referrer_path: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  click_id: null,
  at: null,
});

describe.each(dbTargets())('analytics report on $name', ({ create }) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await create();
    await t.db.insert(blog_posts).values([
      { title: 'Rental tips', slug: 'rental-tips-r1' },
      { title: 'Fleet care', slug: 'fleet-care-r1' },
      { title: 'Never read', slug: 'never-read-r1' },
    ]);
    await t.db.insert(page_view_site_daily).values([
      { day: '2030-02-25', views: 40, visitors: 20 }, // previous period
      { day: '2030-03-01', views: 100, visitors: 50 },
      { day: '2030-03-05', views: 60, visitors: 30 },
      { day: '2030-03-11', views: 999, visitors: 999 }, // after the range
    ]);
    await t.db.insert(page_view_path_daily).values([
      { day: '2030-03-01', path: '/', views: 70, visitors: 40 },
      { day: '2030-03-01', path: '/resources/rental-tips-r1', views: 20, visitors: 8 },
      { day: '2030-03-05', path: '/resources/rental-tips-r1', views: 10, visitors: 2 },
      { day: '2030-03-05', path: '/resources/fleet-care-r1', views: 5, visitors: 5 },
      { day: '2030-03-05', path: '/resources/articles', views: 45, visitors: 20 },
      { day: '2030-03-11', path: '/resources/never-read-r1', views: 9, visitors: 9 },
    ]);
    // March's sums as the rollup makes them, and a path seen only in the monthly table: a range
    // covering the whole month must read it there.
    await t.db.insert(page_view_path_monthly).values([
      { month: '2030-03-01', path: '/', views: 70, visitors: 40 },
      { month: '2030-03-01', path: '/resources/rental-tips-r1', views: 30, visitors: 10 },
      { month: '2030-03-01', path: '/resources/fleet-care-r1', views: 5, visitors: 5 },
      { month: '2030-03-01', path: '/resources/articles', views: 45, visitors: 20 },
      { month: '2030-03-01', path: '/resources/never-read-r1', views: 9, visitors: 9 },
      { month: '2030-03-01', path: '/only-monthly', views: 1, visitors: 1 },
    ]);
    await t.db.insert(page_view_path_daily).values([
      { day: '2030-02-28', path: '/', views: 3, visitors: 3 },
      { day: '2030-04-01', path: '/resources/fleet-care-r1', views: 50, visitors: 1 },
    ]);
    await t.db.insert(page_view_referrer_daily).values([
      { day: '2030-03-01', referrer_host: '', views: 80, visitors: 40 },
      { day: '2030-03-01', referrer_host: 'news.example', views: 15, visitors: 7 },
      { day: '2030-03-05', referrer_host: 'news.example', views: 5, visitors: 3 },
      { day: '2030-03-05', referrer_host: 'google.com', views: 12, visitors: 12 },
    ]);
    await t.db.insert(page_view_campaign_daily).values([
      {
        day: '2030-03-01',
        utm_source: '',
        utm_medium: '',
        utm_campaign: '',
        views: 90,
        visitors: 45,
      },
      {
        day: '2030-03-01',
        utm_source: 'mail',
        utm_medium: 'email',
        utm_campaign: 'spring',
        views: 10,
        visitors: 5,
      },
    ]);
    await t.db.insert(page_view_device_daily).values([
      { day: '2030-03-01', device: 'desktop', views: 70, visitors: 30 },
      { day: '2030-03-01', device: 'mobile', views: 30, visitors: 20 },
      { day: '2030-03-05', device: 'mobile', views: 60, visitors: 30 },
    ]);
    const lead = (i: number, at: string, first: string, last: string, status = 'new' as const) => ({
      type: 'demo_request' as const,
      name: `Reader ${i}`,
      email: `reader${i}@report.test`,
      status,
      landing_page: first,
      first_touch: touch(first),
      last_touch: touch(last),
      created_at: new Date(at),
    });
    await t.db.insert(leads).values([
      lead(1, '2030-03-01T10:00:00Z', '/resources/rental-tips-r1', '/pricing'),
      {
        ...lead(
          2,
          '2030-03-05T23:59:00Z',
          '/resources/rental-tips-r1?utm_source=x',
          '/resources/fleet-care-r1',
        ),
        // A contact message: counted among the leads, apart from the demo requests.
        type: 'contact' as const,
      },
      lead(3, '2030-03-06T08:00:00Z', '/', '/resources/fleet-care-r1'),
      {
        ...lead(4, '2030-03-06T09:00:00Z', '/resources/rental-tips-r1', '/'),
        status: 'spam' as const,
      },
      lead(5, '2030-02-28T12:00:00Z', '/resources/rental-tips-r1', '/'), // previous period
      lead(6, '2030-03-11T00:00:00Z', '/resources/never-read-r1', '/'), // after the range
    ]);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('totals of the range and its previous period; the daily series with leads', async () => {
    const r = await analyticsReport(t.db, range, previous, 'first');
    expect(previous).toEqual({ from: '2030-02-19', to: '2030-02-28' });
    expect(r.totals).toEqual({ views: 160, visitors: 80, leads: 3 });
    expect(r.previous).toEqual({ views: 40, visitors: 20, leads: 1 });
    expect(r.series).toEqual([
      { day: '2030-03-01', views: 100, visitors: 50, leads: 1 },
      { day: '2030-03-05', views: 60, visitors: 30, leads: 1 },
      { day: '2030-03-06', views: 0, visitors: 0, leads: 1 },
    ]);
  });

  it('top pages, referrers, campaigns and devices sum the days of the range', async () => {
    const r = await analyticsReport(t.db, range, previous, 'first');
    expect(r.pages.slice(0, 3)).toEqual([
      { path: '/', views: 70, visitors: 40 },
      { path: '/resources/articles', views: 45, visitors: 20 },
      { path: '/resources/rental-tips-r1', views: 30, visitors: 10 },
    ]);
    expect(r.pages.map((p) => p.path)).not.toContain('/resources/never-read-r1');
    expect(r.referrers).toEqual([
      { host: 'news.example', views: 20, visitors: 10 },
      { host: 'google.com', views: 12, visitors: 12 },
    ]);
    expect(r.campaigns).toEqual([
      { source: 'mail', medium: 'email', campaign: 'spring', views: 10, visitors: 5 },
    ]);
    expect(r.devices).toEqual([
      { device: 'mobile', views: 90, visitors: 50 },
      { device: 'desktop', views: 70, visitors: 30 },
    ]);
  });

  it('articles: views and leads by first-touch or last-touch landing page', async () => {
    const first = await analyticsReport(t.db, range, previous, 'first');
    expect(first.articles).toEqual([
      {
        path: '/resources/rental-tips-r1',
        title: 'Rental tips',
        slug: 'rental-tips-r1',
        views: 30,
        visitors: 10,
        leads: 2,
        demos: 1,
      },
      {
        path: '/resources/fleet-care-r1',
        title: 'Fleet care',
        slug: 'fleet-care-r1',
        views: 5,
        visitors: 5,
        leads: 0,
        demos: 0,
      },
    ]);
    const last = await analyticsReport(t.db, range, previous, 'last');
    expect(last.articles.map((a) => [a.slug, a.leads])).toEqual([
      ['rental-tips-r1', 0],
      ['fleet-care-r1', 2],
    ]);
  });

  it('a range over whole months reads the monthly sums plus the days at its ends', async () => {
    const wide = { from: '2030-02-28', to: '2030-04-01' };
    const r = await analyticsReport(t.db, wide, previousPeriod(wide), 'first');
    expect(r.pages.map((p) => [p.path, p.views])).toEqual([
      ['/', 73],
      ['/resources/fleet-care-r1', 55],
      ['/resources/articles', 45],
      ['/resources/rental-tips-r1', 30],
      ['/resources/never-read-r1', 9],
      ['/only-monthly', 1],
    ]);
    expect(r.articles.map((a) => [a.slug, a.views, a.visitors, a.leads])).toEqual([
      ['fleet-care-r1', 55, 6, 0],
      ['rental-tips-r1', 30, 10, 3],
      ['never-read-r1', 9, 9, 1],
    ]);
  });

  it('an empty range reads zeros and empty tables', async () => {
    const empty = { from: '2029-01-01', to: '2029-01-07' };
    const r = await analyticsReport(t.db, empty, previousPeriod(empty), 'first');
    expect(r.totals).toEqual({ views: 0, visitors: 0, leads: 0 });
    expect([r.series, r.pages, r.articles, r.referrers, r.campaigns, r.devices]).toEqual([
      [],
      [],
      [],
      [],
      [],
      [],
    ]);
  });
});
