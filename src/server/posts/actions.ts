'use server';

import { sanitizeRichHtml } from '@/lib/sanitize';
import {
  categoryCreateSchema,
  categoryDeleteSchema,
  categoryMoveSchema,
  categoryRenameSchema,
} from '@/lib/validation/post-categories';
import { bulkPostDeleteSchema, bulkPostStatusSchema } from '@/lib/validation/post-list';
import {
  postAutosaveSchema,
  postIdSchema,
  postSchema,
  postUpdateSchema,
  previewLinkSchema,
} from '@/lib/validation/posts';
import { adminAction } from '../actions/admin-action';
import { autosavePost, discardAutosave } from '../revisions/posts';
import { storedImageWidth } from '../uploads/image-width';
import { bulkDeletePosts, bulkSetPostStatus } from './bulk';
import { createCategory, deleteCategory, moveCategory, renameCategory } from './categories';
import { createPreviewLink, revokePreviewLink } from './preview-links';
import { createPost, deletePost, updatePost } from './service';

// Blog Posts tab (back-office.md §2, §5, §7). Every write refreshes the article page, the lists,
// the feed and the sitemap (all read under the `posts` tag).

/** Creates a post; returns its id and slug. */
export const createPostAction = adminAction(
  'post.create',
  'content',
  postSchema,
  async (data, admin, db) => {
    const featured_image_width = await storedImageWidth(data.featured_image_url);
    return createPost(db, { ...data, featured_image_width }, admin.id);
  },
  { invalidates: (_data, row) => ['posts', `post:${row.slug}`] },
);

/**
 * Updates a post; with `version` (the one the editor loaded) a stale save is refused as an edit
 * conflict carrying the post as it is now.
 */
export const updatePostAction = adminAction(
  'post.update',
  'content',
  postUpdateSchema,
  async ({ id, post, version, restored_from }, admin, db) => {
    const featured_image_width = await storedImageWidth(post.featured_image_url);
    const updated = await updatePost(db, id, { ...post, featured_image_width }, admin.id, version, {
      restoredFrom: restored_from,
    });
    return { id, ...updated };
  },
  {
    invalidates: (_data, r) => [
      'posts',
      `post:${r.oldSlug}`,
      `post:${r.slug}`,
      r.redirected ? 'redirects' : null,
    ],
  },
);

/** Deletes a post: moves it to the Trash; Undo restores it. */
export const deletePostAction = adminAction(
  'post.delete',
  'content',
  postIdSchema,
  async ({ id }, admin, db) => ({ id, slug: await deletePost(db, id, admin.id) }),
  { invalidates: (_data, r) => ['posts', `post:${r.slug}`] },
);

/** Publishes, schedules or archives the selected posts; returns the count. */
export const bulkPostStatusAction = adminAction(
  'post.bulk_status',
  'content',
  bulkPostStatusSchema,
  async ({ ids, op, published_at }, admin, db) =>
    bulkSetPostStatus(
      db,
      ids,
      op === 'schedule' ? { op, publishedAt: new Date(published_at!) } : { op },
      admin.id,
    ),
  { invalidates: (_data, r) => ['posts', ...r.slugs.map((s) => `post:${s}`)] },
);

/** Moves the selected posts to the Trash (after the confirmation); returns the count and ids. */
export const bulkDeletePostsAction = adminAction(
  'post.bulk_delete',
  'content',
  bulkPostDeleteSchema,
  async ({ ids }, admin, db) => bulkDeletePosts(db, ids, admin.id),
  { invalidates: (_data, r) => ['posts', ...r.slugs.map((s) => `post:${s}`)] },
);

// Categories: the public filters list them, and a rename or a delete changes
// posts, so each write refreshes everything read under `posts`.

/** Adds a category at the end of the list. */
export const createCategoryAction = adminAction(
  'post_category.create',
  'content',
  categoryCreateSchema,
  async ({ name }, admin, db) => createCategory(db, name, admin.id),
  { invalidates: ['posts'] },
);

/** Renames a category; its posts follow. */
export const renameCategoryAction = adminAction(
  'post_category.rename',
  'content',
  categoryRenameSchema,
  async ({ id, name }, admin, db) => renameCategory(db, id, name, admin.id),
  { invalidates: ['posts'] },
);

/** Moves a category one place up or down. */
export const moveCategoryAction = adminAction(
  'post_category.move',
  'content',
  categoryMoveSchema,
  async ({ id, direction }, admin, db) => ({
    moved: await moveCategory(db, id, direction, admin.id),
  }),
  { invalidates: (_data, r) => (r.moved ? ['posts'] : []) },
);

/** Deletes a category, moving its posts to `move_to` first; refused while posts use it otherwise. */
export const deleteCategoryAction = adminAction(
  'post_category.delete',
  'content',
  categoryDeleteSchema,
  async ({ id, move_to }, admin, db) => deleteCategory(db, id, move_to ?? null, admin.id),
  { invalidates: ['posts'] },
);

/** Creates a shareable preview link of a post; answers its URL, shown once. */
export const createPreviewLinkAction = adminAction(
  'post.preview_link_create',
  'content',
  previewLinkSchema,
  ({ post_id, days }, admin, db) => createPreviewLink(db, admin.id, post_id, days),
);

/** Revokes a preview link. */
export const revokePreviewLinkAction = adminAction(
  'post.preview_link_revoke',
  'content',
  postIdSchema,
  ({ id }, admin, db) => revokePreviewLink(db, admin.id, id),
);

/**
 * Autosaves the post editor's content as the person's autosave revision; the post,
 * and what is published, do not change.
 */
export const autosavePostAction = adminAction(
  'post.autosave',
  'content',
  postAutosaveSchema,
  ({ id, post }, admin, db) =>
    autosavePost(db, id, admin.id, {
      ...post,
      content: sanitizeRichHtml(post.content),
      excerpt: post.excerpt ?? null,
      meta_description: post.meta_description ?? null,
      published_at: post.published_at ? new Date(post.published_at) : null,
    }),
);

/** Drops the person's autosave of a post ("Discard" of the restore offer). */
export const discardAutosaveAction = adminAction(
  'post.autosave_discard',
  'content',
  postIdSchema,
  ({ id }, admin, db) => discardAutosave(db, id, admin.id),
);
