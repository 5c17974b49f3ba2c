import 'server-only';
import { getDb } from '@/db/client';
import { listAdminPosts } from '@/server/blog/service';
import { PostsManager } from './posts-manager';

/** Server part of the Blog Posts tab: every post, newest first, uncached. */
export async function PostsPanel() {
  const posts = await listAdminPosts(getDb());
  return <PostsManager posts={posts} />;
}
