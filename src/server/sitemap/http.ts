import 'server-only';
import { isbot } from 'isbot';
import { getDb } from '@/db/client';
import { getLogger } from '../log';
import { buildLiveSitemap } from './queries';
import { recordSitemapCrawlerFetch } from './service';

/** Fewest milliseconds between two recorded crawler fetches (a crawler may fetch in bursts). */
const RECORD_EVERY_MS = 60_000;
/** When a crawler fetch was last recorded, per database. */
const lastRecorded = new WeakMap<object, number>();

/**
 * GET /sitemap.xml (back-office.md §9 "Sitemap"): the live sitemap, built from the database on
 * request, so it always lists exactly the public posts. A fetch by a search engine (a kept
 * user-agent list, `isbot`) is recorded for the SEO & Sitemap tab (issue #20 item 11), at most
 * once a minute per database in each process, after the answer and never failing it.
 * @returns the XML, `Cache-Control: public, max-age=0, must-revalidate`
 */
export async function handleSitemapGet(request: Request): Promise<Response> {
  const { xml } = await buildLiveSitemap();
  const agent = request.headers.get('user-agent') ?? '';
  const now = Date.now();
  const db = getDb();
  if (agent && isbot(agent) && now - (lastRecorded.get(db) ?? 0) >= RECORD_EVERY_MS) {
    lastRecorded.set(db, now);
    recordSitemapCrawlerFetch(db, agent, new Date(now)).catch((error: unknown) =>
      getLogger().error({ err: error }, 'recording the sitemap fetch failed'),
    );
  }
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  });
}
