'use client';

import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { SiteLink } from '@/components/site/site-link';
import { filterQueryString, type ResourceFilter } from '@/lib/resource-filter';
import { useFilterNavigation } from './filter-navigation';

/** A plain click (no modifier keys, primary button) that we may handle in the page. */
function isPlainClick(e: React.MouseEvent): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}

/**
 * Search box and category filter (public-site.md §2 "/resources"). A plain GET form and links, so
 * a filtered view is a shareable URL (`?q=&category=`) and works without JavaScript.
 * @param basePath - the page the filter applies to ("/resources" or "/resources/articles")
 * @param categories - the managed post categories, in their order
 */
export function ResourceFilters({
  basePath,
  filter,
  label,
  categories,
}: {
  basePath: string;
  filter: ResourceFilter;
  label: string;
  categories: readonly string[];
}) {
  const nav = useFilterNavigation();
  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    if (!nav) return;
    e.preventDefault();
    const q = String(new FormData(e.currentTarget).get('q') ?? '').trim();
    nav.navigate(`${basePath}${filterQueryString({ q, category: filter.category })}`);
  };
  const options = [{ value: '', label: 'All' }, ...categories.map((c) => ({ value: c, label: c }))];
  return (
    <div className="space-y-4">
      <form
        method="get"
        action={basePath}
        role="search"
        aria-label={label}
        className="flex max-w-2xl gap-2"
        onSubmit={onSubmit}
      >
        {filter.category ? <input type="hidden" name="category" value={filter.category} /> : null}
        <label htmlFor="resource-search" className="sr-only">
          Search articles and resources
        </label>
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            id="resource-search"
            type="search"
            name="q"
            defaultValue={filter.q}
            maxLength={200}
            placeholder="Search articles, guides and tools..."
            className="block h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 sm:text-sm"
          />
        </div>
        <button
          type="submit"
          className="h-11 rounded-lg bg-navy-900 px-4 text-sm font-semibold text-white hover:bg-navy-800 focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          Search
        </button>
      </form>
      <nav aria-label="Filter by category">
        <ul className="flex flex-wrap gap-2" data-testid="category-filter">
          {options.map((o) => {
            const active = filter.category === o.value;
            const href = `${basePath}${filterQueryString({ q: filter.q, category: o.value })}`;
            return (
              <li key={o.label}>
                <SiteLink
                  href={href}
                  onClick={(e) => {
                    if (!nav || !isPlainClick(e)) return;
                    e.preventDefault();
                    nav.navigate(href);
                  }}
                  aria-current={active ? 'page' : undefined}
                  scroll={false}
                  className={clsx(
                    'inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors',
                    active
                      ? 'border-navy-900 bg-navy-900 text-white'
                      : 'border-slate-300 bg-white text-slate-700 hover:border-navy-900 hover:text-navy-900',
                  )}
                >
                  {o.label}
                </SiteLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
