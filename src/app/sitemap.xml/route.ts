import { handleSitemapGet } from '@/server/seo/http';

// Built from the database on request, so it always lists exactly the public posts.
export const dynamic = 'force-dynamic';

/** GET /sitemap.xml - the live sitemap: 8 static pages plus every public post. */
export const GET = handleSitemapGet;
