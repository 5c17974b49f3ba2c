import { and, desc, gte, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client';
import { executeRows } from '@/db/rows';
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
import { splitMonths, type DayRange } from '@/lib/analytics-range';
import { createdBetween } from '../leads/sources';

/**
 * The Analytics tab's queries. Every page-view figure is read from the daily
 * aggregates (`page_view_site_daily`, `page_view_path_daily`, `page_view_path_monthly` for whole
 * months, and the per-dimension tables filled by the rollup), never from the raw events, so a year costs the same whatever the traffic. Visitors
 * are unique per day (the visitor id's salt changes daily): a range's visitors are the sum of its
 * daily uniques, so someone who comes back on three days counts three times. Leads are read from
 * `leads` (created in the range, spam excluded).
 */

/** Which touch's landing page makes a lead an article's lead. */
export type LeadTouch = 'first' | 'last';

/** The range's headline figures. */
export type Totals = { views: number; visitors: number; leads: number };
/** One day of the time series (days without data are absent; the page fills them). */
export type SeriesDay = { day: string; views: number; visitors: number; leads: number };
/** A row of a top table: the key's views and visitors (sum of daily uniques) over the range. */
export type TopRow = { views: number; visitors: number };
/** One article: its views, visitors and the leads that landed on it. */
export type ArticleRow = TopRow & {
  path: string;
  title: string;
  slug: string;
  /** Leads whose landing page is the article: all, and the demo requests among them. */
  leads: number;
  demos: number;
};
/** Everything the tab shows for a range. */
export type AnalyticsReport = {
  totals: Totals;
  previous: Totals;
  series: SeriesDay[];
  pages: Array<TopRow & { path: string }>;
  articles: ArticleRow[];
  referrers: Array<TopRow & { host: string }>;
  campaigns: Array<TopRow & { source: string; medium: string; campaign: string }>;
  devices: Array<TopRow & { device: string }>;
};

/** Where the site serves an article ("/resources/{slug}"). */
export const ARTICLE_PREFIX = '/resources/';

type DailyTable = PgTable & { day: PgColumn; views: PgColumn; visitors: PgColumn };

const sumViews = (t: DailyTable) => sql<number>`coalesce(sum(${t.views}), 0)::int`;
const sumVisitors = (t: DailyTable) => sql<number>`coalesce(sum(${t.visitors}), 0)::int`;
const inRange = (t: DailyTable, r: DayRange) => and(gte(t.day, r.from), lte(t.day, r.to));

/** The leads of a range, spam excluded. */
function leadsIn(range: DayRange): SQL | undefined {
  return and(ne(leads.status, 'spam'), ...createdBetween(range));
}

/** A lead's landing path for the chosen touch, without a query string (null when unknown). */
function landingPath(touch: LeadTouch): SQL<string | null> {
  const page =
    touch === 'first' ? sql`${leads.landing_page}` : sql`${leads.last_touch}->>'landing_page'`;
  return sql<string | null>`split_part(${page}, '?', 1)`;
}

/**
 * Views, visitors (sum of daily uniques) and leads (spam excluded) of a range.
 * @param range - UTC days, both included
 */
export async function analyticsTotals(db: Db, range: DayRange): Promise<Totals> {
  const t = page_view_site_daily;
  const [[pv], [ld]] = await Promise.all([
    db
      .select({ views: sumViews(t), visitors: sumVisitors(t) })
      .from(t)
      .where(inRange(t, range)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(leads)
      .where(leadsIn(range)),
  ]);
  return { views: pv?.views ?? 0, visitors: pv?.visitors ?? 0, leads: ld?.n ?? 0 };
}

/**
 * The daily series of a range: views and visitors per day from
 * `page_view_site_daily`, leads per UTC day of creation; only days with data, in order.
 */
export async function analyticsSeries(db: Db, range: DayRange): Promise<SeriesDay[]> {
  const t = page_view_site_daily;
  const leadDay = sql<string>`to_char(${leads.created_at} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [views, perDay] = await Promise.all([
    db
      .select({ day: t.day, views: t.views, visitors: t.visitors })
      .from(t)
      .where(inRange(t, range))
      .orderBy(t.day),
    db
      .select({ day: leadDay, n: sql<number>`count(*)::int` })
      .from(leads)
      .where(leadsIn(range))
      .groupBy(leadDay),
  ]);
  const days = new Map<string, SeriesDay>(views.map((v) => [v.day, { ...v, leads: 0 }]));
  for (const l of perDay) {
    const d = days.get(l.day) ?? { day: l.day, views: 0, visitors: 0, leads: 0 };
    d.leads = l.n;
    days.set(l.day, d);
  }
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}

/**
 * Each path's views and visitors over a range, as a subquery (`path`, `views`, `visitors`): the
 * whole months from `page_view_path_monthly`, the days at either end from `page_view_path_daily`.
 * The one way the tab reads views per path (top pages, articles, landing pages).
 * @param range - UTC days, both included
 * @param where - an extra condition on `path` (e.g. the articles' prefix)
 * @returns a SQL subquery to select from (it needs an alias)
 */
export function pathTotals(range: DayRange, where: (path: SQL) => SQL = () => sql`true`): SQL {
  const { months, days } = splitMonths(range);
  const m = page_view_path_monthly;
  const d = page_view_path_daily;
  const parts: SQL[] = [];
  if (months)
    parts.push(sql`select ${m.path} as path, ${m.views} as views, ${m.visitors} as visitors
      from ${m} where ${m.month} >= ${months.from} and ${m.month} <= ${months.to}
        and ${where(sql`${m.path}`)}`);
  for (const r of days)
    parts.push(sql`select ${d.path} as path, ${d.views} as views, ${d.visitors} as visitors
      from ${d} where ${d.day} >= ${r.from} and ${d.day} <= ${r.to} and ${where(sql`${d.path}`)}`);
  return sql`(select path, sum(views)::int as views, sum(visitors)::int as visitors
    from (${sql.join(parts, sql` union all `)}) parts group by path)`;
}

/**
 * The most viewed paths of a range, from the monthly and daily path aggregates.
 * @returns at most `limit` rows, most views first
 */
export async function topPages(
  db: Db,
  range: DayRange,
  limit = 10,
): Promise<Array<TopRow & { path: string }>> {
  return executeRows(
    db.execute(sql`select path, views, visitors from ${pathTotals(range)} p
      order by views desc, path limit ${limit}`),
  );
}

/** The external referrers of a range by views (no referrer left out). */
export function topReferrers(db: Db, range: DayRange, limit = 10) {
  const t = page_view_referrer_daily;
  return db
    .select({ host: t.referrer_host, views: sumViews(t), visitors: sumVisitors(t) })
    .from(t)
    .where(and(inRange(t, range), ne(t.referrer_host, '')))
    .groupBy(t.referrer_host)
    .orderBy(desc(sumViews(t)), t.referrer_host)
    .limit(limit);
}

/** The UTM source/medium/campaign combinations of a range by views (untagged left out). */
export function topCampaigns(db: Db, range: DayRange, limit = 10) {
  const t = page_view_campaign_daily;
  return db
    .select({
      source: t.utm_source,
      medium: t.utm_medium,
      campaign: t.utm_campaign,
      views: sumViews(t),
      visitors: sumVisitors(t),
    })
    .from(t)
    .where(
      and(
        inRange(t, range),
        or(ne(t.utm_source, ''), ne(t.utm_medium, ''), ne(t.utm_campaign, '')),
      ),
    )
    .groupBy(t.utm_source, t.utm_medium, t.utm_campaign)
    .orderBy(desc(sumViews(t)), t.utm_source, t.utm_medium, t.utm_campaign)
    .limit(limit);
}

/** Views and visitors per device class of a range, most views first. */
export function deviceSplit(db: Db, range: DayRange) {
  const t = page_view_device_daily;
  return db
    .select({ device: t.device, views: sumViews(t), visitors: sumVisitors(t) })
    .from(t)
    .where(inRange(t, range))
    .groupBy(t.device)
    .orderBy(desc(sumViews(t)), t.device);
}

/**
 * The articles of a range: each blog post whose page (`/resources/{slug}`) was
 * viewed or was the landing page of a lead created in the range, with its views, visitors (sum
 * of daily uniques) and leads (spam excluded) by the `touch` landing page; most views first, then
 * most leads, with the demo requests among the leads. Conversion (the share of visitors who became
 * leads) is computed by the page.
 */
export async function topArticles(
  db: Db,
  range: DayRange,
  touch: LeadTouch,
  limit = 20,
): Promise<ArticleRow[]> {
  const prefix = `${ARTICLE_PREFIX}%`;
  const landing = landingPath(touch);
  const res = db.execute(sql`with v as (
      select * from ${pathTotals(range, (path) => sql`${path} like ${prefix}`)} p
    ), l as (
      select ${landing} as path, count(*)::int as leads,
        (count(*) filter (where ${leads.type} = 'demo_request'))::int as demos
      from ${leads}
      where ${leadsIn(range)} and ${landing} like ${prefix}
      group by 1
    )
    select ${ARTICLE_PREFIX} || b.slug as path, b.title, b.slug,
      coalesce(v.views, 0)::int as views, coalesce(v.visitors, 0)::int as visitors,
      coalesce(l.leads, 0)::int as leads, coalesce(l.demos, 0)::int as demos
    from ${blog_posts} b
      left join v on v.path = ${ARTICLE_PREFIX} || b.slug
      left join l on l.path = ${ARTICLE_PREFIX} || b.slug
    where v.path is not null or l.path is not null
    order by coalesce(v.views, 0) desc, coalesce(l.leads, 0) desc, b.slug
    limit ${limit}`);
  return executeRows<ArticleRow>(res);
}

/**
 * The whole tab for `range` and `previous`, every page-view figure from the
 * aggregates; the queries are sent together (PostgreSQL answers them on several connections at
 * once, PGlite one after the other).
 * @param touch - which landing page makes a lead an article's lead
 */
export async function analyticsReport(
  db: Db,
  range: DayRange,
  previous: DayRange,
  touch: LeadTouch,
): Promise<AnalyticsReport> {
  const [totals, prev, series, pages, articles, referrers, campaigns, devices] = await Promise.all([
    analyticsTotals(db, range),
    analyticsTotals(db, previous),
    analyticsSeries(db, range),
    topPages(db, range),
    topArticles(db, range, touch),
    topReferrers(db, range),
    topCampaigns(db, range),
    deviceSplit(db, range),
  ]);
  return { totals, previous: prev, series, pages, articles, referrers, campaigns, devices };
}
