import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { serialId, tstz } from './columns';
import { userRef } from './user-columns';

/**
 * The 404 monitor: one row per public path that answered 404, with how often and
 * when, and its top referrers (`{ "host/path": hits }`, at most 5 kept). Written in batches by the
 * custom server (src/server/not-found/service.ts), bounded to NOT_FOUND_MAX_ROWS rows. An admin
 * may ignore a row (hidden from the list, still counted).
 */
export const not_found_paths = pgTable(
  'not_found_paths',
  {
    ...serialId(),
    /** The normalised path, without its query string. */
    path: text('path').notNull().unique(),
    hits: integer('hits').notNull().default(0),
    first_seen_at: tstz('first_seen_at').notNull().defaultNow(),
    last_seen_at: tstz('last_seen_at').notNull().defaultNow(),
    referrers: jsonb('referrers')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    ignored_at: tstz('ignored_at'),
    ignored_by: userRef('ignored_by'),
  },
  (t) => [index('not_found_paths_hits_idx').on(t.hits.desc(), t.last_seen_at.desc())],
);
