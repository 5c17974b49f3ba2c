import { firstParam, searchText, type SearchParams } from '../search-params';
import { recordId } from './fields';
import { z } from './zod';

/** The states a marketer filters by: "scheduled" is a published post whose time is ahead. */
export const POST_LIST_STATUSES = ['draft', 'scheduled', 'published', 'archived'] as const;
export type PostListStatus = (typeof POST_LIST_STATUSES)[number];

/** Sort orders of the Blog Posts list, the first the default. */
export const POST_LIST_SORTS = [
  { id: 'created-desc', label: 'Newest first' },
  { id: 'created-asc', label: 'Oldest first' },
  { id: 'updated-desc', label: 'Recently edited' },
  { id: 'published-desc', label: 'Publication date' },
  { id: 'title-asc', label: 'Title A–Z' },
] as const;
export type PostListSort = (typeof POST_LIST_SORTS)[number]['id'];

/** Posts per page of the admin list. */
export const POST_PAGE_SIZE = 20;
/** Longest search text kept from the URL. */
export const POST_SEARCH_MAX = 100;
/** Highest page number the URL may ask for (past the last page shows the last page). */
const PAGE_MAX = 100_000;

/** The Blog Posts list's view: what the URL says, cleaned. */
export type PostListQuery = {
  /** Search in title and slug; '' = none. */
  q: string;
  status: PostListStatus | '';
  /** A category name, or '' for all, or {@link NO_CATEGORY} for posts without one. */
  category: string;
  sort: PostListSort;
  /** 1-based. */
  page: number;
};

/** The category filter value of posts without a category. */
export const NO_CATEGORY = '-';

const first = (v: string | string[] | undefined) => firstParam(v) ?? '';

/**
 * Reads the list's view from the admin URL (`?q=&status=&category=&sort=&page=`). Anything it
 * does not understand falls back to the default (all statuses, newest first, page 1), so a
 * hostile or stale link still shows a clean list: control characters become spaces, the search
 * is cut at {@link POST_SEARCH_MAX} characters, the page is a whole number from 1.
 */
export function parsePostListQuery(params: SearchParams): PostListQuery {
  const q = searchText(params.q, POST_SEARCH_MAX);
  const rawStatus = first(params.status);
  const status = (POST_LIST_STATUSES as readonly string[]).includes(rawStatus)
    ? (rawStatus as PostListStatus)
    : '';
  const rawCategory = first(params.category).trim();
  const category =
    rawCategory.length <= 60 && !/[\u0000-\u001f\u007f]/.test(rawCategory) ? rawCategory : '';
  const rawSort = first(params.sort);
  const sort = POST_LIST_SORTS.some((s) => s.id === rawSort)
    ? (rawSort as PostListSort)
    : POST_LIST_SORTS[0].id;
  const rawPage = first(params.page);
  const page = /^\d{1,6}$/.test(rawPage) ? Math.min(Math.max(Number(rawPage), 1), PAGE_MAX) : 1;
  return { q, status, category, sort, page };
}

/**
 * The query string of a view, defaults left out, so the URL stays short and readable
 * (e.g. "status=draft&category=Guides&page=2"), the query of /admin/posts.
 */
export function postListSearch(query: Partial<PostListQuery>): string {
  const p = new URLSearchParams();
  if (query.q) p.set('q', query.q);
  if (query.status) p.set('status', query.status);
  if (query.category) p.set('category', query.category);
  if (query.sort && query.sort !== POST_LIST_SORTS[0].id) p.set('sort', query.sort);
  if (query.page && query.page > 1) p.set('page', String(query.page));
  return p.toString();
}

/** The deep link to a post's editor (`/admin/posts?edit=<id>`); null when `edit` is not an id. */
export function parseEditParam(value: string | string[] | undefined): number | null {
  const v = first(value);
  return /^\d{1,10}$/.test(v) && recordId().safeParse(Number(v)).success ? Number(v) : null;
}

/** Most posts one bulk action takes (a page and a half of the list). */
export const BULK_POSTS_MAX = 100;

const bulkIds = z
  .array(recordId())
  .min(1, 'Select at least one post')
  .max(BULK_POSTS_MAX, `Select at most ${BULK_POSTS_MAX} posts`)
  .transform((ids) => [...new Set(ids)]);

/**
 * Publish, schedule or archive the selected posts. Publishing makes them public now (a post
 * already public keeps its date); scheduling needs `published_at`, a future time with offset.
 */
export const bulkPostStatusSchema = z
  .object({
    ids: bulkIds,
    op: z.enum(['publish', 'schedule', 'archive']),
    published_at: z.iso.datetime({ offset: true, error: 'Enter a valid date and time' }).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.op === 'schedule' && !v.published_at)
      ctx.addIssue({ code: 'custom', path: ['published_at'], message: 'Choose when to publish' });
  });

/** Delete the selected posts (after a confirmation). */
export const bulkPostDeleteSchema = z.object({ ids: bulkIds });
