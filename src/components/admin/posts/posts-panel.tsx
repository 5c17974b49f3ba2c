import 'server-only';
import { parseEditParam, parsePostListQuery } from '@/lib/validation/post-list';
import { loadAdminPosts, loadPostCategories } from '@/server/posts/queries';
import { PostsManager } from './posts-manager';

type Params = Record<string, string | string[] | undefined>;

/**
 * Server part of the Blog Posts tab, uncached: the page of posts the URL's view names
 * (`?q=&status=&category=&sort=&page=`, cleaned by parsePostListQuery), the managed categories,
 * and the post whose editor `?edit=<id>` opens.
 */
export async function PostsPanel({ params }: { params: Params }) {
  const query = parsePostListQuery(params);
  const [page, categories] = await Promise.all([loadAdminPosts(query), loadPostCategories()]);
  return (
    <PostsManager
      key={JSON.stringify(query)}
      page={page}
      query={query}
      categories={categories}
      editId={parseEditParam(params.edit)}
    />
  );
}
