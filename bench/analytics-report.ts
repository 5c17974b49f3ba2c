/**
 * Analytics tab benchmark (issue #25 "Benchmarks"): `npm run bench:analytics-report`. Fills an
 * in-memory PGlite (and, when BENCH_DATABASE_URL is set, a PostgreSQL database of its own, created
 * and dropped) with a year of daily aggregates standing for 1 million page views a month (about
 * 33,000 a day): 2,000 paths with a long tail (1,500 of them articles), 300 referrers, 100
 * campaigns, 3 devices, and 20,000 leads; then times each of the tab's queries
 * (src/server/analytics/report.ts) for the last 30 days and the last 12 months — median and
 * slowest of 7 runs after one warm-up. The issue asks for under 200 ms each. Writes
 * bench/results/<date>-analytics-report.json.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type Db, type DbHandle } from '@/db/client';
import { addDays, previousPeriod, type DayRange } from '@/lib/analytics-range';
import { encodePageViews, type PageViewEvent } from '@/server/analytics/batch';
import { ensurePartitions } from '@/server/analytics/partitions';
import {
  analyticsReport,
  analyticsSeries,
  analyticsTotals,
  deviceSplit,
  topArticles,
  topCampaigns,
  topPages,
  topReferrers,
} from '@/server/analytics/report';
import { rollupDay } from '@/server/analytics/rollup';
import { postgresSink } from '@/server/analytics/sink';
import { createThrowawayDb, writeResult } from './lib/harness';

const RUNS = 7;
const DAYS = 365;
const PATHS = 2000;
const ARTICLES = 1500;
const REFERRERS = 300;
const CAMPAIGNS = 100;
const VIEWS_PER_DAY = Math.round((1_000_000 * 12) / 365);
// Not a month's end: the 12-month range has whole months and 30 edge days (the common case).
const LAST_DAY = '2026-06-25';
const FIRST_DAY = addDays(LAST_DAY, 1 - DAYS);

/**
 * A long tail: the item of rank i (1-based) of n gets total / (i × H(n)) a day (Zipf, s = 1),
 * at least 1 — as SQL over `i`.
 */
const zipf = (n: number, total: number) => {
  let h = 0;
  for (let i = 1; i <= n; i++) h += 1 / i;
  return sql.raw(`greatest(1, round(${total} / (i * ${h}) * (0.8 + 0.4 * random())))::int`);
};

