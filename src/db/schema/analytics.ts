import {
  date,
  index,
  integer,
  json,
  pgTable,
  primaryKey,
  text,
  type PgColumn,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';

/**
 * Server-side page-view counting.
 *
 * `page_view_batches` holds the raw events, append-only, kept 30 days: ONE row per flush of the
 * custom server's recorder (src/server/analytics/recorder.ts, every second or 500 views), its
 * events in one compact, dictionary-encoded `json` object (not `jsonb`: parsing a batch into jsonb doubled
 * what its insert costs the request thread on PGlite; the rollup casts each batch once) ({@link StoredPageViewBatch}), so the database cost per view is
 * near zero whatever the traffic; the rollup unpacks them (src/server/analytics/events.ts). The migration
 * (0023_analytics.sql, edited by hand) makes it a table partitioned by month on `flushed_at`
 * (`PARTITION BY RANGE (flushed_at)`, partitions named `page_view_batches_yYYYYmMM`) so that a
 * month past retention is dropped in O(1); drizzle-kit cannot express partitioning, so this
 * declaration only types the queries. No primary key: nothing ever reads one batch by id.
 */
export const page_view_batches = pgTable(
  'page_view_batches',
  {
    /** The time of the batch's newest event (the flush follows it by ≤ ANALYTICS_FLUSH_MS). */
    flushed_at: tstz('flushed_at').notNull(),
    events: json('events').$type<StoredPageViewBatch>().notNull(),
  },
  (t) => [index('page_view_batches_flushed_at_idx').on(t.flushed_at)],
);

/**
 * One batch of raw events as stored in `page_view_batches.events`: columnar and
 * dictionary-encoded, so that a batch is a few bytes per view and the INSERT that moves it into
 * the database stays cheap (src/server/analytics/batch.ts builds and reads it).
 * - `t0`: the time of the batch's first event, ms since the epoch
 * - `k`: the distinct dimension tuples `[path, referrer host, utm_source, utm_medium,
 *   utm_campaign, device]` (null = none; path normalised, no query string; device 'mobile' |
 *   'tablet' | 'desktop')
 * - `v`: the distinct visitors: HMAC-SHA256(day's salt, ip + ua + site) truncated to 16 bytes,
 *   hex (one visitor for one day)
 * - `e`: the events, three numbers each, flat: `ms after t0, index in k, index in v, …`
 */
export type StoredPageViewBatch = {
  t0: number;
  k: PageViewDims[];
  v: string[];
  e: number[];
};

/** `[path, referrer host, utm_source, utm_medium, utm_campaign, device]` of a stored view. */
export type PageViewDims = [
  string,
  string | null,
  string | null,
  string | null,
  string | null,
  string,
];

/** Dimension columns of the daily aggregate ('' = none, so they can be part of the key). */
const dims = () => ({
  path: text('path').notNull(),
  referrer_host: text('referrer_host').notNull().default(''),
  utm_source: text('utm_source').notNull().default(''),
  utm_medium: text('utm_medium').notNull().default(''),
  utm_campaign: text('utm_campaign').notNull().default(''),
  device: text('device').notNull(),
});

/** The `day` column of a daily aggregate, part of its key. */
const day = () => ({ day: date('day', { mode: 'string' }).notNull() });

/** The counts of an aggregate row: views, and visitors (distinct, or summed daily uniques). */
const counts = () => ({
  views: integer('views').notNull(),
  visitors: integer('visitors').notNull(),
});

/**
 * An aggregate table named `name`: the `key` columns (their order is the primary key's) followed by
 * `views` and `visitors`.
 */
function aggregateTable<TName extends string, TKey extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  key: TKey,
) {
  return pgTable(name, { ...key, ...counts() }, (t) => {
    const columns = Object.keys(key).map((column) => t[column as keyof typeof t] as PgColumn);
    return [primaryKey({ columns: columns as [PgColumn, ...PgColumn[]] })];
  });
}

/**
 * Daily aggregates per dimension combination, kept forever, rebuilt per day from the
 * raw events by the rollup (src/server/analytics/rollup.ts). `visitors` is the distinct visitors of
 * that combination that day: uniques cannot be summed across rows, so the day's and the path's
 * uniques have their own tables below, counted from the raw events at rollup time.
 */
export const page_view_daily = aggregateTable('page_view_daily', { ...day(), ...dims() });

/** Views and distinct visitors per day and path, from the raw events. */
export const page_view_path_daily = aggregateTable('page_view_path_daily', {
  ...day(),
  path: text('path').notNull(),
});

/** Views and distinct visitors of the whole site per day, from the raw events. */
export const page_view_site_daily = pgTable('page_view_site_daily', {
  day: date('day', { mode: 'string' }).primaryKey(),
  ...counts(),
});

/**
 * Views and visitors per calendar month and path: the sums of `page_view_path_daily`
 * over the month (`month` is its first day; visitors are the sum of daily uniques), rebuilt for the
 * month of each day the rollup rebuilds, so the tab's top pages and articles over a year read
 * twelve rows a path instead of 365.
 */
export const page_view_path_monthly = aggregateTable('page_view_path_monthly', {
  month: date('month', { mode: 'string' }).notNull(),
  path: text('path').notNull(),
});

/**
 * Views and distinct visitors per day and referrer host ('' = no external referrer):
 * filled by the same rollup statement (grouping sets) as the tables above, so the Analytics tab's
 * referrer top over a year reads a few hundred rows a day instead of `page_view_daily`.
 */
export const page_view_referrer_daily = aggregateTable('page_view_referrer_daily', {
  ...day(),
  referrer_host: text('referrer_host').notNull(),
});

/** Views and distinct visitors per day and UTM source/medium/campaign ('' = none). */
export const page_view_campaign_daily = aggregateTable('page_view_campaign_daily', {
  ...day(),
  utm_source: text('utm_source').notNull(),
  utm_medium: text('utm_medium').notNull(),
  utm_campaign: text('utm_campaign').notNull(),
});

/** Views and distinct visitors per day and device class. */
export const page_view_device_daily = aggregateTable('page_view_device_daily', {
  ...day(),
  device: text('device').notNull(),
});

/**
 * The daily salt of the visitor hash: 32 random bytes (hex) per UTC day, shared by
 * every instance through the database; the salts of earlier days are deleted when a newer one is
 * read, so a visitor hash cannot be recomputed once its day is over.
 */
export const analytics_salts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
  ...createdAt(),
});
