'use client';

import { RotateCcw, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { TrashKind } from '@/lib/validation/trash';
import {
  emptyTrashAction,
  purgeTrashItemAction,
  restoreTrashItemAction,
} from '@/server/trash/actions';
import { destructiveButtonClass, EmptyState } from '../controls';
import { useAdminAction } from '../use-admin-action';

/** One record in the Trash as the tab receives it (the date as an ISO string). */
export type TrashRow = {
  kind: TrashKind;
  label: string;
  id: number | string;
  name: string;
  deletedAt: string;
  deletedBy: string | null;
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const purgeDay = (iso: string, days: number) =>
  new Date(new Date(iso).getTime() + days * 24 * 60 * 60 * 1000).toLocaleDateString('en-US', {
    dateStyle: 'medium',
  });

function TrashItemRow({ item, retentionDays }: { item: TrashRow; retentionDays: number }) {
  const { run, pending } = useAdminAction();
  const target = { kind: item.kind, id: item.id };
  return (
    <tr className="align-top" data-testid="trash-item" data-kind={item.kind}>
      <td className="py-3 pr-4 text-sm text-slate-700">{item.label}</td>
      <td className="py-3 pr-4 font-medium break-all text-navy-900">{item.name}</td>
      <td className="py-3 pr-4 text-sm text-slate-700">{item.deletedBy ?? 'A former member'}</td>
      <td className="py-3 pr-4 text-sm text-slate-700" suppressHydrationWarning>
        {when(item.deletedAt)}
        <span className="block text-xs text-slate-600">
          Purged on {purgeDay(item.deletedAt, retentionDays)}
        </span>
      </td>
      <td className="py-3">
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={pending}
            aria-label={`Restore ${item.name}`}
            onClick={() =>
              run(() => restoreTrashItemAction(target), {
                success: `${item.label} restored`,
                successDescription: item.name,
                errorTitle: 'Could not restore',
              })
            }
          >
            <RotateCcw aria-hidden="true" /> Restore
          </Button>
          <ConfirmDialog
            title={`Delete "${item.name}" forever?`}
            description="It is deleted for good, with its stored files when nothing else uses them. This cannot be undone."
            confirmLabel="Delete forever"
            onConfirm={() =>
              run(() => purgeTrashItemAction(target), {
                success: `${item.label} deleted forever`,
                errorTitle: 'Could not delete',
              })
            }
            trigger={
              <Button
                variant="outline"
                size="sm"
                className={destructiveButtonClass}
                aria-label={`Delete ${item.name} forever`}
              >
                <Trash2 aria-hidden="true" /> Delete forever
              </Button>
            }
          />
        </div>
      </td>
    </tr>
  );
}

/**
 * The Trash tab (issue #22 item 5): deleted posts, resources, banners, videos and media items with
 * their type, name, who deleted them and when; Restore, Delete forever and Empty trash (both
 * confirmed). Items are purged `retentionDays` after their deletion.
 */
export function TrashManager({
  items,
  retentionDays,
}: {
  items: TrashRow[];
  retentionDays: number;
}) {
  const { run } = useAdminAction();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-2xl text-sm text-slate-600">
          Deleted items are kept here for {retentionDays} days, then deleted for good with the
          stored files nothing else uses. They are on no page of the site meanwhile.
        </p>
        {items.length > 0 ? (
          <ConfirmDialog
            title="Empty the Trash?"
            description={`All ${items.length} item${items.length === 1 ? '' : 's'} in the Trash are deleted for good, with their stored files when nothing else uses them. This cannot be undone.`}
            confirmLabel="Empty trash"
            onConfirm={() =>
              run(() => emptyTrashAction({ confirm: true }), {
                success: 'Trash emptied',
                errorTitle: 'Could not empty the Trash',
              })
            }
            trigger={
              <Button variant="outline" size="sm" className={destructiveButtonClass}>
                <Trash2 aria-hidden="true" /> Empty trash
              </Button>
            }
          />
        ) : null}
      </div>
      {items.length === 0 ? (
        <EmptyState icon={Trash2} title="The Trash is empty" />
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white p-4">
          <table className="w-full text-left">
            <thead>
              <tr className="text-xs tracking-wide text-slate-600 uppercase">
                {['Type', 'Name', 'Deleted by', 'Deleted', 'Actions'].map((c) => (
                  <th key={c} scope="col" className="pr-4 pb-2 font-semibold">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {items.map((item) => (
                <TrashItemRow
                  key={`${item.kind}:${item.id}`}
                  item={item}
                  retentionDays={retentionDays}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
