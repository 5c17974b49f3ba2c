import { Eye } from 'lucide-react';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { Footer } from '@/components/site/footer';
import { Header } from '@/components/site/header';
import { ArticleView } from '@/components/site/resources/article-view';
import { siteConfig } from '@/config/site';
import { formatLongDate } from '@/lib/utils';
import { loadSharedPreview } from '@/server/posts/queries';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: { absolute: `Preview | ${siteConfig.name}` },
  robots: { index: false, follow: false },
};

type Props = { params: Promise<{ token: string }> };

/**
 * /preview/{token}, a shared preview link: the post's latest saved version for
 * anyone with the link, no sign-in, under a banner that says it is an unpublished preview and when
 * the link expires. A private path (server/http/paths.ts): `private, no-store`, `X-Robots-Tag:
 * noindex`, never in the HTML cache. An expired or revoked link says so; an unknown one is a 404;
 * once the post is public the link redirects permanently to the article.
 */
export default async function SharedPreviewPage({ params }: Props) {
  const { token } = await params;
  const preview = await loadSharedPreview(token);
  if (preview.state === 'invalid') notFound();
  if (preview.state === 'published') permanentRedirect(`/resources/${preview.slug}`);
  return (
    <>
      <Header />
      <main id="main" className="flex-1 pt-16">
        {preview.state === 'valid' ? (
          <>
            <div
              className="sticky top-16 z-40 bg-amber-400 text-navy-950 shadow-sm"
              role="region"
              aria-label="Preview"
            >
              <p className="mx-auto flex max-w-5xl flex-wrap items-center gap-2 px-4 py-3 font-semibold">
                <Eye aria-hidden="true" className="size-5" />
                PREVIEW — not published yet. This link works until{' '}
                {formatLongDate(preview.expiresAt)}.
              </p>
            </div>
            <ArticleView
              post={{
                ...preview.post,
                published_at: preview.post.published_at ?? preview.post.created_at,
              }}
              recent={[]}
              dateText={`Draft of ${formatLongDate(preview.post.updated_at)}`}
            />
          </>
        ) : (
          <div className="mx-auto max-w-2xl px-4 py-28 text-center">
            <h1 className="text-3xl font-bold text-navy-900">
              {preview.state === 'expired'
                ? 'This preview link has expired'
                : 'This preview link was withdrawn'}
            </h1>
            <p className="mt-4 text-lg text-slate-600">
              {preview.state === 'expired'
                ? `It worked until ${formatLongDate(preview.expiresAt)}.`
                : 'Whoever shared it turned it off.'}{' '}
              Ask them for a new link.
            </p>
          </div>
        )}
      </main>
      <Footer />
    </>
  );
}
