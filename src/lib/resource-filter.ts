import { firstParam, searchText, type SearchParams } from './search-params';

/**
 * The article categories of the resources filter as the spec names them (public-site.md §2
 * "/resources"): the managed category list starts with these four (migration 0007); admins may
 * add, rename and reorder, so pages read the list (`listPublicCategoryNames`), not this constant.
 */
export const ARTICLE_CATEGORIES = [
  'Industry Reports',
  'Best Practices',
  'Guides',
  'Tools',
] as const;

export type ResourceFilter = {
  /** Free-text search, trimmed, at most 200 characters; '' = none. */
  q: string;
  /** One of the managed categories, or '' for all. */
  category: string;
};

/**
 * Reads the filter from URL search parameters (`?q=&category=`), dropping unknown categories,
 * control characters and over-long or repeated values, so a shared link always yields a valid filter.
 * @param params - Next's `searchParams` object
 * @param categories - the managed category names (an unknown one means all)
 */
export function parseResourceFilter(
  params: SearchParams,
  categories: readonly string[],
): ResourceFilter {
  const q = searchText(params.q, 200);
  const rawCategory = (firstParam(params.category) ?? '').trim();
  const category = categories.includes(rawCategory) ? rawCategory : '';
  return { q, category };
}

/** The query string of a filter ('' when empty), e.g. "?q=maintenance&category=Guides". */
export function filterQueryString(filter: Partial<ResourceFilter>): string {
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  if (filter.category) params.set('category', filter.category);
  const s = params.toString();
  return s ? `?${s}` : '';
}
