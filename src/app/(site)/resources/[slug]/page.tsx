import { ArrowLeft, CalendarDays, Lightbulb, UserRound } from 'lucide-react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Fragment } from 'react';
import type { BlogPosting, WithContext } from 'schema-dts';
import { JsonLd } from '@/components/site/json-ld';
import { CoverImage } from '@/components/site/resources/cover-image';
import { ShareButton } from '@/components/site/resources/share-button';
import { RichText } from '@/components/site/rich-text';
import { SiteLink } from '@/components/site/site-link';
import { buttonVariants } from '@/components/ui/button';
import { siteConfig } from '@/config/site';
import { getSiteUrl } from '@/lib/env';
import { breadcrumbJsonLd, type BreadcrumbItem } from '@/lib/seo/json-ld';
import { buildMetadata } from '@/lib/seo/metadata';
import { formatLongDate } from '@/lib/utils';
import {
  getPublishedPostBySlug,
  getRecentPostTeasers,
  type PostDetail,
} from '@/server/blog/queries';
import { getLogger } from '@/server/log';

type Props = { params: Promise<{ slug: string }> };

/** The article's breadcrumb trail above the article itself. */
const parentCrumbs: readonly BreadcrumbItem[] = [
  { name: 'Home', url: '/' },
  { name: 'Resources', url: '/resources' },
];

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
  // public-site.md §2: the article page title is the article title plus the product name.
  return buildMetadata({
    title: `${post.title} | ${siteConfig.name}`,
    absoluteTitle: true,
    description: post.meta_description || post.excerpt || siteConfig.description,
    keywords: post.tags,
    path: `/resources/${post.slug}`,
    // Social networks do not render SVG: vector covers fall back to the site's share image.
    image:
      post.featured_image_url && !/\.svg(\?|$)/i.test(post.featured_image_url)
        ? post.featured_image_url
        : undefined,
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
    image: post.featured_image_url
      ? new URL(post.featured_image_url, origin).toString()
      : undefined,
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
    <article className="mx-auto max-w-3xl px-4 pt-10 pb-20 sm:px-6">
      <JsonLd
        data={[
          breadcrumbJsonLd(
            [...parentCrumbs, { name: post.title, url: `/resources/${post.slug}` }],
            origin,
          ),
          posting,
        ]}
      />
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1">
          {parentCrumbs.map((crumb) => (
            <Fragment key={crumb.url}>
              <li>
                <SiteLink href={crumb.url} className="hover:text-navy-900 hover:underline">
                  {crumb.name}
                </SiteLink>
              </li>
              <li aria-hidden="true">/</li>
            </Fragment>
          ))}
          <li aria-current="page" className="line-clamp-1 font-medium text-slate-800">
            {post.title}
          </li>
        </ol>
      </nav>
      <SiteLink
        href="/resources"
        className="mt-6 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Resources
      </SiteLink>

      {post.featured_image_url ? (
        <CoverImage
          src={post.featured_image_url}
          width={post.featured_image_width}
          sizes="(max-width: 768px) 100vw, 720px"
          priority
          className="mt-6 rounded-2xl"
        />
      ) : null}

      <header className="mt-8">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          {post.category ? (
            <span className="font-semibold tracking-wide text-accent-700 uppercase">
              {post.category}
            </span>
          ) : null}
          <span className="inline-flex items-center gap-1 text-slate-600">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={post.published_at.toISOString()}>
              {formatLongDate(post.published_at)}
            </time>
          </span>
        </div>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-navy-900 sm:text-4xl">
          {post.title}
        </h1>
        {post.excerpt ? (
          <p className="mt-4 text-lg leading-8 text-slate-600">{post.excerpt}</p>
        ) : null}
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-y border-slate-200 py-4">
          {post.author_name ? (
            <p className="inline-flex items-center gap-2 text-sm text-slate-700">
              <UserRound aria-hidden="true" className="size-4" />
              By <span className="font-semibold">{post.author_name}</span>
            </p>
          ) : (
            <span />
          )}
          <ShareButton title={post.title} />
        </div>
      </header>

      <RichText html={post.content} className="mt-8" data-testid="article-content" />

      <aside
        aria-labelledby="more-insights"
        className="mt-12 rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100"
      >
        <h2
          id="more-insights"
          className="inline-flex items-center gap-2 text-lg font-bold text-navy-900"
        >
          <Lightbulb aria-hidden="true" className="size-5 text-accent-700" />
          More insights
        </h2>
        {recent.length > 0 ? (
          <ul className="mt-3 space-y-2">
            {recent.map((r) => (
              <li key={r.slug}>
                <SiteLink
                  href={`/resources/${r.slug}`}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {r.title}
                </SiteLink>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="mt-4 text-sm text-slate-700">
          Want to see how {siteConfig.name} handles this in practice?{' '}
          <SiteLink href="/contact" className="font-semibold text-brand-700 hover:underline">
            Talk to our team
          </SiteLink>
          .
        </p>
      </aside>

      {post.tags.length > 0 ? (
        <ul aria-label="Tags" className="mt-8 flex flex-wrap gap-2" data-testid="article-tags">
          {post.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700"
            >
              {tag}
            </li>
          ))}
        </ul>
      ) : null}

      <div className="mt-10">
        <SiteLink href="/resources" className={buttonVariants({ variant: 'outline' })}>
          <ArrowLeft aria-hidden="true" />
          Back to Resources
        </SiteLink>
      </div>
    </article>
  );
}
