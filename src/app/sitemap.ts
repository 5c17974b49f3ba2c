import type { MetadataRoute } from 'next';
import { getSiteUrl } from '@/lib/env';
import { buildSitemapEntries } from '@/server/sitemap/entries';
import { listSitemapPosts } from '@/server/sitemap/queries';
import { getLogger } from '@/server/log';

// Built from the database on request, so it always lists exactly the public posts.
export const dynamic = 'force-dynamic';

/** GET /sitemap.xml - the live sitemap: 8 static pages plus every public post. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  let posts: Awaited<ReturnType<typeof listSitemapPosts>> = [];
  try {
    posts = await listSitemapPosts();
  } catch (error) {
    // back-office.md §8: a failed post read yields no blog entries and is logged.
    getLogger().error({ err: error }, 'sitemap post read failed');
  }
  return buildSitemapEntries(posts, getSiteUrl(), new Date()).map((e) => ({
    url: e.loc,
    lastModified: e.lastmod ?? undefined,
    changeFrequency: e.changefreq,
    priority: e.priority,
  }));
}
