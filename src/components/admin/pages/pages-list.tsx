import Link from 'next/link';
import { formatDateTime } from '@/lib/post-state';
import type { PageListItem } from '@/server/pages/service';

/** What a page's row says of its state: published when and by whom, and a draft waiting. */
function state(p: PageListItem): string {
  const published = p.publishedAt
    ? `Published ${formatDateTime(p.publishedAt)}${p.publishedBy ? ` by ${p.publishedBy}` : ''}`
    : 'The words the site shipped with';
  if (!p.hasDraft) return published;
  const draft = `Draft changes${p.draftBy ? ` by ${p.draftBy}` : ''}${p.draftAt ? `, ${formatDateTime(p.draftAt)}` : ''}`;
  const scheduled = p.publishAt ? ` · Scheduled for ${formatDateTime(p.publishAt)}` : '';
  return `${published} · ${draft}${scheduled}`;
}

/** The Pages section's list: each editable marketing page with its state and an Edit link. */
export function PagesList({ pages }: { pages: PageListItem[] }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        The words of the marketing pages. Edit a page beside its live preview; visitors see the
        changes once you publish them.
      </p>
      <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {pages.map((p) => (
          <li key={p.key} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div>
              <p className="font-semibold text-navy-900">
                {p.label} <span className="font-normal text-slate-500">{p.path}</span>
              </p>
              <p className="text-sm text-slate-600" data-testid={`page-state-${p.key}`}>
                {state(p)}
              </p>
            </div>
            <Link
              href={`/admin/pages/${p.key}`}
              className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-navy-900 hover:bg-slate-50"
              aria-label={`Edit ${p.label}`}
            >
              Edit
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
