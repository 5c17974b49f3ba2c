import { PageJsonLd } from '@/components/site/page-json-ld';
import { ArticleCard } from '@/components/site/resources/article-card';
import {
  FilterNavigationProvider,
  FilterResults,
} from '@/components/site/resources/filter-navigation';
import { ResourceFilters } from '@/components/site/resources/filters';
import { NoResults } from '@/components/site/resources/no-results';
import { CardList } from '@/components/site/sections/card-list';
import { parseResourceFilter } from '@/lib/resource-filter';
import type { SearchParamsProps } from '@/lib/search-params';
import { buildMetadata, sitePageSeo } from '@/lib/seo/metadata';
import { listPublicCategoryNames, searchPublishedPosts } from '@/server/posts/queries';

export const metadata = buildMetadata({
  ...sitePageSeo('articles'),
  description:
    'Every article on running a rental business: industry reports, best practices, guides and tools for equipment, tool and party rental companies.',
  keywords: ['rental industry articles', 'equipment rental blog', 'rental business tips'],
});

export default async function AllArticlesPage({ searchParams }: SearchParamsProps) {
  const categories = await listPublicCategoryNames();
  const filter = parseResourceFilter(await searchParams, categories);
  const posts = await searchPublishedPosts(filter);
  return (
    <FilterNavigationProvider>
      <PageJsonLd
        trail={[
          { name: 'Resources', url: '/resources' },
          { name: 'All Articles', url: '/resources/articles' },
        ]}
      />
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-20 sm:px-6 lg:px-8">
        <h1 className="text-4xl font-extrabold tracking-tight text-navy-900">All Articles</h1>
        <div className="mt-8">
          <ResourceFilters
            basePath="/resources/articles"
            filter={filter}
            label="Search articles"
            categories={categories}
          />
        </div>
        <FilterResults loadingText="Loading articles...">
          <CardList
            items={posts}
            itemKey={(item) => item.id}
            className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
            testId="all-articles"
            render={(post) => <ArticleCard post={post} headingLevel="h2" />}
            empty={
              <div className="py-20 text-center" data-testid="empty-state">
                <NoResults title="No articles found" clearHref="/resources/articles" />
              </div>
            }
          />
        </FilterResults>
      </div>
    </FilterNavigationProvider>
  );
}
