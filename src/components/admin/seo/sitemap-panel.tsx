import 'server-only';
import { getDb } from '@/db/client';
import { getSitemapGeneratedAt } from '@/server/sitemap/queries';
import { SitemapManager } from './sitemap-manager';

/** Server part of the SEO & Sitemap tab: when the sitemap was last generated. */
export async function SitemapPanel() {
  const generatedAt = await getSitemapGeneratedAt(getDb());
  return <SitemapManager generatedAt={generatedAt?.toISOString() ?? null} />;
}
