'use client';

import { RotateCcw, Trash2 } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { TrashKind } from '@/lib/validation/trash';
import {
  emptyTrashAction,
  purgeTrashItemAction,
  purgeTrashItemsAction,
  restoreTrashItemAction,
  restoreTrashItemsAction,
} from '@/server/trash/actions';
import {
  ActionButton,
  ActionsCell,
  ColumnHeaders,
  DestructiveButton,
  EmptyState,
} from '../controls';
import { useAdminAction } from '../use-admin-action';

/** One record in the Trash as the tab receives it (the date as an ISO string). */
export type TrashRow = {
  kind: TrashKind;
  label: string;
  id: number | string;
  name: string;
  deletedAt: string;
  deletedBy: string | null;
  /** The viewer may delete it forever (an admin, or the Editor who moved it here). */
  mayPurge: boolean;
  /** It was live on the site (a published post): restoring asks whether it goes live again. */
  live: boolean;
};

/**
 * How a published post comes back: "As published" (live at once) or "As a draft"; undefined until
 * the person chooses (the dialog's Restore waits for it).
 */
function LiveChoice({
  value,
  onChange,
  count = 1,
}: {
  value: boolean | undefined;
  onChange: (asDraft: boolean) => void;
  count?: number;
}) {
  const name = React.useId();
  const them = count === 1 ? 'it' : 'them';
  return (
    <fieldset className="space-y-2 text-sm">
      <legend className="sr-only">Restore as</legend>
      <label className="flex items-start gap-2">
        <input
          type="radio"
          name={name}
          className="mt-0.5 size-4 accent-brand-600"
          checked={value === false}
          onChange={() => onChange(false)}
        />
        <span>
          <span className="font-medium text-navy-900">As published</span>: live on the site at once,
          at {count === 1 ? 'its' : 'their'} address again.
        </span>
      </label>
      <label className="flex items-start gap-2">
        <input
          type="radio"
          name={name}
          className="mt-0.5 size-4 accent-brand-600"
          checked={value === true}
          onChange={() => onChange(true)}
        />
        <span>
          <span className="font-medium text-navy-900">As a draft</span>: not on the site until you
          publish {them}.
        </span>
      </label>
    </fieldset>
  );
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const purgeDay = (iso: string, days: number) =>
  new Date(new Date(iso).getTime() + days * 24 * 60 * 60 * 1000).toLocaleDateString('en-US', {
    dateStyle: 'medium',
  });

const keyOf = (item: Pick<TrashRow, 'kind' | 'id'>) => `${item.kind}:${item.id}`;
const plural = (n: number) => `${n} item${n === 1 ? '' : 's'}`;

function TrashItemRow({
  item,
  retentionDays,
  selected,
  onSelect,
}: {
  item: TrashRow;
  retentionDays: number;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}) {
  const { run, pending } = useAdminAction();
  const [asDraft, setAsDraft] = React.useState<boolean | undefined>(undefined);
  const target = { kind: item.kind, id: item.id };
  return (
    <tr className="align-top" data-testid="trash-item" data-kind={item.kind}>
      <td className="py-3 pr-3">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
          aria-label={`Select ${item.name}`}
        />
      </td>
      <td className="py-3 pr-4 text-sm text-slate-700">{item.label}</td>
      <td className="py-3 pr-4 font-medium break-all text-navy-900">{item.name}</td>
      <td className="py-3 pr-4 text-sm text-slate-700">{item.deletedBy ?? 'A former member'}</td>
      <td className="py-3 pr-4 text-sm text-slate-700" suppressHydrationWarning>
        {when(item.deletedAt)}
        <span className="block text-xs text-slate-600">
          Purged on {purgeDay(item.deletedAt, retentionDays)}
        </span>
      </td>
      <ActionsCell>
        {item.live ? (
          <ConfirmDialog
            title={`Restore "${item.name}"?`}
            description="It was published when it was deleted. Restore it as published, live at once, or as a draft?"
            confirmLabel="Restore"
            tone="primary"
            confirmDisabled={asDraft === undefined}
            onConfirm={() =>
              run(() => restoreTrashItemAction({ ...target, as_draft: asDraft }), {
                success: asDraft ? `${item.label} restored as a draft` : `${item.label} restored`,
                successDescription: asDraft ? item.name : `${item.name} is live again.`,
                errorTitle: 'Could not restore',
              })
            }
            trigger={
              <Button
                variant="outline"
                size="sm"
                disabled={pending}
                aria-label={`Restore ${item.name}`}
                onClick={() => setAsDraft(undefined)}
              >
                <RotateCcw aria-hidden="true" /> Restore
              </Button>
            }
          >
            <LiveChoice value={asDraft} onChange={setAsDraft} />
          </ConfirmDialog>
        ) : (
          <ActionButton
            variant="outline"
            disabled={pending}
            icon={RotateCcw}
            text="Restore"
            label={`Restore ${item.name}`}
            onClick={() =>
              run(() => restoreTrashItemAction(target), {
                success: `${item.label} restored`,
                successDescription: item.name,
                errorTitle: 'Could not restore',
              })
            }
          />
        )}
        {item.mayPurge ? (
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
              <DestructiveButton label={`Delete ${item.name} forever`}>
                <Trash2 aria-hidden="true" /> Delete forever
              </DestructiveButton>
            }
          />
        ) : (
          <span className="max-w-40 text-xs text-slate-600" data-testid="purge-admin-only">
            Only an admin can delete this forever.
          </span>
        )}
      </ActionsCell>
    </tr>
  );
}

