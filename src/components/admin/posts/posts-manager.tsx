'use client';

import { Newspaper, Plus } from 'lucide-react';
import { useRouter } from 'next/navigation';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import type { PostListQuery } from '@/lib/validation/post-list';
import { deletePostAction } from '@/server/posts/actions';
import type { AdminPostPage } from '@/server/posts/admin-list';
import type { CategoryRow } from '@/server/posts/categories';
import { EmptyState } from '../controls';
import { restoreUndo } from '../trash/restore-undo';
import { useAdminAction } from '../use-admin-action';
import { CategoriesDialog } from './categories-dialog';
import { PostCard } from './post-card';
import { PostDialog } from './post-dialog';
import { PostsBulkBar } from './posts-bulk-bar';
import { blogListHref, PostsPagination, PostsToolbar } from './posts-toolbar';

/** The current admin URL with `edit` set to `id` (or removed), without a navigation. */
function replaceEditParam(id: number | null) {
  const url = new URL(window.location.href);
  if (id === null) url.searchParams.delete('edit');
  else url.searchParams.set('edit', String(id));
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
}

/**
 * The Blog Posts tab (back-office.md §2 "Blog Posts tab"): search, filters,
 * sort and pages from the URL; post cards to select for the bulk actions, with preview, edit and
 * delete; the categories; the Create New Blog Post / Edit Blog Post dialog, which
 * `/admin/posts?edit=<id>` opens (the preview's Edit Article link).
 */
export function PostsManager({
  page,
  query,
  categories,
  editId,
}: {
  page: AdminPostPage;
  query: PostListQuery;
  categories: CategoryRow[];
  editId: number | null;
}) {
  const router = useRouter();
  const { run, pending } = useAdminAction();
  const [navigating, startNavigation] = React.useTransition();
  const [editing, setEditing] = React.useState<number | 'new' | null>(editId);
  const [selected, setSelected] = React.useState<ReadonlySet<number>>(new Set());
  const names = React.useMemo(() => categories.map((c) => c.name), [categories]);

  // The view being navigated to: a second change before the first arrives adds to it.
  const latest = React.useRef(query);
  const navigate = (change: Partial<PostListQuery>) => {
    latest.current = { ...latest.current, ...change };
    const href = blogListHref(latest.current);
    startNavigation(() => router.push(href, { scroll: false }));
  };
  const open = (id: number | 'new' | null) => {
    setEditing(id);
    replaceEditParam(typeof id === 'number' ? id : null);
  };
  const onPage = page.posts.map((p) => p.id);
  const visibleSelected = onPage.filter((id) => selected.has(id));
  const allOnPage = onPage.length > 0 && visibleSelected.length === onPage.length;
  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const filtered = Boolean(query.q || query.status || query.category);
  /** The pagination above and below the list (the one below only when there are pages). */
  const pagination = {
    query,
    page: page.page,
    pageCount: page.pageCount,
    total: page.total,
    navigate,
  };

  return (
    <div className="space-y-5" aria-busy={pending || navigating}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-xl text-sm text-slate-600">
          Published posts appear on /resources at once; a future publication time schedules them.
        </p>
        <div className="flex flex-wrap gap-2">
          <CategoriesDialog categories={categories} />
          <Button onClick={() => open('new')}>
            <Plus aria-hidden="true" /> Create New Blog Post
          </Button>
        </div>
      </div>
      <PostsToolbar
        query={query}
        categories={names}
        statusCounts={page.statusCounts}
        navigate={navigate}
      />
      {visibleSelected.length > 0 ? (
        <PostsBulkBar
          ids={visibleSelected}
          onClear={() => setSelected(new Set())}
          onDone={() => setSelected(new Set())}
        />
      ) : null}
      {page.posts.length === 0 ? (
        <EmptyState icon={Newspaper} title={filtered ? 'No posts match' : 'No blog posts yet'}>
          {filtered ? (
            <p className="mt-1 text-sm text-slate-600">Try another search or clear the filters.</p>
          ) : null}
        </EmptyState>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <label className="flex items-center gap-3 text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                checked={allOnPage}
                ref={(el) => {
                  if (el) el.indeterminate = visibleSelected.length > 0 && !allOnPage;
                }}
                onChange={(e) =>
                  setSelected(e.target.checked ? new Set(onPage) : new Set<number>())
                }
                className="size-5 rounded border-slate-300 accent-brand-600"
              />
              Select all on this page
            </label>
            <PostsPagination {...pagination} />
          </div>
          <ul className="grid gap-4 lg:grid-cols-2" aria-label="Blog posts">
            {page.posts.map((post) => (
              <PostCard
                key={post.id}
                post={post}
                selected={selected.has(post.id)}
                onSelectedChange={(on) => toggle(post.id, on)}
                onEdit={() => open(post.id)}
                onDelete={() =>
                  run(() => deletePostAction({ id: post.id }), {
                    success: 'Blog post deleted successfully!',
                    successDescription: 'Moved to the Trash.',
                    errorTitle: 'Error deleting blog post',
                    undo: restoreUndo(run, 'post', [post.id]),
                  })
                }
              />
            ))}
          </ul>
          {page.pageCount > 1 ? (
            <PostsPagination {...pagination} label="Blog post pages, bottom" />
          ) : null}
        </>
      )}
      <PostDialog
        postId={editing === 'new' ? null : editing}
        categories={names}
        open={editing !== null}
        onOpenChange={(o) => !o && open(null)}
        onSaved={() => open(null)}
        onDraftCreated={(id) => open(id)}
      />
    </div>
  );
}
