/** A cross-link card (public-site.md §3 "Cross-link card"). */
export type CrossLink = { title: string; href: string; description: string };

/** A recent article teaser passed to cross-links (public-site.md §3). */
export type RecentArticleTeaser = { slug: string; title: string; excerpt: string | null };

/** Description used for an article teaser without an excerpt (public-site.md §9). */
export const DEFAULT_ARTICLE_DESCRIPTION = 'Latest rental industry insights and best practices';

/** Default and maximum number of cross-links in the block (public-site.md §9). */
export const MAX_CROSS_LINKS = 3;

/**
 * Builds the Continue Exploring block (public-site.md §9): at most `max` links (default 3, never
 * more than 3); when recent articles are included, at least one slot is reserved for them and
 * they are appended as `/resources/{slug}` with their excerpt or the default description.
 * @param pages - page links in order of preference
 * @param recent - recent article teasers, newest first (empty = no article slot reserved)
 * @param max - wanted number of links, clamped to 1..3
 */
export function buildCrossLinks(
  pages: readonly CrossLink[],
  recent: readonly RecentArticleTeaser[] = [],
  max: number = MAX_CROSS_LINKS,
): CrossLink[] {
  const limit = Math.max(1, Math.min(MAX_CROSS_LINKS, Math.floor(max)));
  const articleLinks: CrossLink[] = recent.map((a) => ({
    title: a.title,
    href: `/resources/${a.slug}`,
    description: a.excerpt?.trim() || DEFAULT_ARTICLE_DESCRIPTION,
  }));
  const pageCount =
    articleLinks.length > 0 ? Math.min(pages.length, limit - 1) : Math.min(pages.length, limit);
  const links = pages.slice(0, pageCount);
  for (const link of articleLinks) {
    if (links.length >= limit) break;
    links.push(link);
  }
  return links;
}
