'use server';

import { postIdSchema, postSchema, postUpdateSchema } from '@/lib/validation/posts';
import { adminAction } from '../actions/admin-action';
import { notFound } from '../actions/errors';
import { storedImageWidth } from '../uploads/image-width';
import { createPost, deletePost, getEditablePost, updatePost } from './service';

// Blog Posts tab (back-office.md §2, §5, §7). Every write refreshes the article page, the lists,
// the feed and the sitemap (all read under the `posts` tag).

/** Loads every field of a post for the Edit Blog Post dialog. */
export const loadPostAction = adminAction('post.load', postIdSchema, async ({ id }, _admin, db) => {
  const post = await getEditablePost(db, id);
  if (!post) throw notFound('Blog post');
  return post;
});

/** Creates a post; returns its id and slug. */
export const createPostAction = adminAction(
  'post.create',
  postSchema,
  async (data, admin, db) => {
    const featured_image_width = await storedImageWidth(data.featured_image_url);
    return createPost(db, { ...data, featured_image_width }, admin.id);
  },
  { invalidates: (_data, row) => ['posts', `post:${row.slug}`] },
);

/** Updates a post. */
export const updatePostAction = adminAction(
  'post.update',
  postUpdateSchema,
  async ({ id, post }, admin, db) => {
    const featured_image_width = await storedImageWidth(post.featured_image_url);
    const { oldSlug, slug } = await updatePost(db, id, { ...post, featured_image_width }, admin.id);
    return { id, slug, oldSlug };
  },
  { invalidates: (_data, r) => ['posts', `post:${r.oldSlug}`, `post:${r.slug}`] },
);

/** Deletes a post. */
export const deletePostAction = adminAction(
  'post.delete',
  postIdSchema,
  async ({ id }, admin, db) => ({ id, slug: await deletePost(db, id, admin.id) }),
  { invalidates: (_data, r) => ['posts', `post:${r.slug}`] },
);
