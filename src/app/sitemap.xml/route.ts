import { buildLiveSitemap } from '@/server/sitemap/queries';

// Built from the database on request, so it always lists exactly the public posts.
export const dynamic = 'force-dynamic';

/** GET /sitemap.xml - the live sitemap: 8 static pages plus every public post. */
export async function GET(): Promise<Response> {
  const { xml } = await buildLiveSitemap();
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  });
}
