import { PostsPanel } from '@/components/admin/posts/posts-panel';
import { AdminSection } from '@/components/admin/section';
import type { SearchParamsProps } from '@/lib/search-params';

/** The Blog Posts section. */
export default async function Page({ searchParams }: SearchParamsProps) {
  const params = await searchParams;
  return <AdminSection id="posts">{() => <PostsPanel params={params} />}</AdminSection>;
}
