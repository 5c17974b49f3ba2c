'use client';

import { ImageUp, Pencil, Replace, Undo2 } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { getSlot } from '@/lib/media/slots';
import {
  deleteMediaAction,
  putBackPreviousFileAction,
  setMediaActiveAction,
} from '@/server/media/actions';
import { ActionButton, DeleteButton, ExternalIconLink, SwitchInput } from '../../controls';
import { restoreUndo, TRASH_NOTE } from '../../trash/restore-undo';
import { MediaSeoBadge } from '../seo-badge';
import { SLOT_PAGE_PATHS } from '../slot-pages';
import { EditDialog } from './edit-dialog';
import { ReplaceDialog } from './replace-dialog';
import { MediaThumb, type SlotMediaRow } from './shared';
import { useSlotChange } from './use-slot-change';

/**
 * An assigned slot: its media with the SEO badge, the active switch, and labelled actions:
 * View on site, Replace and Edit, then Delete set apart in red. The switch's toast offers
 * Undo. The slot's active row also offers "Put back" for the item that showed there before, and
 * an item whose file was replaced offers "Put back previous image" (its Undo swaps them again).
 */
export function AssignedRow({
  item,
  previous,
}: {
  item: SlotMediaRow;
  /** The item that held the slot before this one (inactive, still in the slot). */
  previous?: SlotMediaRow;
}) {
  const { run, restore } = useSlotChange();
  const [dialog, setDialog] = React.useState<'replace' | 'edit' | null>(null);
  // The switch moves at once; it settles on the server's value when the refresh arrives.
  const [active, setActive] = React.useOptimistic(item.is_active);
  const [, startTransition] = React.useTransition();
  const slot = getSlot(item.slot_id!);
  const putBackFile = (): Promise<unknown> =>
    run(() => putBackPreviousFileAction({ id: item.id }), {
      success: 'Previous image put back',
      successDescription: 'The file it replaces stays in the history.',
      errorTitle: (m) => `Put back failed: ${m}`,
      undo: () => putBackFile,
    });
  const where = SLOT_PAGE_PATHS[slot.page];
  return (
    <li
      data-testid="assigned-slot"
      data-slot-id={slot.id}
      className="flex flex-wrap items-center gap-4 py-3"
    >
      <MediaThumb item={item} className="h-16 w-24" />
      <div className="min-w-48 flex-1">
        <p className="text-sm font-semibold text-navy-900">{slot.name}</p>
        <p className="text-xs text-slate-600">
          {item.name} · {where.label}
          {item.file_size ? ` · ${item.file_size}` : ''}
        </p>
        <div className="mt-1 flex flex-wrap gap-2">
          <MediaSeoBadge item={item} />
          {!item.is_active ? (
            <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">
              Inactive
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-1">
        <label className="mr-2 inline-flex items-center gap-2 text-xs font-medium text-slate-700">
          <SwitchInput
            checked={active}
            aria-label={`${slot.name} active`}
            className="size-4 accent-brand-600"
            onCheckedChange={(next) => {
              startTransition(async () => {
                setActive(next);
                await run(() => setMediaActiveAction({ id: item.id, is_active: next }), {
                  success: next ? 'Media activated successfully' : 'Media deactivated successfully',
                  errorTitle: (m) => `Failed to toggle media: ${m}`,
                  undo: () => () =>
                    run(() => setMediaActiveAction({ id: item.id, is_active: !next }), {
                      success: 'Change undone',
                      errorTitle: (m) => `Undo failed: ${m}`,
                    }),
                });
              });
            }}
          />
          Active
        </label>
        <ExternalIconLink href={where.path} label={`View ${slot.name} in place`} text="View" />
        <ActionButton
          icon={Replace}
          text="Replace"
          label={`Replace ${slot.name}`}
          onClick={() => setDialog('replace')}
        />
        <ActionButton
          icon={Pencil}
          text="Edit"
          label={`Edit ${slot.name}`}
          onClick={() => setDialog('edit')}
        />
        <span className="ml-1 border-l border-slate-200 pl-2">
          <DeleteButton
            name={item.name}
            label={`Delete ${slot.name}`}
            text="Delete"
            description={`The slot shows its default again. ${TRASH_NOTE}`}
            onConfirm={() =>
              run(() => deleteMediaAction({ id: item.id }), {
                success: 'Media deleted successfully',
                errorTitle: (m) => `Delete failed: ${m}`,
                undo: restoreUndo(run, 'media', [item.id]),
              })
            }
          />
        </span>
      </div>
      {item.previous_file ? (
        <p className="flex w-full flex-wrap items-center gap-2 text-xs text-slate-600 sm:pl-28">
          Previous file: <span className="font-medium text-navy-900">{item.previous_file}</span>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Put back previous image of ${slot.name}`}
            onClick={() => void putBackFile()}
          >
            <ImageUp aria-hidden="true" /> Put back previous image
          </Button>
        </p>
      ) : null}
      {previous ? (
        <p className="flex w-full flex-wrap items-center gap-2 text-xs text-slate-600 sm:pl-28">
          Before: <span className="font-medium text-navy-900">{previous.name}</span>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Put back ${previous.name} in ${slot.name}`}
            onClick={() => restore(previous.id, previous.name)}
          >
            <Undo2 aria-hidden="true" /> Put back
          </Button>
        </p>
      ) : null}
      <ReplaceDialog item={item} open={dialog === 'replace'} onClose={() => setDialog(null)} />
      {dialog === 'edit' ? (
        // Keyed by edit version: after a restore from its History, it opens on the restored values.
        <EditDialog key={item.version} item={item} onClose={() => setDialog(null)} />
      ) : null}
    </li>
  );
}
