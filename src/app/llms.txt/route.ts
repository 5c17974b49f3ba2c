import { getSiteUrl } from '@/lib/env';
import { llmsTxt } from '@/server/seo/llms';
import { listSitemapPosts } from '@/server/seo/queries';

// Built from the database on request, as the sitemap is.
export const dynamic = 'force-dynamic';

/**
 * GET /llms.txt: the site's main pages and published articles as Markdown for
 * language models. A failed read lists no articles rather than failing.
 */
export async function GET(): Promise<Response> {
  const posts = await listSitemapPosts().catch(() => []);
  return new Response(llmsTxt(posts, getSiteUrl()), {
    headers: {
      'Content-Type': 'text/markdown; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  });
}
