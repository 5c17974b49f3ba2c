'use client';

import {
  ArrowRightLeft,
  ChevronLeft,
  ChevronRight,
  EyeOff,
  FileQuestion,
  Search,
  Undo2,
} from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { buttonVariants } from '@/components/ui/variants';
import {
  createRedirectHref,
  NOT_FOUND_SEARCH_MAX,
  notFoundHref,
  type NotFoundQuery,
} from '@/lib/validation/not-found';
import { ignoreNotFoundPathAction, unignoreNotFoundPathAction } from '@/server/not-found/actions';
import { ActionsCell, AdminSearchForm, ColumnHeaders, EmptyState } from '../controls';
import { useAdminAction } from '../use-admin-action';

/** One recorded path as the tab receives it (dates as ISO strings). */
export type NotFoundRowView = {
  id: number;
  path: string;
  hits: number;
  firstSeenAt: string;
  lastSeenAt: string;
  referrers: { referrer: string; hits: number }[];
  ignoredAt: string | null;
};

type PageView = {
  rows: NotFoundRowView[];
  total: number;
  ignoredTotal: number;
  recordedTotal: number;
  page: number;
  pageCount: number;
  /** The table's bound (NOT_FOUND_MAX_ROWS). */
  maxRows: number;
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function Row({ row }: { row: NotFoundRowView }) {
  const { run, pending } = useAdminAction();
  // An ignored path can be shown again; another can be ignored.
  const toggle =
    row.ignoredAt !== null
      ? {
          action: unignoreNotFoundPathAction,
          icon: Undo2,
          text: 'Un-ignore',
          success: 'Path shown again',
          successDescription: row.path,
          errorTitle: 'Could not un-ignore',
        }
      : {
          action: ignoreNotFoundPathAction,
          icon: EyeOff,
          text: 'Ignore',
          success: 'Path ignored',
          successDescription: `${row.path} is hidden; it is still counted.`,
          errorTitle: 'Could not ignore',
        };
  return (
    <tr className="align-top" data-testid="not-found-row" data-path={row.path}>
      <td className="py-3 pr-4 font-mono text-sm break-all text-navy-900">{row.path}</td>
      <td className="py-3 pr-4 text-sm font-semibold text-navy-900" data-testid="not-found-hits">
        {row.hits}
      </td>
      <td className="py-3 pr-4 text-sm text-slate-700" suppressHydrationWarning>
        {when(row.firstSeenAt)}
      </td>
      <td className="py-3 pr-4 text-sm text-slate-700" suppressHydrationWarning>
        {when(row.lastSeenAt)}
      </td>
      <td className="py-3 pr-4 text-sm text-slate-700" data-testid="not-found-referrers">
        {row.referrers.length === 0 ? (
          <span className="text-slate-500">None (typed or bookmarked)</span>
        ) : (
          <ul className="space-y-0.5">
            {row.referrers.map((r) => (
              <li key={r.referrer} className="break-all">
                {r.referrer} <span className="text-slate-500">({r.hits})</span>
              </li>
            ))}
          </ul>
        )}
      </td>
      <ActionsCell>
        <Link
          href={createRedirectHref(row.path)}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          aria-label={`Create redirect from ${row.path}`}
        >
          <ArrowRightLeft aria-hidden="true" /> Create redirect
        </Link>
        <Button
          variant="ghost"
          size="sm"
          disabled={pending}
          aria-label={`${toggle.text} ${row.path}`}
          onClick={() =>
            run(() => toggle.action({ id: row.id }), {
              success: toggle.success,
              successDescription: toggle.successDescription,
              errorTitle: toggle.errorTitle,
            })
          }
        >
          <toggle.icon aria-hidden="true" /> {toggle.text}
        </Button>
      </ActionsCell>
    </tr>
  );
}

/**
 * The 404 monitor of the SEO & Sitemap tab: the public paths that answered 404,
 * most hits first, with first and last seen and their top referrers; a search on the path, the
 * ignored paths on a toggle, pages of 25. Each row offers "Create redirect" (the redirect
 * manager's Add dialog, prefilled) and "Ignore" (hidden, still counted) or "Un-ignore".
 */
export function NotFoundMonitor({ query, page }: { query: NotFoundQuery; page: PageView }) {
  const router = useRouter();
  const [navigating, startNavigation] = React.useTransition();
  // Ticked at once; the list follows when the new view arrives (the component is keyed by it).
  const [showIgnored, setShowIgnored] = React.useState(query.ignored);
  const navigate = (change: Partial<NotFoundQuery>) =>
    startNavigation(() => router.push(notFoundHref({ ...query, ...change }), { scroll: false }));
  const title = query.ignored ? 'Ignored 404 paths' : '404 paths';
  let empty: { title: string; hint: string } | null = null;
  if (page.recordedTotal === 0)
    empty = {
      title: 'No 404s recorded yet',
      hint: 'When a visitor or a search engine asks for a page that does not exist, it is listed here within a few seconds.',
    };
  else if (page.rows.length === 0)
    empty = query.q
      ? { title: 'No paths match', hint: 'Try another search or clear it.' }
      : query.ignored
        ? { title: 'No ignored paths', hint: 'Paths you ignore are listed here.' }
        : {
            title: 'Every recorded path is ignored',
            hint: 'Show the ignored paths to bring one back.',
          };

  return (
    <section aria-labelledby="not-found-title" className="space-y-4" aria-busy={navigating}>
      <div>
        <h3 id="not-found-title" className="text-lg font-semibold text-navy-900">
          404 monitor
        </h3>
        <p className="max-w-3xl text-sm text-slate-600">
          Public addresses that answered &ldquo;page not found&rdquo;, most requested first. Create
          a redirect for a page that moved; ignore what is noise (bots probing for other software).
          Up to {page.maxRows.toLocaleString('en-US')} paths are kept: the most requested and most
          recent.
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <AdminSearchForm
          label="Search 404 paths"
          name="nf_q"
          action="/admin/seo"
          hidden={{ nf_ignored: query.ignored ? '1' : undefined }}
          className="flex min-w-0 flex-1 gap-2 sm:max-w-md"
          onSearch={(q) => navigate({ q, page: 1 })}
        >
          <label htmlFor="not-found-search" className="sr-only">
            Search 404 paths
          </label>
          <Input
            id="not-found-search"
            name="nf_q"
            type="search"
            defaultValue={query.q}
            maxLength={NOT_FOUND_SEARCH_MAX}
            placeholder="Search paths"
            className="h-10"
          />
          <Button type="submit" variant="outline" className="h-10">
            <Search aria-hidden="true" /> Search
          </Button>
        </AdminSearchForm>
        <label className="flex h-10 items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            className="size-4 accent-brand-600"
            checked={showIgnored}
            onChange={(e) => {
              setShowIgnored(e.target.checked);
              navigate({ ignored: e.target.checked, page: 1 });
            }}
          />
          Show ignored ({page.ignoredTotal})
        </label>
      </div>
      {empty ? (
        <EmptyState icon={FileQuestion} title={empty.title}>
          <p className="mt-1 text-sm text-slate-600">{empty.hint}</p>
        </EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white p-4">
          <table className="w-full text-left" aria-label={title}>
            <thead>
              <tr className="text-xs tracking-wide text-slate-600 uppercase">
                <ColumnHeaders
                  columns={['Path', 'Hits', 'First seen', 'Last seen', 'Top referrers', 'Actions']}
                />
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {page.rows.map((row) => (
                <Row key={row.id} row={row} />
              ))}
            </tbody>
          </table>
          {page.pageCount > 1 ? (
            <nav
              aria-label="404 monitor pages"
              className="mt-4 flex items-center justify-end gap-3 text-sm text-slate-700"
            >
              <Button
                variant="outline"
                size="sm"
                disabled={page.page <= 1 || navigating}
                onClick={() => navigate({ page: page.page - 1 })}
              >
                <ChevronLeft aria-hidden="true" /> Previous
              </Button>
              <span>
                Page {page.page} of {page.pageCount} ({page.total} paths)
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={page.page >= page.pageCount || navigating}
                onClick={() => navigate({ page: page.page + 1 })}
              >
                Next <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          ) : null}
        </div>
      )}
    </section>
  );
}
