import { handleSitemapPartGet } from '@/server/seo/http';

// Built from the database on request, as /sitemap.xml is.
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ part: string }> };

/** GET /sitemap/{n}.xml - a part of a sitemap split at 50,000 URLs. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  return handleSitemapPartGet((await params).part);
}
