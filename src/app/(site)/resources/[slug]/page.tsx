import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { BlogPosting, WithContext } from 'schema-dts';
import { JsonLd } from '@/components/site/json-ld';
import { ArticleView } from '@/components/site/resources/article-view';
import { siteConfig } from '@/config/site';
import { getSiteUrl } from '@/lib/env';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { buildMetadata } from '@/lib/seo/metadata';
import { postPath, postSeoDescription, postSeoTitle } from '@/lib/seo/post-seo';
import { articleImagePath, postSocialImage } from '@/lib/seo/social-pages';
import { getLogger } from '@/server/log';
import {
  getPublishedPostBySlug,
  getRecentPostTeasers,
  type PostDetail,
} from '@/server/posts/queries';

type Props = { params: Promise<{ slug: string }> };

/** The post, or null when it is missing, not public, or could not be read (logged). */
async function loadPost(slug: string): Promise<PostDetail | null> {
  try {
    return await getPublishedPostBySlug(slug);
  } catch (error) {
    getLogger().error({ err: error, slug }, 'article read failed');
    return null;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const post = await loadPost(slug);
  if (!post) return { title: { absolute: `Article Not Found | ${siteConfig.name}` } };
  // public-site.md §2: the article page title is the article title plus the product name; the
  // SEO panel may set the title as written, a canonical URL and noindex.
  return buildMetadata({
    title: postSeoTitle(post),
    absoluteTitle: true,
    description: postSeoDescription(post),
    keywords: post.tags,
    path: post.canonical_url || postPath(post.slug),
    noindex: post.noindex,
    // Its generated 1200×630 image (a new address whenever the post changes), or its featured
    // image when the editor chose it for social.
    image: postSocialImage(post).url,
    imageAlt: post.title,
    type: 'article',
    publishedTime: post.published_at.toISOString(),
    modifiedTime: post.updated_at.toISOString(),
    authors: post.author_name ? [post.author_name] : undefined,
    section: post.category ?? undefined,
    tags: post.tags,
  });
}

export default async function ArticlePage({ params }: Props) {
  const { slug } = await params;
  const post = await loadPost(slug);
  if (!post) notFound();
  const origin = getSiteUrl();
  const recent = await getRecentPostTeasers(3, post.slug);
  const url = `${origin}/resources/${post.slug}`;
  const posting: WithContext<BlogPosting> = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.meta_description || post.excerpt || undefined,
    // The cover, and the generated 1200×630 social image.
    image: [
      ...(post.featured_image_url ? [new URL(post.featured_image_url, origin).toString()] : []),
      new URL(articleImagePath(post.slug, post.updated_at.getTime()), origin).toString(),
    ],
    datePublished: post.published_at.toISOString(),
    dateModified: post.updated_at.toISOString(),
    author: post.author_name
      ? { '@type': 'Person', name: post.author_name }
      : { '@type': 'Organization', name: siteConfig.name },
    publisher: {
      '@type': 'Organization',
      name: siteConfig.name,
      logo: { '@type': 'ImageObject', url: `${origin}/defaults/lizit-logo.svg` },
    },
    mainEntityOfPage: url,
    articleSection: post.category ?? undefined,
    keywords: post.tags.join(', ') || undefined,
  };

  return (
    <ArticleView post={post} recent={recent}>
      <JsonLd
        data={[
          breadcrumbJsonLd(
            [
              { name: 'Home', url: '/' },
              { name: 'Resources', url: '/resources' },
              { name: post.title, url: `/resources/${post.slug}` },
            ],
            origin,
          ),
          posting,
        ]}
      />
    </ArticleView>
  );
}
