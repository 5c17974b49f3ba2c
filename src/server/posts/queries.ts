import 'server-only';
import { and, asc, desc, eq, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { blog_posts, type BlogPost } from '@/db/schema';
import type { RecentArticleTeaser } from '@/lib/cross-links';
import type { ResourceFilter } from '@/lib/resource-filter';
import type { PostListQuery } from '@/lib/validation/post-list';
import { cached, markUncacheable } from '../cache';
import { getLogger } from '../log';
import { listAdminPostsPage, type AdminPostPage } from './admin-list';
import { listCategories, listCategoryNames, type CategoryRow } from './categories';
import { resolvePreviewLink, type SharedPreview } from './preview-links';
import { publishedPostFilter } from './publication';

/** The fields a public article card shows. */
export type PostCard = {
  id: number;
  title: string;
  slug: string;
  excerpt: string | null;
  category: string | null;
  tags: string[];
  author_name: string | null;
  featured_image_url: string | null;
  /** Pixel width of a stored featured image with WebP variants, else null. */
  featured_image_width: number | null;
  published_at: Date;
  /**
   * Kept out of the sitemap and RSS; the site's own lists still show the post.
   */
  noindex: boolean;
};

/** A public article with its body. */
export type PostDetail = PostCard & {
  content: string;
  meta_description: string | null;
  /** SEO panel: the page title as written, and a canonical URL override. */
  seo_title: string | null;
  canonical_url: string | null;
  /** The image it shares. */
  social_image: 'generated' | 'featured';
  updated_at: Date;
};

const cardColumns = {
  id: blog_posts.id,
  title: blog_posts.title,
  slug: blog_posts.slug,
  excerpt: blog_posts.excerpt,
  category: blog_posts.category,
  tags: blog_posts.tags,
  author_name: blog_posts.author_name,
  featured_image_url: blog_posts.featured_image_url,
  featured_image_width: blog_posts.featured_image_width,
  published_at: blog_posts.published_at,
  noindex: blog_posts.noindex,
};

/**
 * When the next scheduled post becomes public (ms since epoch), so that every cached read that
 * lists posts expires by then and the post appears by itself; undefined when none is
 * scheduled.
 */
async function nextScheduledAt(now: Date): Promise<number | undefined> {
  const [row] = await getDb()
    .select({ at: blog_posts.published_at })
    .from(blog_posts)
    .where(
      and(
        eq(blog_posts.status, 'published'),
        isNotNull(blog_posts.published_at),
        gt(blog_posts.published_at, now),
        isNull(blog_posts.deleted_at),
      ),
    )
    .orderBy(asc(blog_posts.published_at))
    .limit(1);
  return row?.at ? row.at.getTime() : undefined;
}

/**
 * The post categories in filter order, for the public filters; cached under
 * `posts`, which every category change invalidates.
 */
export function listPublicCategoryNames(): Promise<string[]> {
  return cached('posts:categories', ['posts'], () => listCategoryNames(getDb()));
}

/**
 * Every public post, newest first (public-site.md §7 "blog_posts (lists)"), cached under the
 * `posts` tag until an admin write or the next scheduled publication.
 */
export async function listPublishedPosts(): Promise<PostCard[]> {
  const result = await cached(
    'posts:published',
    ['posts'],
    async () => {
      const now = new Date();
      const rows = await getDb()
        .select(cardColumns)
        .from(blog_posts)
        .where(publishedPostFilter(now))
        .orderBy(desc(blog_posts.published_at), desc(blog_posts.id));
      return { rows: rows as PostCard[], expiresAt: await nextScheduledAt(now) };
    },
    { expiresAt: (v) => v.expiresAt },
  );
  return result.rows;
}

/**
 * The posts of the RSS feed: every public post but those marked noindex,
 * newest first; from the cached list.
 */
export async function listFeedPosts(): Promise<PostCard[]> {
  return (await listPublishedPosts()).filter((p) => !p.noindex);
}

/**
 * Public posts matching a filter: the category exactly; the query with PostgreSQL
 * full-text search over title, tags, excerpt and content (`websearch_to_tsquery`, so quotes and
 * `-word` work), ranked by relevance, then newest first. No query = the cached list, filtered.
 */
export async function searchPublishedPosts(filter: ResourceFilter): Promise<PostCard[]> {
  // PostgreSQL text cannot hold NUL: a query made of nothing else is no query.
  filter = { ...filter, q: filter.q.replace(/\u0000/g, '') };
  if (!filter.q) {
    const all = await listPublishedPosts();
    return filter.category ? all.filter((p) => p.category === filter.category) : all;
  }
  // Search results are read past the tagged cache: a page showing them must not be kept.
  markUncacheable();
  const query = sql`websearch_to_tsquery('english', ${filter.q})`;
  const conditions: SQL[] = [
    publishedPostFilter(new Date()),
    sql`${blog_posts.search_vector} @@ ${query}`,
  ];
  if (filter.category) conditions.push(eq(blog_posts.category, filter.category));
  const rows = await getDb()
    .select(cardColumns)
    .from(blog_posts)
    .where(and(...conditions))
    .orderBy(
      desc(sql`ts_rank_cd(${blog_posts.search_vector}, ${query})`),
      desc(blog_posts.published_at),
    )
    .limit(100);
  return rows as PostCard[];
}

/**
 * One public post by slug (public-site.md §7 "article page"), or null when it does not exist or
 * is not public. Cached under `posts` and `post:{slug}`, expiring when a scheduled post goes live.
 */
export async function getPublishedPostBySlug(slug: string): Promise<PostDetail | null> {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) || slug.length > 200) return null;
  const result = await cached(
    `post:${slug}`,
    ['posts', `post:${slug}`],
    async () => {
      const now = new Date();
      const [row] = await getDb()
        .select({
          ...cardColumns,
          content: blog_posts.content,
          meta_description: blog_posts.meta_description,
          seo_title: blog_posts.seo_title,
          social_image: blog_posts.social_image,
          canonical_url: blog_posts.canonical_url,
          updated_at: blog_posts.updated_at,
        })
        .from(blog_posts)
        .where(and(eq(blog_posts.slug, slug), publishedPostFilter(now)))
        .limit(1);
      return {
        row: (row as PostDetail | undefined) ?? null,
        expiresAt: await nextScheduledAt(now),
      };
    },
    { expiresAt: (v) => v.expiresAt },
  );
  return result.row;
}

