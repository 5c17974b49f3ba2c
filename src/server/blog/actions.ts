'use server';

import { getDb } from '@/db/client';
import { postIdSchema, postSchema, postUpdateSchema } from '@/lib/validation/posts';
import { adminAction } from '../actions/admin-action';
import { notFound } from '../actions/errors';
import { invalidateTags } from '../cache';
import { storedImageWidth } from '../uploads/image-width';
import { createPost, deletePost, getEditablePost, updatePost } from './service';

// Blog Posts tab (back-office.md §2, §5, §7). Every write refreshes the article page, the lists,
// the feed and the sitemap (all read under the `posts` tag).

/** Loads every field of a post for the Edit Blog Post dialog. */
export const loadPostAction = adminAction('post.load', postIdSchema, async ({ id }) => {
  const post = await getEditablePost(getDb(), id);
  if (!post) throw notFound('Blog post');
  return post;
});

/** Creates a post; returns its id and slug. */
export const createPostAction = adminAction('post.create', postSchema, async (data, admin) => {
  const featured_image_width = await storedImageWidth(data.featured_image_url);
  const row = await createPost(getDb(), { ...data, featured_image_width }, admin.id);
  invalidateTags(['posts', `post:${row.slug}`]);
  return row;
});

/** Updates a post. */
export const updatePostAction = adminAction(
  'post.update',
  postUpdateSchema,
  async ({ id, post }, admin) => {
    const featured_image_width = await storedImageWidth(post.featured_image_url);
    const { oldSlug, slug } = await updatePost(
      getDb(),
      id,
      { ...post, featured_image_width },
      admin.id,
    );
    invalidateTags(['posts', `post:${oldSlug}`, `post:${slug}`]);
    return { id, slug };
  },
);

/** Deletes a post. */
export const deletePostAction = adminAction('post.delete', postIdSchema, async ({ id }, admin) => {
  const slug = await deletePost(getDb(), id, admin.id);
  invalidateTags(['posts', `post:${slug}`]);
  return { id };
});
