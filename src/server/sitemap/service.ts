import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { app_meta } from '@/db/schema';

const GENERATED_KEY = 'sitemap_generated_at';

/** When an admin last generated the sitemap in the SEO & Sitemap tab (app_meta), or null. */
export async function getSitemapGeneratedAt(db: Db): Promise<Date | null> {
  const [row] = await db.select().from(app_meta).where(eq(app_meta.key, GENERATED_KEY)).limit(1);
  return row ? new Date(row.value as string) : null;
}

/** Records the time of a generation (app_meta). */
export async function recordSitemapGenerated(db: Db, at: Date): Promise<void> {
  await db
    .insert(app_meta)
    .values({ key: GENERATED_KEY, value: at.toISOString() })
    .onConflictDoUpdate({ target: app_meta.key, set: { value: at.toISOString(), updated_at: at } });
}

const CRAWLER_KEY = 'sitemap_crawler_fetch';

/** The last time a search engine fetched /sitemap.xml, and which one. */
export type CrawlerFetch = { at: Date; crawler: string };

/**
 * The crawler's short name from its user agent, e.g. "Googlebot/2.1" or "bingbot/2.0": the first
 * product token naming a bot, crawler, spider or Slurp; else the user agent cut to 80 characters.
 */
export function crawlerName(userAgent: string): string {
  const token = /\b[\w.-]*(?:bot|crawler|spider|slurp)[\w.-]*(?:\/[\w.]+)?/i.exec(userAgent);
  return (token?.[0] ?? userAgent).slice(0, 80);
}

/**
 * Records a search engine's fetch of /sitemap.xml (issue #20 item 11) in app_meta.
 * @param userAgent - the request's User-Agent, already recognised as a crawler
 * @param at - when it fetched
 */
export async function recordSitemapCrawlerFetch(
  db: Db,
  userAgent: string,
  at: Date,
): Promise<void> {
  const value = { at: at.toISOString(), crawler: crawlerName(userAgent) };
  await db
    .insert(app_meta)
    .values({ key: CRAWLER_KEY, value })
    .onConflictDoUpdate({ target: app_meta.key, set: { value, updated_at: at } });
}

/** The last search-engine fetch of /sitemap.xml, or null when none was recorded. */
export async function getSitemapCrawlerFetch(db: Db): Promise<CrawlerFetch | null> {
  const [row] = await db.select().from(app_meta).where(eq(app_meta.key, CRAWLER_KEY)).limit(1);
  const value = row?.value as { at?: unknown; crawler?: unknown } | undefined;
  if (typeof value?.at !== 'string' || typeof value.crawler !== 'string') return null;
  return { at: new Date(value.at), crawler: value.crawler };
}
