import 'server-only';
import { getSiteUrl } from '@/lib/env';
import { loadSitemapStatus } from '@/server/seo/queries';
import { SitemapManager } from './sitemap-manager';

/** Server part of the SEO & Sitemap tab: when the sitemap was generated and last fetched. */
export async function SitemapPanel() {
  const { generatedAt, crawlerFetch } = await loadSitemapStatus();
  return (
    <SitemapManager
      generatedAt={generatedAt?.toISOString() ?? null}
      sitemapUrl={`${getSiteUrl()}/sitemap.xml`}
      crawlerFetch={
        crawlerFetch ? { at: crawlerFetch.at.toISOString(), crawler: crawlerFetch.crawler } : null
      }
    />
  );
}
