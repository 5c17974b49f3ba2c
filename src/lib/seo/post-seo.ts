import { siteConfig } from '@/config/site';

/** The fields of a post its search title and description come from. */
export type PostSeoSource = {
  title: string;
  seo_title?: string | null;
  meta_description?: string | null;
  excerpt?: string | null;
};

/**
 * The `<title>` of a post's page (public-site.md §2): its SEO title as written when
 * set, else "{title} | Lizit". Used by the article page and by the editor's previews.
 */
export function postSeoTitle(post: PostSeoSource): string {
  const seo = post.seo_title?.trim();
  return seo ? seo : `${post.title.trim()} | ${siteConfig.name}`;
}

/**
 * The meta description of a post's page: its meta description, else its excerpt,
 * else the site's description.
 */
export function postSeoDescription(post: PostSeoSource): string {
  return post.meta_description?.trim() || post.excerpt?.trim() || siteConfig.description;
}

/** The public path of a post: /resources/{slug}. */
export function postPath(slug: string): string {
  return `/resources/${slug}`;
}

/**
 * The generated social image of a post, by URL: /resources/{slug}/og.png (a post
 * not public yet has none, so the preview falls back to its placeholder).
 */
export function postGeneratedImagePath(slug: string): string {
  return `${postPath(slug)}/og.png`;
}