/**
 * The Trash tab: deleted posts, resources, banners, videos and media items with
 * their type, name, who deleted them and when; Restore, Delete forever and Empty trash (both
 * confirmed), and the same for the items chosen with the checkboxes ("Restore selected", "Delete
 * selected forever"). Restoring a post that was published asks whether it comes back as published
 * (live at once) or as a draft. Items are purged `retentionDays` after their deletion.
 */
export function TrashManager({
  items,
  retentionDays,
}: {
  items: TrashRow[];
  retentionDays: number;
}) {
  const { run, pending } = useAdminAction();
  const [chosen, setChosen] = React.useState<ReadonlySet<string>>(new Set());
  // What "Empty trash" deletes: everything for an admin, an Editor's own deletions otherwise.
  const purgeable = items.filter((item) => item.mayPurge);
  const othersKept = items.length - purgeable.length;
  // What is still listed of the chosen (the list refreshes after every change).
  const selected = items.filter((item) => chosen.has(keyOf(item)));
  const refs = selected.map(({ kind, id }) => ({ kind, id }));
  const selectedPurgeable = selected.filter((item) => item.mayPurge);
  const liveSelected = selected.filter((item) => item.live).length;
  const [bulkAsDraft, setBulkAsDraft] = React.useState<boolean | undefined>(undefined);
  const allChosen = items.length > 0 && selected.length === items.length;
  const choose = (item: TrashRow, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(keyOf(item));
      else next.delete(keyOf(item));
      return next;
    });
  const afterBulk = (result: { ok: boolean }) => {
    if (result.ok) setChosen(new Set());
  };
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-2xl text-sm text-slate-600">
          Deleted items are kept here for {retentionDays} days, then deleted for good with the
          stored files nothing else uses. They are on no page of the site meanwhile.
        </p>
        {purgeable.length > 0 ? (
          <ConfirmDialog
            title="Empty the Trash?"
            description={`${othersKept > 0 ? `The ${plural(purgeable.length)} you moved to the Trash are` : `All ${plural(purgeable.length)} in the Trash are`} deleted for good, with their stored files when nothing else uses them.${othersKept > 0 ? ` The ${plural(othersKept)} others moved there stay: only an admin can delete them forever.` : ''} This cannot be undone.`}
            confirmLabel="Empty trash"
            onConfirm={() =>
              run(() => emptyTrashAction({ confirm: true }), {
                success: 'Trash emptied',
                errorTitle: 'Could not empty the Trash',
              })
            }
            trigger={
              <DestructiveButton>
                <Trash2 aria-hidden="true" /> Empty trash
              </DestructiveButton>
            }
          />
        ) : null}
      </div>
      {selected.length > 0 ? (
        <div
          role="region"
          aria-label="Selected items"
          className="flex flex-wrap items-center gap-3 rounded-lg bg-brand-50 px-4 py-2 text-sm"
        >
          <span className="font-medium text-navy-900">{plural(selected.length)} selected</span>
          {liveSelected > 0 ? (
            <ConfirmDialog
              title={`Restore ${plural(selected.length)}?`}
              description={`${liveSelected === 1 ? 'One of them is a published post' : `${liveSelected} of them are published posts`}. Restore ${liveSelected === 1 ? 'it' : 'them'} as published, live at once, or as ${liveSelected === 1 ? 'a draft' : 'drafts'}?`}
              confirmLabel="Restore"
              tone="primary"
              confirmDisabled={bulkAsDraft === undefined}
              onConfirm={() =>
                run(() => restoreTrashItemsAction({ items: refs, as_draft: bulkAsDraft }), {
                  success: `Restored ${plural(selected.length)}`,
                  errorTitle: 'Could not restore',
                }).then(afterBulk)
              }
              trigger={
                <Button
                  variant="outline"
                  size="sm"
                  disabled={pending}
                  onClick={() => setBulkAsDraft(undefined)}
                >
                  <RotateCcw aria-hidden="true" /> Restore selected
                </Button>
              }
            >
              <LiveChoice value={bulkAsDraft} onChange={setBulkAsDraft} count={liveSelected} />
            </ConfirmDialog>
          ) : (
            <Button
              variant="outline"
              size="sm"
              disabled={pending}
              onClick={() =>
                run(() => restoreTrashItemsAction({ items: refs }), {
                  success: `Restored ${plural(selected.length)}`,
                  errorTitle: 'Could not restore',
                }).then(afterBulk)
              }
            >
              <RotateCcw aria-hidden="true" /> Restore selected
            </Button>
          )}
          {selectedPurgeable.length > 0 ? (
            <ConfirmDialog
              title={`Delete ${plural(selectedPurgeable.length)} forever?`}
              description={`They are deleted for good, with their stored files when nothing else uses them.${selectedPurgeable.length < selected.length ? ` The ${plural(selected.length - selectedPurgeable.length)} others moved to the Trash stay: only an admin can delete them forever.` : ''} This cannot be undone.`}
              confirmLabel="Delete forever"
              onConfirm={() =>
                run(
                  () =>
                    purgeTrashItemsAction({
                      items: selectedPurgeable.map(({ kind, id }) => ({ kind, id })),
                    }),
                  {
                    success: `Deleted ${plural(selectedPurgeable.length)} forever`,
                    errorTitle: 'Could not delete',
                  },
                ).then(afterBulk)
              }
              trigger={
                <DestructiveButton>
                  <Trash2 aria-hidden="true" /> Delete selected forever
                </DestructiveButton>
              }
            />
          ) : null}
        </div>
      ) : null}
      {items.length === 0 ? (
        <EmptyState icon={Trash2} title="The Trash is empty" />
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white p-4">
          <table className="w-full text-left">
            <thead>
              <tr className="text-xs tracking-wide text-slate-600 uppercase">
                <th scope="col" className="pr-3 pb-2">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-600"
                    checked={allChosen}
                    onChange={(e) => setChosen(new Set(e.target.checked ? items.map(keyOf) : []))}
                    aria-label="Select all items"
                  />
                </th>
                <ColumnHeaders columns={['Type', 'Name', 'Deleted by', 'Deleted', 'Actions']} />
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {items.map((item) => (
                <TrashItemRow
                  key={keyOf(item)}
                  item={item}
                  retentionDays={retentionDays}
                  selected={chosen.has(keyOf(item))}
                  onSelect={(on) => choose(item, on)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
