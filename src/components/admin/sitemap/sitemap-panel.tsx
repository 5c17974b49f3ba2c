import 'server-only';
import { loadSitemapGeneratedAt } from '@/server/sitemap/queries';
import { SitemapManager } from './sitemap-manager';

/** Server part of the SEO & Sitemap tab: when the sitemap was last generated. */
export async function SitemapPanel() {
  const generatedAt = await loadSitemapGeneratedAt();
  return <SitemapManager generatedAt={generatedAt?.toISOString() ?? null} />;
}
