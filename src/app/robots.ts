import type { MetadataRoute } from 'next';
import { getSiteUrl } from '@/lib/env';

export const dynamic = 'force-dynamic';

/** GET /robots.txt - everything public is crawlable; the back office, auth and API are not. */
export default function robots(): MetadataRoute.Robots {
  const origin = getSiteUrl();
  return {
    rules: [
      { userAgent: '*', allow: '/', disallow: ['/admin', '/auth', '/blog/preview/', '/api/'] },
    ],
    sitemap: `${origin}/sitemap.xml`,
    host: origin,
  };
}