async function seed(db: Db): Promise<Record<string, number>> {
  const days = sql`generate_series(${FIRST_DAY}::date, ${LAST_DAY}::date, interval '1 day') d`;
  await db.execute(sql`insert into page_view_site_daily (day, views, visitors)
    select d::date, ${VIEWS_PER_DAY} + (random() * 3000)::int, ${Math.round(VIEWS_PER_DAY * 0.6)}
    from ${days}`);
  const pathName = sql.raw(
    `case when i <= ${ARTICLES} then '/resources/article-' || i else '/page-' || i end`,
  );
  await db.execute(sql`insert into page_view_path_daily (day, path, views, visitors)
    select d::date, ${pathName}, v, greatest(1, (v * 0.7)::int)
    from ${days}, lateral (select i, ${zipf(PATHS, VIEWS_PER_DAY)} as v
      from generate_series(1, ${PATHS}) i) p`);
  // As the rollup keeps it: each month's sums of its days.
  await db.execute(sql`insert into page_view_path_monthly (month, path, views, visitors)
    select date_trunc('month', day)::date, path, sum(views)::int, sum(visitors)::int
    from page_view_path_daily group by 1, 2`);
  await db.execute(sql`insert into page_view_referrer_daily (day, referrer_host, views, visitors)
    select d::date, case when i = 1 then '' else 'site' || i || '.example' end, v,
      greatest(1, (v * 0.7)::int)
    from ${days}, lateral (select i, ${zipf(REFERRERS + 1, VIEWS_PER_DAY)} as v
      from generate_series(1, ${REFERRERS + 1}) i) p`);
  await db.execute(sql`insert into page_view_campaign_daily
      (day, utm_source, utm_medium, utm_campaign, views, visitors)
    select d::date, case when i = 1 then '' else 'source' || (i % 12) end,
      case when i = 1 then '' else (array['email','cpc','social','referral'])[1 + i % 4] end,
      case when i = 1 then '' else 'campaign-' || i end, v, greatest(1, (v * 0.7)::int)
    from ${days}, lateral (select i, ${zipf(CAMPAIGNS + 1, VIEWS_PER_DAY)} as v
      from generate_series(1, ${CAMPAIGNS + 1}) i) p`);
  await db.execute(sql`insert into page_view_device_daily (day, device, views, visitors)
    select d::date, dev, (${VIEWS_PER_DAY} * share)::int, (${VIEWS_PER_DAY} * share * 0.6)::int
    from ${days}, (values ('desktop', 0.55), ('mobile', 0.4), ('tablet', 0.05)) x(dev, share)`);
  await db.execute(sql`insert into blog_posts (title, slug, status)
    select 'Article ' || i, 'article-' || i, 'published' from generate_series(1, ${ARTICLES}) i`);
  await db.execute(sql`insert into leads (type, name, email, status, landing_page, last_touch,
      created_at)
    select 'demo_request', 'Lead ' || i, 'lead' || i || '@bench.example',
      (array['new','contacted','qualified','won','spam'])[1 + i % 5],
      '/resources/article-' || (1 + (i * 7919) % ${ARTICLES}),
      jsonb_build_object('landing_page', '/resources/article-' || (1 + (i * 104729) % ${ARTICLES})),
      ${LAST_DAY}::timestamptz + interval '1 day' - (i % ${DAYS}) * interval '1 day'
        - (i % 1440) * interval '1 minute'
    from generate_series(1, 20000) i`);
  await db.execute(sql`analyze`);
  const counts: Record<string, number> = {};
  for (const table of [
    'page_view_site_daily',
    'page_view_path_daily',
    'page_view_path_monthly',
    'page_view_referrer_daily',
    'page_view_campaign_daily',
    'page_view_device_daily',
    'blog_posts',
    'leads',
  ]) {
    const res = (await db.execute(
      sql.raw(`select count(*)::int as n from ${table}`),
    )) as unknown as { rows: Array<{ n: number }> } | Array<{ n: number }>;
    counts[table] = (Array.isArray(res) ? res : res.rows)[0]!.n;
  }
  return counts;
}

const QUERIES: Record<string, (db: Db, r: DayRange) => Promise<unknown>> = {
  totals: (db, r) => analyticsTotals(db, r),
  'totals (previous period)': (db, r) => analyticsTotals(db, previousPeriod(r)),
  series: (db, r) => analyticsSeries(db, r),
  'top pages': (db, r) => topPages(db, r),
  'articles (first touch)': (db, r) => topArticles(db, r, 'first'),
  'articles (last touch)': (db, r) => topArticles(db, r, 'last'),
  referrers: (db, r) => topReferrers(db, r),
  campaigns: (db, r) => topCampaigns(db, r),
  devices: (db, r) => deviceSplit(db, r),
  'whole tab (analyticsReport)': (db, r) => analyticsReport(db, r, previousPeriod(r), 'first'),
};

type Timing = { median: number; max: number };

async function measure(db: Db): Promise<Record<string, Record<string, Timing>>> {
  const ranges: Record<string, DayRange> = {
    '30 days': { from: addDays(LAST_DAY, -29), to: LAST_DAY },
    '12 months': { from: FIRST_DAY, to: LAST_DAY },
  };
  const out: Record<string, Record<string, Timing>> = {};
  for (const [rangeName, range] of Object.entries(ranges)) {
    out[rangeName] = {};
    for (const [name, query] of Object.entries(QUERIES)) {
      await query(db, range);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        await query(db, range);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      out[rangeName][name] = {
        median: Number(times[Math.floor(RUNS / 2)]!.toFixed(1)),
        max: Number(times[RUNS - 1]!.toFixed(1)),
      };
    }
  }
  return out;
}

/**
 * A whole day of raw views (one batch per 500, as the recorder writes them at that rate) rolled
 * up by `rollupDay`: what the hourly job, and the tab's refresh of today, cost (median of 3).
 */
