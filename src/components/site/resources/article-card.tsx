import { SiteLink } from '@/components/site/site-link';
import { formatLongDate } from '@/lib/utils';
import type { PostCard } from '@/server/posts/queries';
import { CoverImage } from './cover-image';
import { PostCategory } from './post-category';

/** Cards show at most 3 tags (public-site.md §2, §9). */
export const MAX_CARD_TAGS = 3;

/** An article card for the resources lists. */
export function ArticleCard({
  post,
  headingLevel = 'h3',
}: {
  post: PostCard;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      {post.featured_image_url ? (
        <CoverImage
          src={post.featured_image_url}
          width={post.featured_image_width}
          sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
          <PostCategory category={post.category} />
          <time dateTime={post.published_at.toISOString()} className="text-slate-600">
            {formatLongDate(post.published_at)}
          </time>
        </div>
        <Heading className="mt-2 text-lg leading-snug font-semibold text-navy-900">
          <SiteLink
            href={`/resources/${post.slug}`}
            className="group-hover:text-brand-700 after:absolute after:inset-0"
          >
            {post.title}
          </SiteLink>
        </Heading>
        {post.excerpt ? (
          <p className="mt-2 line-clamp-3 text-sm leading-6 text-slate-600">{post.excerpt}</p>
        ) : null}
        {post.tags.length > 0 ? (
          <ul
            className="mt-auto flex flex-wrap gap-2 pt-4"
            aria-label="Tags"
            data-testid="card-tags"
          >
            {post.tags.slice(0, MAX_CARD_TAGS).map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700"
              >
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
