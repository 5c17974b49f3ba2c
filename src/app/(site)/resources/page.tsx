import { ArrowRight, Lock } from 'lucide-react';
import { NewsletterForm } from '@/components/site/newsletter-form';
import { PageJsonLd } from '@/components/site/page-json-ld';
import { ArticleCard } from '@/components/site/resources/article-card';
import {
  FilterNavigationProvider,
  FilterResults,
} from '@/components/site/resources/filter-navigation';
import { ResourceFilters } from '@/components/site/resources/filters';
import { FreeResourcesButton } from '@/components/site/resources/free-resources-button';
import { NoResults } from '@/components/site/resources/no-results';
import { ResourceCard } from '@/components/site/resources/resource-card';
import { CardList } from '@/components/site/sections/card-list';
import { SiteLink } from '@/components/site/site-link';
import { filterQueryString, parseResourceFilter } from '@/lib/resource-filter';
import type { SearchParamsProps } from '@/lib/search-params';
import { buildMetadata, sitePageSeo } from '@/lib/seo/metadata';
import { listPublicCategoryNames, searchPublishedPosts } from '@/server/posts/queries';
import { getFreeResources, searchActiveResources } from '@/server/resources/queries';

/** Latest Articles shows at most 6 cards (public-site.md §9). */
const LATEST_ARTICLES = 6;

export const metadata = buildMetadata({
  ...sitePageSeo('resources'),
  description:
    'Articles, guides, checklists and templates for equipment, tool and party rental businesses: utilization, maintenance, contracts, pricing and more.',
  keywords: [
    'rental business resources',
    'equipment rental guides',
    'rental checklist',
    'rental industry articles',
  ],
});

export default async function ResourcesPage({ searchParams }: SearchParamsProps) {
  const categories = await listPublicCategoryNames();
  const filter = parseResourceFilter(await searchParams, categories);
  const [posts, resources, free] = await Promise.all([
    searchPublishedPosts(filter),
    searchActiveResources(filter),
    getFreeResources(),
  ]);
  const filtered = Boolean(filter.q || filter.category);
  const latest = posts.slice(0, LATEST_ARTICLES);

  return (
    <FilterNavigationProvider>
      <PageJsonLd trail={[{ name: 'Resources', url: '/resources' }]} />
      <section
        aria-labelledby="resources-title"
        className="bg-gradient-to-b from-brand-50 to-white"
      >
        <div className="mx-auto max-w-7xl px-4 pt-14 pb-10 sm:px-6 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Resources</p>
          <h1
            id="resources-title"
            className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight text-navy-900 sm:text-5xl"
          >
            Insights and tools for rental businesses
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-8 text-slate-600">
            Practical articles, guides, checklists and templates from people who work with rental
            yards every day.
          </p>
          <div className="mt-6">
            <FreeResourcesButton resources={free.map((r) => ({ id: r.id, name: r.name }))} />
          </div>
          <div className="mt-10">
            <ResourceFilters
              basePath="/resources"
              filter={filter}
              label="Search resources"
              categories={categories}
            />
          </div>
        </div>
      </section>

      <FilterResults loadingText="Loading resources...">
        {latest.length === 0 && resources.length === 0 ? (
          <section
            aria-label="Results"
            className="mx-auto max-w-7xl px-4 py-20 text-center sm:px-6 lg:px-8"
            data-testid="empty-state"
          >
            <NoResults
              title="No resources found"
              hint="Try another search term or category."
              clearHref="/resources"
            />
          </section>
        ) : (
          <>
            <section
              aria-labelledby="latest-title"
              className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8"
            >
              <div className="flex flex-wrap items-end justify-between gap-4">
                <h2 id="latest-title" className="text-2xl font-bold text-navy-900 sm:text-3xl">
                  Latest Articles
                </h2>
                {posts.length > LATEST_ARTICLES ? (
                  <SiteLink
                    href={`/resources/articles${filterQueryString(filter)}`}
                    className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
                  >
                    View All Articles <ArrowRight aria-hidden="true" className="size-4" />
                  </SiteLink>
                ) : null}
              </div>
              <CardList
                items={latest}
                itemKey={(item) => item.id}
                className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
                testId="latest-articles"
                render={(post) => <ArticleCard post={post} />}
                empty={<p className="mt-6 text-slate-600">No articles found.</p>}
              />
            </section>

            <section aria-labelledby="downloads-title" className="bg-slate-50 py-12">
              <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
                <h2 id="downloads-title" className="text-2xl font-bold text-navy-900 sm:text-3xl">
                  Downloads &amp; Tools
                </h2>
                <CardList
                  items={resources}
                  itemKey={(item) => item.id}
                  className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
                  testId="downloads"
                  render={(r) => <ResourceCard resource={r} />}
                  empty={
                    <p className="mt-6 text-slate-600">
                      {filtered
                        ? 'No downloads match these filters.'
                        : 'New downloads are on their way.'}
                    </p>
                  }
                />
              </div>
            </section>
          </>
        )}
      </FilterResults>

      <section aria-labelledby="newsletter-title" className="bg-navy-900 py-16">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <h2 id="newsletter-title" className="text-3xl font-bold text-white">
              Stay Informed
            </h2>
            <p className="mt-3 text-slate-300">
              One useful e-mail a month: new guides, industry trends and practical tips for running
              a rental business.
            </p>
          </div>
          <NewsletterForm />
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-6 text-right sm:px-6 lg:px-8">
        <SiteLink
          href="/auth"
          className="inline-flex items-center gap-1 text-xs text-slate-600 hover:text-navy-900"
        >
          <Lock aria-hidden="true" className="size-3" />
          Admin
        </SiteLink>
      </div>
    </FilterNavigationProvider>
  );
}
