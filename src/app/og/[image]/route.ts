import { isSitePageKey, SITE_PAGES } from '@/lib/seo/social-pages';
import { PAGE_IMAGE, socialImage, socialImageResponse } from '@/server/og/cache';

type Context = { params: Promise<{ image: string }> };

/**
 * GET /og/{page}.png — the generated 1200×630 social image of one of the site's own pages
 * (home, product, why, solutions, …; `SITE_PAGES`). Anything else is a 404: the image of a
 * title nobody wrote is never drawn. The drawing changes only with a release, so it is cached for
 * an hour.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { image } = await params;
  const key = image.endsWith('.png') ? image.slice(0, -4) : '';
  if (!isSitePageKey(key)) return new Response('Not found', { status: 404 });
  const page = SITE_PAGES[key];
  const png = await socialImage(`page:${key}`, { title: page.title, eyebrow: page.eyebrow });
  return socialImageResponse(png, PAGE_IMAGE);
}