async function timeRollupDay(db: Db): Promise<number> {
  const day = '2031-01-15';
  await ensurePartitions(db, new Date(`${day}T12:00:00Z`));
  const sink = postgresSink(() => db);
  const start = Date.parse(`${day}T00:00:00Z`);
  for (let b = 0; b * 500 < VIEWS_PER_DAY; b++) {
    const events: PageViewEvent[] = [];
    for (let i = b * 500; i < Math.min(VIEWS_PER_DAY, (b + 1) * 500); i++)
      events.push({
        at: new Date(start + Math.floor((i * 86_400_000) / VIEWS_PER_DAY)),
        visitor: `v${i % 20_000}`,
        path: `/page-${1 + Math.floor(PATHS / (1 + (i % PATHS)))}`,
        referrerHost: i % 3 ? null : `site${i % REFERRERS}.example`,
        utmSource: i % 10 ? null : 'source',
        utmMedium: i % 10 ? null : 'email',
        utmCampaign: i % 10 ? null : `campaign-${i % CAMPAIGNS}`,
        device: (['desktop', 'mobile', 'tablet'] as const)[i % 3]!,
      });
    await sink.write([encodePageViews(events)!]);
  }
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    await rollupDay(db, day);
    times.push(performance.now() - t0);
  }
  return Number(times.sort((a, b) => a - b)[1]!.toFixed(1));
}

async function run(label: string, handle: DbHandle) {
  await migrateDatabase(handle);
  const t0 = performance.now();
  const rows = await seed(handle.db);
  const seedSeconds = Number(((performance.now() - t0) / 1000).toFixed(1));
  console.log(`${label}: seeded in ${seedSeconds} s`, rows);
  const timings = await measure(handle.db);
  // The rollup's extra work per rolled-up day: its month summed again from the days (rollup.ts).
  const month = `${LAST_DAY.slice(0, 7)}-01`;
  const resum = [];
  for (let i = 0; i < 3; i++) {
    const t1 = performance.now();
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`delete from page_view_path_monthly where month = ${month}`);
      await tx.execute(sql`insert into page_view_path_monthly (month, path, views, visitors)
        select ${month}::date, path, sum(views)::int, sum(visitors)::int from page_view_path_daily
        where day >= ${month}::date and day < ${month}::date + interval '1 month' group by path`);
    });
    resum.push(performance.now() - t1);
  }
  const monthResumMs = Number(resum.sort((a, b) => a - b)[1]!.toFixed(1));
  console.log(`${label}: rollup's month re-sum ${monthResumMs} ms`);
  const rollupDayMs = await timeRollupDay(handle.db);
  console.log(`${label}: rollupDay of ${VIEWS_PER_DAY} raw views ${rollupDayMs} ms`);
  console.table(
    Object.fromEntries(
      Object.entries(timings).flatMap(([r, qs]) =>
        Object.entries(qs).map(([q, t]) => [`${r} · ${q}`, t]),
      ),
    ),
  );
  return { rows, seedSeconds, monthResumMs, rollupDayMs, timings };
}

const results: Record<string, unknown> = {};
const pglite = openDatabase({ kind: 'pglite-memory' });
try {
  results.pglite = await run('PGlite', pglite);
} finally {
  await pglite.close();
}

const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const throwaway = await createThrowawayDb(serverUrl, 'lizit_bench');
  const handle = openDatabase({ kind: 'postgres', url: throwaway.url, max: 4 });
  try {
    results.postgres = await run('PostgreSQL', handle);
  } finally {
    await handle.close();
    await throwaway.drop();
  }
}

const result = {
  date: new Date().toISOString().slice(0, 10),
  machine: 'this 2-core machine, shared',
  viewsPerMonth: 1_000_000,
  days: DAYS,
  paths: PATHS,
  articles: ARTICLES,
  referrers: REFERRERS,
  campaigns: CAMPAIGNS,
  runs: RUNS,
  targetMs: 200,
  ...results,
};
const file = writeResult('analytics-report', result);
console.log(`wrote ${file}`);
