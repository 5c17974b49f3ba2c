'use client';

import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import Link from 'next/link';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/input';
import { buttonVariants } from '@/components/ui/variants';
import { cn } from '@/lib/utils';
import {
  NO_CATEGORY,
  POST_LIST_SORTS,
  POST_PAGE_SIZE,
  POST_SEARCH_MAX,
  postListSearch,
  type PostListQuery,
  type PostListStatus,
} from '@/lib/validation/post-list';
import { AdminSearchForm, ToolbarInput } from '../controls';

/** The admin URL of a view of the Blog Posts list. */
export function blogListHref(query: Partial<PostListQuery>): string {
  const search = postListSearch(query);
  return `/admin/posts${search ? `?${search}` : ''}`;
}

const STATUS_OPTIONS: { value: PostListStatus | ''; label: string }[] = [
  { value: '', label: 'All statuses' },
  { value: 'draft', label: 'Draft' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
  { value: 'archived', label: 'Archived' },
];

/** A labelled drop-down of the toolbar (the label above it). */
function ToolbarSelect({
  label,
  labelClassName,
  ...props
}: React.ComponentProps<typeof Select> & { label: string; labelClassName?: string }) {
  return (
    <label className={cn('flex flex-col gap-1 text-xs font-medium text-slate-700', labelClassName)}>
      {label}
      <Select className="h-10 w-full sm:w-auto" {...props} />
    </label>
  );
}

/**
 * Search (title or slug), status, category and sort of the Blog Posts list. Every change is a
 * new URL (`/admin/posts?q=&status=&category=&sort=`, back to page 1), so a view can be shared and
 * survives a reload; without JavaScript the search is a plain GET form.
 */
export function PostsToolbar({
  query,
  categories,
  statusCounts,
  navigate,
}: {
  query: PostListQuery;
  categories: readonly string[];
  statusCounts: Record<PostListStatus, number>;
  /** Shows the view with this change (changes made in a row add up). */
  navigate: (change: Partial<PostListQuery>) => void;
}) {
  const go = (change: Partial<PostListQuery>) => navigate({ ...change, page: 1 });
  const filtered = Boolean(query.q || query.status || query.category);
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-end">
      <AdminSearchForm
        label="Search blog posts"
        name="q"
        action="/admin/posts"
        hidden={{ status: query.status, category: query.category }}
        className="flex min-w-0 flex-1 gap-2 lg:max-w-md"
        onSearch={(q) => go({ q })}
      >
        <label htmlFor="post-search" className="sr-only">
          Search posts by title or slug
        </label>
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <ToolbarInput
            id="post-search"
            key={query.q}
            type="search"
            name="q"
            defaultValue={query.q}
            maxLength={POST_SEARCH_MAX}
            placeholder="Search title or slug…"
            className="pl-9"
          />
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </AdminSearchForm>
      <div className="grid gap-2 min-[480px]:grid-cols-2 sm:flex sm:flex-wrap sm:items-end">
        <ToolbarSelect
          label="Status"
          defaultValue={query.status}
          onChange={(e) => go({ status: e.target.value as PostListStatus | '' })}
          options={STATUS_OPTIONS.map((o) => ({
            value: o.value,
            label: o.value ? `${o.label} (${statusCounts[o.value]})` : o.label,
          }))}
        />
        <ToolbarSelect
          label="Category"
          defaultValue={query.category}
          onChange={(e) => go({ category: e.target.value })}
          placeholder="All categories"
          options={categories}
        >
          <option value={NO_CATEGORY}>No category</option>
        </ToolbarSelect>
        <ToolbarSelect
          label="Sort"
          labelClassName="min-[480px]:col-span-2"
          defaultValue={query.sort}
          onChange={(e) => go({ sort: e.target.value as PostListQuery['sort'] })}
          options={POST_LIST_SORTS.map((s) => ({ value: s.id, label: s.label }))}
        />
      </div>
      {filtered ? (
        <Link
          href={blogListHref({ sort: query.sort })}
          className="self-start text-sm font-medium text-brand-700 underline-offset-4 hover:underline lg:self-center"
          onClick={(e) => {
            e.preventDefault();
            navigate({ q: '', status: '', category: '', page: 1 });
          }}
        >
          Clear filters
        </Link>
      ) : null}
    </div>
  );
}

/** "Showing 21–40 of 134 posts" and Previous / Next links that keep the view. */
export function PostsPagination({
  query,
  page,
  pageCount,
  total,
  navigate,
  label = 'Blog post pages',
}: {
  query: PostListQuery;
  page: number;
  pageCount: number;
  total: number;
  navigate: (change: Partial<PostListQuery>) => void;
  /** The navigation's accessible name (two on one page need two names). */
  label?: string;
}) {
  const from = total === 0 ? 0 : (page - 1) * POST_PAGE_SIZE + 1;
  const to = Math.min(page * POST_PAGE_SIZE, total);
  const link = (target: number, label: string, icon: React.ReactNode, disabled: boolean) =>
    disabled ? (
      <span
        aria-disabled="true"
        className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'opacity-50')}
      >
        {icon === 'prev' ? <ChevronLeft aria-hidden="true" /> : null}
        {label}
        {icon === 'next' ? <ChevronRight aria-hidden="true" /> : null}
      </span>
    ) : (
      <Link
        href={blogListHref({ ...query, page: target })}
        onClick={(e) => {
          e.preventDefault();
          navigate({ page: target });
        }}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
      >
        {icon === 'prev' ? <ChevronLeft aria-hidden="true" /> : null}
        {label}
        {icon === 'next' ? <ChevronRight aria-hidden="true" /> : null}
      </Link>
    );
  return (
    <nav
      aria-label={label}
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700"
    >
      <p data-testid="post-range" aria-live="polite">
        {total === 0
          ? 'No posts'
          : `Showing ${from}–${to} of ${total} post${total === 1 ? '' : 's'}`}
        {pageCount > 1 ? ` · Page ${page} of ${pageCount}` : ''}
      </p>
      {pageCount > 1 ? (
        <div className="flex gap-2">
          {link(page - 1, 'Previous', 'prev', page <= 1)}
          {link(page + 1, 'Next', 'next', page >= pageCount)}
        </div>
      ) : null}
    </nav>
  );
}
