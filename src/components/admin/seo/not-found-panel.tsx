import 'server-only';
import { parseNotFoundQuery } from '@/lib/validation/not-found';
import { loadNotFoundMonitor } from '@/server/not-found/queries';
import { NotFoundMonitor } from './not-found-monitor';

type Params = Record<string, string | string[] | undefined>;

/**
 * Server part of the SEO & Sitemap tab's 404 monitor: the page of recorded 404
 * paths the URL's view names (`?nf_q=&nf_ignored=1&nf_page=`).
 */
export async function NotFoundPanel({ params }: { params: Params }) {
  const query = parseNotFoundQuery(params);
  const page = await loadNotFoundMonitor(query);
  return (
    <NotFoundMonitor
      key={JSON.stringify(query)}
      query={query}
      page={{
        ...page,
        rows: page.rows.map((r) => ({
          ...r,
          firstSeenAt: r.firstSeenAt.toISOString(),
          lastSeenAt: r.lastSeenAt.toISOString(),
          ignoredAt: r.ignoredAt?.toISOString() ?? null,
        })),
      }}
    />
  );
}
