import { siteConfig } from '@/config/site';
import { getSiteUrl } from '@/lib/env';
import { getLogger } from '@/server/log';
import { listFeedPosts } from '@/server/posts/queries';
import { buildRss } from '@/server/posts/rss';

export const dynamic = 'force-dynamic';

// GET /resources/rss.xml - RSS 2.0 feed of the published articles (noindex posts left out)
export async function GET() {
  try {
    const posts = await listFeedPosts();
    const xml = buildRss(posts, getSiteUrl(), {
      title: `${siteConfig.name} Resources`,
      description: 'Articles and guides for equipment, tool and party rental businesses.',
    });
    return new Response(xml, {
      headers: {
        'Content-Type': 'application/rss+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=300',
      },
    });
  } catch (error) {
    getLogger().error({ err: error }, 'feed failed');
    return new Response('Feed unavailable', { status: 503 });
  }
}
