import 'server-only';
import { loadAdminPosts } from '@/server/blog/queries';
import { PostsManager } from './posts-manager';

/** Server part of the Blog Posts tab: every post, newest first, uncached. */
export async function PostsPanel() {
  const posts = await loadAdminPosts();
  return <PostsManager posts={posts} />;
}
