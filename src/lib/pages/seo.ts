/**
 * What search engines and social networks show of an editable page: its title (before the brand
 * suffix), description and keywords, and whether it may be indexed. One section of every page's
 * content, checked like the rest; the shipped values are the ones each route had in code.
 */
import { z } from 'zod';
import { SITE_PAGES, type SitePageKey } from '../seo/social-pages';
import { labelled, line, list, optionalImage, paragraph, toggle } from './fields';

/** The search and social section of a page's content. */
export const pageSeo = z.object({
  title: labelled(line(70), 'Page title'),
  description: labelled(paragraph(200), 'Meta description'),
  keywords: labelled(list(line(60), 0, 12), 'Keywords'),
  noindex: labelled(toggle, 'Hide from search engines'),
  /** Shown when the page is shared; none: the image drawn with the page's title. */
  image: labelled(optionalImage, 'Share image'),
});

/** A page's search and social settings; see {@link pageSeo}. */
export type PageSeoContent = z.infer<typeof pageSeo>;

/**
 * The search and social section a page shipped with: its title from SITE_PAGES, the description
 * and keywords its route set, indexed.
 */
export function seoDefaults(
  key: SitePageKey,
  description: string,
  keywords: readonly string[],
): PageSeoContent {
  return {
    title: SITE_PAGES[key].title,
    description,
    keywords: [...keywords],
    noindex: false,
    image: '',
  };
}
