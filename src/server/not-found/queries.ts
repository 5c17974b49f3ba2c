import 'server-only';
import { getDb } from '@/db/client';
import { getEnv } from '@/lib/env';
import { NOT_FOUND_PAGE_SIZE, type NotFoundQuery } from '@/lib/validation/not-found';
import { listNotFound, type NotFoundPage } from './service';

/**
 * The 404 monitor's list for the SEO & Sitemap tab, uncached: the page of paths the
 * URL's view names, most hits first.
 * @param query - from `parseNotFoundQuery` (search, ignored or not, page)
 */
export async function loadNotFoundMonitor(
  query: NotFoundQuery,
): Promise<NotFoundPage & { maxRows: number }> {
  const page = await listNotFound(getDb(), query, NOT_FOUND_PAGE_SIZE);
  return { ...page, maxRows: getEnv().NOT_FOUND_MAX_ROWS };
}
