import { isPageKey } from '@/lib/pages/registry';
import { isSitePageKey, SITE_PAGES } from '@/lib/seo/social-pages';
import { PAGE_IMAGE, socialImage, socialImageResponse } from '@/server/og/cache';
import { getPageContent } from '@/server/pages/queries';

type Context = { params: Promise<{ image: string }> };

/**
 * GET /og/{page}.png — the generated 1200×630 social image of one of the site's own pages
 * (home, product, why, solutions, …; `SITE_PAGES`). Anything else is a 404: the image of a
 * title nobody wrote is never drawn. A page the team edits (the Pages section) is drawn with the
 * title set in its search and social section; its metadata gives a changed title an address of
 * its own (`?v=`), so the hour it is cached for never shows an old title under a new address.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { image } = await params;
  const key = image.endsWith('.png') ? image.slice(0, -4) : '';
  if (!isSitePageKey(key)) return new Response('Not found', { status: 404 });
  const page = SITE_PAGES[key];
  const title = isPageKey(key) ? (await getPageContent(key)).seo.title : page.title;
  const png = await socialImage(`page:${key}:${title}`, { title, eyebrow: page.eyebrow });
  return socialImageResponse(png, PAGE_IMAGE);
}
