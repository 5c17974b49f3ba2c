import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { LandingSections } from '@/components/site/landing/landing-sections';
import { PageJsonLd } from '@/components/site/page-json-ld';
import { landingPath } from '@/lib/pages/landing';
import { buildMetadata } from '@/lib/seo/metadata';
import { expiryOf, getLandingPage } from '@/server/pages/queries';

type Props = { params: Promise<{ slug: string[] }> };

/**
 * The published landing page at the requested path and whether it has ended, or null when the path
 * cannot be a landing page's (its form, then the database).
 */
async function landingAt(params: Props['params']) {
  const { slug } = await params;
  const path = landingPath.safeParse(`/${slug.join('/')}`);
  if (!path.success) return null;
  const page = await getLandingPage(path.data);
  const ends = expiryOf(page?.content);
  return { path: path.data, page, ended: ends !== undefined && Date.now() >= ends };
}

/** A landing page's title, description, keywords, share image and noindex as the team set them. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await landingAt(params);
  if (!found?.page) return {};
  const { seo } = found.page.content;
  return buildMetadata({
    title: seo.title,
    description: seo.description,
    keywords: seo.keywords.length > 0 ? seo.keywords : undefined,
    path: found.path,
    noindex: seo.noindex,
    image: seo.image || undefined,
  });
}

/**
 * Any path no other route matches: a published landing page of the team's (Pages section) at that
 * address, or the site's 404 page (../not-found.tsx) inside the site layout, with a 404 status. A
 * landing page never published is not served; one that has ended redirects to the page chosen.
 */
export default async function UnknownPath({ params }: Props) {
  const found = await landingAt(params);
  if (!found?.page) notFound();
  const { content } = found.page;
  // An ended campaign's address sends visitors where the team chose (307: it may run again).
  if (found.ended) redirect(content.page.afterExpiry);
  return (
    <>
      <PageJsonLd trail={[{ name: content.page.title, url: found.path }]} />
      <LandingSections content={content} pageId={found.page.id} />
    </>
  );
}
