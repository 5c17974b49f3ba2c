import { firstParam, searchText, type SearchParams } from '../search-params';
import { recordId } from './fields';
import { z } from './zod';

/** Rows per page of the 404 monitor. */
export const NOT_FOUND_PAGE_SIZE = 25;
/** Longest search text kept from the URL. */
export const NOT_FOUND_SEARCH_MAX = 100;
const PAGE_MAX = 100_000;

/** One row of the 404 monitor (Ignore / Un-ignore). */
export const notFoundRowSchema = z.object({ id: recordId() });

/** The 404 monitor's view, from the admin URL (`?nf_q=&nf_ignored=1&nf_page=`). */
export type NotFoundQuery = {
  /** Part of the path; '' = all. */
  q: string;
  /** Show the ignored rows instead of the others. */
  ignored: boolean;
  /** 1-based. */
  page: number;
};

const first = (v: string | string[] | undefined) => firstParam(v) ?? '';

/**
 * Reads the 404 monitor's view from the admin URL. Anything it does not
 * understand falls back to the default (not ignored, page 1): control characters become spaces,
 * the search is cut at {@link NOT_FOUND_SEARCH_MAX} characters, the page is a whole number from 1.
 */
export function parseNotFoundQuery(params: SearchParams): NotFoundQuery {
  const q = searchText(params.nf_q, NOT_FOUND_SEARCH_MAX);
  const page = Number(first(params.nf_page));
  return {
    q,
    ignored: first(params.nf_ignored) === '1',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, PAGE_MAX) : 1,
  };
}

/**
 * The admin URL of a 404 monitor view, on the SEO & Sitemap tab (defaults left out).
 * @param query - the view
 */
export function notFoundHref(query: NotFoundQuery): string {
  const p = new URLSearchParams();
  if (query.q) p.set('nf_q', query.q);
  if (query.ignored) p.set('nf_ignored', '1');
  if (query.page > 1) p.set('nf_page', String(query.page));
  const search = p.toString();
  return `/admin/seo${search ? `?${search}` : ''}`;
}

/**
 * Where a row's "Create redirect" goes: the SEO & Sitemap tab with the redirect manager's Add
 * dialog prefilled from `redirect_from`.
 * @param path - the recorded path, e.g. "/old-page"
 */
export function createRedirectHref(path: string): string {
  return `/admin/seo?redirect_from=${encodeURIComponent(path)}`;
}
