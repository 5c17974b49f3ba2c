import { ArrowLeft, Eye, Pencil } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { ShareButton } from '@/components/site/resources/share-button';
import { RichText } from '@/components/site/rich-text';
import { buttonVariants } from '@/components/ui/button';
import { formatLongDate } from '@/lib/utils';
import { requireAdminPage } from '@/server/auth/guard';
import { getPostForPreview } from '@/server/blog/queries';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: { absolute: 'Preview | Lizit' },
  robots: { index: false, follow: false },
};

type Props = { params: Promise<{ id: string }> };

/**
 * /blog/preview/{id} (public-site.md §2, back-office.md §2): admins only (others go to /auth); any
 * status; PREVIEW MODE banner; the publication date or "Created {date}".
 */
export default async function PreviewPage({ params }: Props) {
  await requireAdminPage();
  const { id } = await params;
  const post = await getPostForPreview(id);

  if (!post) {
    return (
      <main id="main" className="mx-auto max-w-2xl px-4 py-28 text-center">
        <h1 className="text-3xl font-bold text-navy-900">Article Not Found</h1>
        <p className="mt-4 text-lg text-slate-600">
          The article you&apos;re trying to preview doesn&apos;t exist.
        </p>
        <Link href="/admin" className={`${buttonVariants({ variant: 'secondary' })} mt-8`}>
          Back to Admin
        </Link>
      </main>
    );
  }

  return (
    <>
      <div
        className="sticky top-0 z-50 bg-amber-400 text-navy-950"
        role="region"
        aria-label="Preview mode"
      >
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="flex items-center gap-2 font-bold">
            <Eye aria-hidden="true" className="size-5" />
            PREVIEW MODE
            <span
              className="rounded-full bg-navy-950 px-2.5 py-0.5 text-xs font-semibold text-white uppercase"
              data-testid="preview-status"
            >
              {post.status}
            </span>
          </p>
          <div className="flex flex-wrap gap-2">
            <Link
              href="/admin?tab=blog"
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            >
              <Pencil aria-hidden="true" />
              Edit Article
            </Link>
            <Link href="/admin" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              <ArrowLeft aria-hidden="true" />
              Back to Admin
            </Link>
            <ShareButton title={post.title} label="Share Preview" copyOnly />
          </div>
        </div>
      </div>
      <main id="main" className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <p className="text-sm text-slate-600">
          {post.category ? (
            <span className="mr-3 font-semibold tracking-wide text-accent-700 uppercase">
              {post.category}
            </span>
          ) : null}
          <span data-testid="preview-date">
            {post.published_at
              ? formatLongDate(post.published_at)
              : `Created ${formatLongDate(post.created_at)}`}
          </span>
        </p>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-navy-900 sm:text-4xl">
          {post.title}
        </h1>
        {post.excerpt ? (
          <p className="mt-4 text-lg leading-8 text-slate-600">{post.excerpt}</p>
        ) : null}
        {post.author_name ? (
          <p className="mt-4 text-sm text-slate-700">By {post.author_name}</p>
        ) : null}
        <RichText html={post.content} className="mt-8" />
      </main>
    </>
  );
}
