import { ArrowLeft, Eye, Pencil } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Footer } from '@/components/site/footer';
import { Header } from '@/components/site/header';
import { ArticleView } from '@/components/site/resources/article-view';
import { PreviewState } from '@/components/site/resources/preview-state';
import { ShareButton } from '@/components/site/resources/share-button';
import { buttonVariants } from '@/components/ui/variants';
import { formatLongDate } from '@/lib/utils';
import { requireAdminPage } from '@/server/auth/guard';
import { getPostForPreview, getRecentPostTeasers } from '@/server/posts/queries';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: { absolute: 'Preview | Lizit' },
  robots: { index: false, follow: false },
};

type Props = { params: Promise<{ id: string }> };

/**
 * /blog/preview/{id} (public-site.md §2, back-office.md §2): admins only
 * (others go to /auth), any status, never cached (a private path, server/http/paths.ts). The
 * post is shown in the public article layout between the site's header and footer, under a
 * PREVIEW MODE banner with its real state ("Scheduled for Dec 15, 2026, 9:00 AM"), an Edit
 * Article link to its editor (`/admin/posts?edit={id}`), Back to Admin and Share Preview.
 */
export default async function PreviewPage({ params }: Props) {
  await requireAdminPage('content');
  const { id } = await params;
  const post = await getPostForPreview(id);
  const recent = post ? await getRecentPostTeasers(3, post.slug) : [];

  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-semibold text-navy-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex-1 pt-16">
        {post ? (
          <>
            <div
              className="sticky top-16 z-40 bg-amber-400 text-navy-950 shadow-sm"
              role="region"
              aria-label="Preview mode"
            >
              <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
                <p className="flex flex-wrap items-center gap-2 font-bold">
                  <Eye aria-hidden="true" className="size-5" />
                  PREVIEW MODE
                  <PreviewState
                    status={post.status}
                    publishedAt={post.published_at?.toISOString() ?? null}
                  />
                </p>
                <div className="flex flex-wrap gap-2">
                  <Link
                    href={`/admin/posts?edit=${post.id}`}
                    className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                  >
                    <Pencil aria-hidden="true" />
                    Edit Article
                  </Link>
                  <Link
                    href="/admin/posts"
                    className={buttonVariants({ variant: 'outline', size: 'sm' })}
                  >
                    <ArrowLeft aria-hidden="true" />
                    Back to Admin
                  </Link>
                  <ShareButton title={post.title} label="Share Preview" copyOnly />
                </div>
              </div>
            </div>
            <ArticleView
              post={{ ...post, published_at: post.published_at ?? post.created_at }}
              recent={recent}
              dateText={
                post.published_at ? undefined : `Created ${formatLongDate(post.created_at)}`
              }
            />
          </>
        ) : (
          <div className="mx-auto max-w-2xl px-4 py-28 text-center">
            <h1 className="text-3xl font-bold text-navy-900">Article Not Found</h1>
            <p className="mt-4 text-lg text-slate-600">
              The article you&apos;re trying to preview doesn&apos;t exist.
            </p>
            <Link
              href="/admin/posts"
              className={`${buttonVariants({ variant: 'secondary' })} mt-8`}
            >
              Back to Admin
            </Link>
          </div>
        )}
      </main>
      <Footer />
    </>
  );
}
