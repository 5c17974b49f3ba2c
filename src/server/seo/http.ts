import 'server-only';
import { getDb } from '@/db/client';
import { getLogger } from '../log';
import { buildLiveSitemap } from './queries';
import { recordSitemapCrawlerFetch, searchEngineOf } from './service';

/** Fewest milliseconds between two recorded crawler fetches (a crawler may fetch in bursts). */
const RECORD_EVERY_MS = 60_000;
/** When a crawler fetch was last recorded, per database. */
const lastRecorded = new WeakMap<object, number>();

/**
 * GET /sitemap.xml (back-office.md §9 "Sitemap"): the live sitemap, built from the database on
 * request, so it always lists exactly the public posts (past 50,000 URLs, the index of its
 * parts). A fetch by a known search engine's crawler (`searchEngineOf`) is recorded for the SEO &
 * Sitemap tab, at most once a minute per database in each process, after
 * the answer and never failing it.
 * @returns the XML, `Cache-Control: public, max-age=0, must-revalidate`
 */
export async function handleSitemapGet(request: Request): Promise<Response> {
  const { xml } = await buildLiveSitemap();
  const agent = request.headers.get('user-agent') ?? '';
  const now = Date.now();
  const db = getDb();
  if (searchEngineOf(agent) && now - (lastRecorded.get(db) ?? 0) >= RECORD_EVERY_MS) {
    lastRecorded.set(db, now);
    recordSitemapCrawlerFetch(db, agent, new Date(now)).catch((error: unknown) =>
      getLogger().error({ err: error }, 'recording the sitemap fetch failed'),
    );
  }
  return xmlResponse(xml);
}

function xmlResponse(xml: string): Response {
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  });
}

/**
 * GET /sitemap/{n}.xml: part n (from 1) of a sitemap past 50,000 URLs, which
 * /sitemap.xml then lists as a sitemap index. 404 for a part that does not exist.
 * @param part - the last path segment, e.g. "2.xml"
 */
export async function handleSitemapPartGet(part: string): Promise<Response> {
  const n = /^([1-9]\d{0,4})\.xml$/.exec(part)?.[1];
  const { parts } = await buildLiveSitemap();
  const xml = n && parts.length > 1 ? parts[Number(n) - 1] : undefined;
  if (!xml) return new Response('Not found', { status: 404 });
  return xmlResponse(xml);
}
