'use client';

import { Download, FileText, Pencil, Plus } from 'lucide-react';
import Link from 'next/link';
import { buttonVariants } from '@/components/ui/variants';
import type { DownloadableResource } from '@/db/schema';
import { formatResourceDate } from '@/lib/validation/resources';
import { deleteResourceAction } from '@/server/resources/actions';
import { ActiveLabel, DeleteButton, EmptyState, ExternalIconLink } from '../controls';
import { restoreUndo, TRASH_NOTE } from '../trash/restore-undo';
import { useAdminAction } from '../use-admin-action';

/**
 * The Downloadable Resources list (back-office.md §2): each row with open-file, edit and delete;
 * the empty state "No resources yet" with "Create First Resource".
 */
export function ResourcesList({
  resources,
  notFound,
}: {
  resources: DownloadableResource[];
  notFound?: boolean;
}) {
  const { run, pending } = useAdminAction();
  return (
    <div className="space-y-6" aria-busy={pending}>
      {notFound ? (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          That resource no longer exists; it may have been deleted.
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h3 className="text-lg font-semibold text-navy-900">Downloadable Resources</h3>
        {resources.length > 0 ? (
          <Link href="/admin/resources?resource=new" className={buttonVariants()}>
            <Plus aria-hidden="true" /> Create New Resource
          </Link>
        ) : null}
      </div>
      {resources.length === 0 ? (
        <EmptyState icon={FileText} title="No resources yet">
          <Link
            href="/admin/resources?resource=new"
            className={buttonVariants({ className: 'mt-4' })}
          >
            <Plus aria-hidden="true" /> Create First Resource
          </Link>
        </EmptyState>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {resources.map((r) => (
            <li
              key={r.id}
              data-testid="resource-row"
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium text-navy-900">{r.name}</p>
                <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 font-medium text-brand-700">
                    {r.category}
                  </span>
                  <span>v{r.document_version}</span>
                  {r.file_size ? <span>{r.file_size}</span> : null}
                  <span className="inline-flex items-center gap-1">
                    <Download aria-hidden="true" className="size-3" /> {r.download_count}{' '}
                    {r.download_count === 1 ? 'download' : 'downloads'}
                  </span>
                  <span>Added {formatResourceDate(r.created_at)}</span>
                  <ActiveLabel active={r.is_active} />
                </p>
              </div>
              <div className="flex shrink-0 gap-1">
                <ExternalIconLink
                  href={r.file_url}
                  label={`Open the file of ${r.name} in a new tab`}
                />
                <Link
                  href={`/admin/resources?resource=${r.id}`}
                  aria-label={`Edit ${r.name}`}
                  className={buttonVariants({ variant: 'ghost', size: 'icon' })}
                >
                  <Pencil aria-hidden="true" />
                </Link>
                <DeleteButton
                  name={r.name}
                  description={`It disappears from the Resources page at once. ${TRASH_NOTE}`}
                  onConfirm={() =>
                    run(() => deleteResourceAction({ id: r.id }), {
                      success: 'Resource deleted successfully!',
                      errorTitle: 'Error deleting resource',
                      errorDescription: 'Please try again.',
                      undo: restoreUndo(run, 'resource', [r.id]),
                    })
                  }
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
