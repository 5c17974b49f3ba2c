import Link from 'next/link';
import { isLandingKey } from '@/lib/pages/registry';
import { formatDateTime } from '@/lib/post-state';
import type { StaffRole } from '@/lib/roles';
import type { PageListItem } from '@/server/pages/service';
import { NewLandingPage } from './new-landing-page';
import { ReviewSetting } from './review-parts';

/** What a page's row says of its state: published when and by whom, and a draft waiting. */
function state(p: PageListItem): string {
  const published = p.publishedAt
    ? `Published ${formatDateTime(p.publishedAt)}${p.publishedBy ? ` by ${p.publishedBy}` : ''}`
    : isLandingKey(p.key)
      ? 'Not published yet: visitors get a 404 at its address'
      : 'The words the site shipped with';
  if (!p.hasDraft) return published;
  const draft = `Draft changes${p.draftBy ? ` by ${p.draftBy}` : ''}${p.draftAt ? `, ${formatDateTime(p.draftAt)}` : ''}`;
  const scheduled = p.publishAt ? ` · Scheduled for ${formatDateTime(p.publishAt)}` : '';
  return `${published} · ${draft}${scheduled}`;
}

/**
 * The Pages section's list: the pages waiting for an admin's review first, then each editable
 * marketing page with its state and an Edit link; admins also get the review setting.
 */
export function PagesList({
  pages,
  reviewRequired,
  role,
}: {
  pages: PageListItem[];
  reviewRequired: boolean;
  role: StaffRole;
}) {
  const waiting = pages.filter((p) => p.reviewRequestedAt);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-2xl text-sm text-slate-600">
          The words of the marketing pages, and the landing pages of your campaigns. Edit a page
          beside its live preview; visitors see the changes once{' '}
          {reviewRequired && role === 'editor' ? 'an admin publishes' : 'you publish'} them.
        </p>
        <NewLandingPage />
      </div>
      {waiting.length > 0 ? (
        <section
          aria-labelledby="pages-waiting"
          className="rounded-lg border border-sky-200 bg-sky-50 p-4"
        >
          <h3 id="pages-waiting" className="font-semibold text-navy-900">
            Waiting for review
          </h3>
          <ul className="mt-2 space-y-1 text-sm">
            {waiting.map((p) => (
              <li key={p.key} data-testid={`page-waiting-${p.key}`}>
                <Link href={`/admin/pages/${p.key}`} className="font-medium underline">
                  {p.label}
                </Link>
                : {p.reviewRequestedBy ?? 'an Editor'} asked {formatDateTime(p.reviewRequestedAt!)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
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
      {role === 'admin' ? <ReviewSetting required={reviewRequired} /> : null}
    </div>
  );
}
