import {
  IMMUTABLE_IMAGE,
  SHORT_LIVED_IMAGE,
  socialImage,
  socialImageResponse,
} from '@/server/og/cache';
import { getPublishedPostBySlug } from '@/server/posts/queries';

type Context = { params: Promise<{ slug: string }> };

/**
 * GET /resources/{slug}/og.png?v={version} — the article's generated 1200×630 social image:
 * its title, category and the brand. 404 for an article that is not public.
 */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { slug } = await params;
  const post = await getPublishedPostBySlug(slug).catch(() => null);
  if (!post) return new Response('Not found', { status: 404 });
  const version = String(post.updated_at.getTime());
  const png = await socialImage(`post:${post.slug}:${version}`, {
    title: post.title,
    eyebrow: post.category ?? 'Article',
  });
  const current = new URL(request.url).searchParams.get('v') === version;
  return socialImageResponse(png, current ? IMMUTABLE_IMAGE : SHORT_LIVED_IMAGE);
}
