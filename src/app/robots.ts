import type { MetadataRoute } from 'next';
import { getSiteUrl } from '@/lib/env';
import { robotsDisallow } from '@/server/http/paths';

export const dynamic = 'force-dynamic';

/**
 * GET /robots.txt - everything public is crawlable; what the path rules mark as not for robots
 * (the back office, auth, previews, the API, unsubscribe links) is not (server/http/paths.ts).
 */
export default function robots(): MetadataRoute.Robots {
  const origin = getSiteUrl();
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: robotsDisallow() }],
    sitemap: `${origin}/sitemap.xml`,
    host: origin,
  };
}
