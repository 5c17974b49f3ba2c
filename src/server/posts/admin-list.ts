import 'server-only';
import { and, asc, count, desc, eq, gt, ilike, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { blog_posts } from '@/db/schema';
import {
  NO_CATEGORY,
  POST_PAGE_SIZE,
  type PostListQuery,
  type PostListStatus,
} from '@/lib/validation/post-list';
import { containsPattern } from '../like-pattern';
import { pageOf, type PageInfo } from '../paging';
import type { AdminPostCard } from './service';

// The Blog Posts tab's list: search, filters, sort and pages, all on the
// server, so thousands of posts stay quick (offset pages over the indexes of migration 0007).

/** One page of the admin list. */
export type AdminPostPage = PageInfo & {
  posts: AdminPostCard[];
  /** How many posts are in each state, over the whole blog (for the status filter). */
  statusCounts: Record<PostListStatus, number>;
};

/** The condition of a state at `now`; scheduled = published with its time still ahead. */
export function postStateFilter(status: PostListStatus, now: Date): SQL {
  switch (status) {
    case 'draft':
      return eq(blog_posts.status, 'draft');
    case 'archived':
      return eq(blog_posts.status, 'archived');
    case 'scheduled':
      return and(eq(blog_posts.status, 'published'), gt(blog_posts.published_at, now)) as SQL;
    case 'published':
      return and(
        eq(blog_posts.status, 'published'),
        or(isNull(blog_posts.published_at), lte(blog_posts.published_at, now)),
      ) as SQL;
  }
}

const ORDER: Record<PostListQuery['sort'], SQL[]> = {
  'created-desc': [desc(blog_posts.created_at), desc(blog_posts.id)],
  'created-asc': [asc(blog_posts.created_at), asc(blog_posts.id)],
  'updated-desc': [desc(blog_posts.updated_at), desc(blog_posts.id)],
  'published-desc': [sql`${blog_posts.published_at} desc nulls last`, desc(blog_posts.id)],
  'title-asc': [asc(blog_posts.title), asc(blog_posts.id)],
};

const cardColumns = {
  id: blog_posts.id,
  title: blog_posts.title,
  slug: blog_posts.slug,
  excerpt: blog_posts.excerpt,
  status: blog_posts.status,
  category: blog_posts.category,
  author_name: blog_posts.author_name,
  featured_image_url: blog_posts.featured_image_url,
  published_at: blog_posts.published_at,
  created_at: blog_posts.created_at,
  updated_at: blog_posts.updated_at,
};

/**
 * One page of the Blog Posts list for a cleaned view (`parsePostListQuery`): the search matches
 * title or slug (any part, ignoring case), the status filter knows scheduled posts, the category
 * filter matches the name exactly ({@link NO_CATEGORY}: posts without one).
 * @param now - the moment that tells scheduled from published (default: now)
 */
export async function listAdminPostsPage(
  db: Db,
  query: PostListQuery,
  now: Date = new Date(),
): Promise<AdminPostPage> {
  // Posts in the Trash are listed in the Trash view only.
  const conditions: SQL[] = [isNull(blog_posts.deleted_at)];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(blog_posts.title, pattern), ilike(blog_posts.slug, pattern)) as SQL);
  }
  if (query.status) conditions.push(postStateFilter(query.status, now));
  if (query.category === NO_CATEGORY) conditions.push(isNull(blog_posts.category));
  else if (query.category) conditions.push(eq(blog_posts.category, query.category));
  const where = and(...conditions);

  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(blog_posts)
    .where(where);
  const { page, pageCount, offset } = pageOf(total, query.page, POST_PAGE_SIZE);
  const posts = await db
    .select(cardColumns)
    .from(blog_posts)
    .where(where)
    .orderBy(...ORDER[query.sort])
    .limit(POST_PAGE_SIZE)
    .offset(offset);

  const [counts] = await db
    .select({
      draft: sql<number>`count(*) filter (where ${postStateFilter('draft', now)})`.mapWith(Number),
      scheduled: sql<number>`count(*) filter (where ${postStateFilter('scheduled', now)})`.mapWith(
        Number,
      ),
      published: sql<number>`count(*) filter (where ${postStateFilter('published', now)})`.mapWith(
        Number,
      ),
      archived: sql<number>`count(*) filter (where ${postStateFilter('archived', now)})`.mapWith(
        Number,
      ),
    })
    .from(blog_posts)
    .where(isNull(blog_posts.deleted_at));
  return {
    posts,
    total,
    page,
    pageCount,
    statusCounts: counts ?? { draft: 0, scheduled: 0, published: 0, archived: 0 },
  };
}
