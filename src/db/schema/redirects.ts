import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, timestamps, tstz } from './columns';

/** The answers a redirect rule can give. */
export const redirectStatuses = [301, 302, 410] as const;
export type RedirectStatus = (typeof redirectStatuses)[number];

/** Who made a rule: an admin in the Redirects section (or a CSV import), or a slug change. */
export const redirectSources = ['manual', 'auto'] as const;

/**
 * Redirect rules: a normalised site path answered with a 301 or 302 to a
 * site path or an absolute http(s) URL, or with 410 Gone (no target). The server answers them
 * from an in-memory map before rendering; hits are counted in memory and added here in batches.
 * Chains are kept collapsed: no rule's target is another rule's from-path.
 */
export const redirects = pgTable(
  'redirects',
  {
    ...serialId(),
    /** The normalised, percent-encoded path, e.g. "/resources/old-slug" (no query string). */
    from_path: text('from_path').notNull().unique(),
    /** A site path or an absolute http(s) URL; null for 410 Gone. */
    target: text('target'),
    status: integer('status').notNull().default(301),
    source: text('source', { enum: redirectSources }).notNull().default('manual'),
    hits: integer('hits').notNull().default(0),
    last_hit_at: tstz('last_hit_at'),
    ...timestamps(),
  },
  (t) => [
    check('redirects_status_check', sql`${t.status} in (301, 302, 410)`),
    check('redirects_source_check', sql`${t.source} in ('manual', 'auto')`),
    check(
      'redirects_target_check',
      sql`(${t.status} = 410 and ${t.target} is null) or (${t.status} <> 410 and ${t.target} is not null)`,
    ),
    index('redirects_target_idx').on(t.target),
  ],
);

export type Redirect = typeof redirects.$inferSelect;
