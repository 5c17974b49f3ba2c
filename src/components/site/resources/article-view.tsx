import { ArrowLeft, CalendarDays, Lightbulb, UserRound } from 'lucide-react';
import * as React from 'react';
import { CoverImage } from '@/components/site/resources/cover-image';
import { PostCategory } from '@/components/site/resources/post-category';
import { ShareButton } from '@/components/site/resources/share-button';
import { RichText } from '@/components/site/rich-text';
import { SiteLink } from '@/components/site/site-link';
import { buttonVariants } from '@/components/ui/variants';
import { siteConfig } from '@/config/site';
import type { RecentArticleTeaser } from '@/lib/cross-links';
import { formatLongDate } from '@/lib/utils';
import type { PostCard, PostDetail } from '@/server/posts/queries';

/** What the article layout shows of a post (a published article, or a draft in the preview). */
export type ArticleViewPost = Omit<PostCard, 'id' | 'slug'> & Pick<PostDetail, 'content'>;

/** The pages above an article in its breadcrumb. */
const BREADCRUMB = [
  { href: '/', name: 'Home' },
  { href: '/resources', name: 'Resources' },
] as const;

/**
 * The article layout (public-site.md §2 "/resources/{slug}"): breadcrumb, back link, cover,
 * category, date, title, excerpt, author and Share, the sanitised content, More insights, tags
 * and a back button. The public article page and the admin preview both
 * render it, so the preview shows exactly what visitors will see.
 * @param dateText - replaces the date line (the preview of an unpublished post: "Created {date}")
 * @param children - rendered first inside the article (the public page's JSON-LD)
 */
export function ArticleView({
  post,
  recent,
  dateText,
  children,
}: {
  post: ArticleViewPost;
  recent: readonly RecentArticleTeaser[];
  dateText?: string;
  children?: React.ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 pt-10 pb-20 sm:px-6">
      {children}
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1">
          {BREADCRUMB.map(({ href, name }) => (
            <React.Fragment key={href}>
              <li>
                <SiteLink href={href} className="hover:text-navy-900 hover:underline">
                  {name}
                </SiteLink>
              </li>
              <li aria-hidden="true">/</li>
            </React.Fragment>
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
          <PostCategory category={post.category} />
          <span className="inline-flex items-center gap-1 text-slate-600">
            <CalendarDays aria-hidden="true" className="size-4" />
            {dateText ? (
              <span data-testid="article-date">{dateText}</span>
            ) : (
              <time dateTime={post.published_at.toISOString()} data-testid="article-date">
                {formatLongDate(post.published_at)}
              </time>
            )}
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
