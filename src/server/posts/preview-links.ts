import 'server-only';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { blog_posts, post_preview_links, user, type BlogPost } from '@/db/schema';
import { getSiteUrl } from '@/lib/env';
import { postState } from '@/lib/post-state';
import { notFound } from '../actions/errors';
import { auditChange } from '../audit/log';
import { requireLivePost } from '../revisions/posts';
import { hashToken, isTokenShaped, newSecretToken } from '../tokens';

/** How long a shared preview link works unless the editor chooses otherwise. */
export const PREVIEW_LINK_DEFAULT_DAYS = 7;

/** The page a shared preview link opens. */
export function previewLinkUrl(token: string): string {
  return `${getSiteUrl()}/preview/${token}`;
}

/** A preview link as the editor lists it (never its token: that is shown once, on creation). */
export type PreviewLinkRow = {
  id: number;
  createdAt: Date;
  expiresAt: Date;
  createdBy: string | null;
  /** Past `expiresAt`: the link explains that it expired. */
  expired: boolean;
};

/**
 * Creates a shareable preview link of a post: unguessable (256-bit token, only its
 * hash stored), valid `days` days. Audited as `post.preview_link_create`.
 * @param days - 1 to 30
 * @returns the link's id, its URL (shown once) and when it expires
 * @throws ActionError 404 when the post does not exist
 */
export async function createPreviewLink(
  db: Db,
  actorId: string,
  postId: number,
  days: number = PREVIEW_LINK_DEFAULT_DAYS,
): Promise<{ id: number; url: string; expiresAt: Date }> {
  return db.transaction(async (tx) => {
    await requireLivePost(tx, postId);
    const { token, hash } = newSecretToken();
    const expiresAt = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
    const [row] = await tx
      .insert(post_preview_links)
      .values({ post_id: postId, token_hash: hash, created_by: actorId, expires_at: expiresAt })
      .returning({ id: post_preview_links.id });
    await auditChange(tx, actorId, 'post.preview_link_create', postId, { link: row!.id, days });
    return { id: row!.id, url: previewLinkUrl(token), expiresAt };
  });
}

/**
 * The preview links of a post that were not revoked, newest first (expired ones flagged), for the
 * editor's Share preview panel.
 */
export async function listPreviewLinks(
  db: Db,
  postId: number,
  now = new Date(),
): Promise<PreviewLinkRow[]> {
  const rows = await db
    .select({
      id: post_preview_links.id,
      createdAt: post_preview_links.created_at,
      expiresAt: post_preview_links.expires_at,
      createdBy: user.email,
    })
    .from(post_preview_links)
    .leftJoin(user, eq(user.id, post_preview_links.created_by))
    .where(and(eq(post_preview_links.post_id, postId), isNull(post_preview_links.revoked_at)))
    .orderBy(desc(post_preview_links.created_at), desc(post_preview_links.id));
  return rows.map((r) => ({ ...r, expired: r.expiresAt <= now }));
}

/**
 * Revokes a preview link: it then says the link was withdrawn. Audited as
 * `post.preview_link_revoke`.
 * @throws ActionError 404 when the link does not exist or was revoked already
 */
export async function revokePreviewLink(
  db: Db,
  actorId: string,
  id: number,
): Promise<{ id: number; postId: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(post_preview_links)
      .set({ revoked_at: new Date() })
      .where(and(eq(post_preview_links.id, id), isNull(post_preview_links.revoked_at)))
      .returning({ postId: post_preview_links.post_id });
    if (!row) throw notFound('Preview link');
    await auditChange(tx, actorId, 'post.preview_link_revoke', row.postId, { link: id });
    return { id, postId: row.postId };
  });
}

/** What a shared preview link opens now. */
export type SharedPreview =
  | { state: 'invalid' }
  | { state: 'expired' | 'revoked'; expiresAt: Date }
  /** The post is public now: the link redirects to the article. */
  | { state: 'published'; slug: string }
  | { state: 'valid'; post: BlogPost; expiresAt: Date };

/**
 * Resolves a shared preview link: the post's latest saved version while the link
 * is valid and the post is not public; once it is public (published, its time reached), its slug,
 * for the redirect to the article.
 * @param token - the link's last path segment (anything; junk is `invalid` without a query)
 */
export async function resolvePreviewLink(
  db: Db,
  token: string,
  now = new Date(),
): Promise<SharedPreview> {
  if (!isTokenShaped(token)) return { state: 'invalid' };
  const [row] = await db
    .select({ link: post_preview_links, post: blog_posts })
    .from(post_preview_links)
    .innerJoin(blog_posts, eq(blog_posts.id, post_preview_links.post_id))
    .where(eq(post_preview_links.token_hash, hashToken(token)))
    .limit(1);
  // A post in the Trash is shown to nobody, as if the link were unknown.
  if (!row || row.post.deleted_at) return { state: 'invalid' };
  const { link, post } = row;
  if (link.revoked_at) return { state: 'revoked', expiresAt: link.expires_at };
  if (postState(post, now) === 'Published') return { state: 'published', slug: post.slug };
  if (link.expires_at <= now) return { state: 'expired', expiresAt: link.expires_at };
  return { state: 'valid', post, expiresAt: link.expires_at };
}
