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
 * The search engines whose crawlers read sitemaps, by the product token of their user agent.
 * Only these count as "fetched by a search engine": a script (curl, a monitoring check, an SEO
 * tool) reading the sitemap is no sign that a search engine knows it.
 */
const SEARCH_ENGINE_CRAWLERS: readonly [RegExp, string][] = [
  [/\b(?:Googlebot|Google-InspectionTool|Storebot-Google)\b/i, 'Google'],
  [/\b(?:bingbot|AdIdxBot|BingPreview)\b/i, 'Bing'],
  [/\bDuckDuckBot\b/i, 'DuckDuckGo'],
  [/\b(?:YandexBot|YandexImages)\b/i, 'Yandex'],
  [/\bBaiduspider\b/i, 'Baidu'],
  [/\bApplebot\b/i, 'Apple'],
  [/\bYahoo! Slurp\b/i, 'Yahoo'],
  [/\b(?:Qwantbot|Qwantify)\b/i, 'Qwant'],
  [/\bSeznamBot\b/i, 'Seznam'],
  [/\bPetalBot\b/i, 'Petal'],
  [/\b(?:Naverbot|Yeti)\b/i, 'Naver'],
];

/**
 * The search engine whose crawler sent a request, from its user agent, or null for anything else
 * (a browser, curl, an uptime check, an SEO tool).
 * @returns e.g. "Google"
 */
export function searchEngineOf(userAgent: string): string | null {
  return SEARCH_ENGINE_CRAWLERS.find(([re]) => re.test(userAgent))?.[1] ?? null;
}

/**
 * The crawler's short name from its user agent, e.g. "Googlebot/2.1" or "bingbot/2.0": the first
 * product token naming a bot, crawler, spider or Slurp; else the user agent cut to 80 characters.
 */
export function crawlerName(userAgent: string): string {
  const token = /\b[\w.-]*(?:bot|crawler|spider|slurp)[\w.-]*(?:\/[\w.]+)?/i.exec(userAgent);
  return (token?.[0] ?? userAgent).slice(0, 80);
}

/**
 * Records a search engine's fetch of /sitemap.xml in app_meta.
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