/**
 * The newest public posts as cross-link teasers (public-site.md §7 "recent links", limit 3).
 * A failed read is logged and yields no teasers, so the page still renders its other links.
 * @param limit - how many (default 3)
 * @param excludeSlug - leave this article out (on an article page)
 */
export async function getRecentPostTeasers(
  limit = 3,
  excludeSlug?: string,
): Promise<RecentArticleTeaser[]> {
  try {
    const posts = await listPublishedPosts();
    return posts
      .filter((p) => p.slug !== excludeSlug)
      .slice(0, limit)
      .map((p) => ({ slug: p.slug, title: p.title, excerpt: p.excerpt }));
  } catch (error) {
    getLogger().error({ err: error }, 'recent posts read failed');
    return [];
  }
}

/* Admin reads: uncached, for the admin pages (their callers check the admin role first). */

/**
 * One page of the Blog Posts tab's list (back-office.md §2 "Blog Posts tab")
 * for the view the URL names.
 */
export function loadAdminPosts(query: PostListQuery): Promise<AdminPostPage> {
  return listAdminPostsPage(getDb(), query);
}

/** The managed categories with their post counts, for the Blog Posts tab. */
export function loadPostCategories(): Promise<CategoryRow[]> {
  return listCategories(getDb());
}

/**
 * The post /blog/preview/{id} shows (back-office.md §2), whatever its status.
 * @param id - the post id from the URL, any string: only 1-9 digits can name a post
 * @returns null when no post has that id, or it is in the Trash
 */
export async function getPostForPreview(id: string): Promise<BlogPost | null> {
  if (!/^\d{1,9}$/.test(id)) return null;
  const [post] = await getDb()
    .select()
    .from(blog_posts)
    .where(and(eq(blog_posts.id, Number(id)), isNull(blog_posts.deleted_at)))
    .limit(1);
  return post ?? null;
}

/** What a shared preview link opens now ({@link resolvePreviewLink}). */
export function loadSharedPreview(token: string): Promise<SharedPreview> {
  return resolvePreviewLink(getDb(), token);
}
