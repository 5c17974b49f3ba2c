'use client';

import * as React from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { placementLabel } from '@/lib/media/placement';
import { isBrokenUrl, QUICK_ASSIGN_IN_SUMMARY, QUICK_ASSIGN_PER_ITEM } from '@/lib/media/rules';
import { slotCatalogue } from '@/lib/media/slots';
import { SLOT_MESSAGES } from '@/lib/validation/media';
import { assignMediaToSlotAction } from '@/server/media/actions';
import { QuickAssignButton } from './quick-assign';
import { Card, MediaThumb, slotName, SlotSelect, type SlotMediaRow } from './shared';
import type { ShowingBySlot } from './slot-now';
import { useSlotChange } from './use-slot-change';

/**
 * Assign Media to Slots: the unassigned media, each with quick-assign buttons for the empty
 * priority slots and a slot picker, and a summary that places the first assignable item. A
 * quick-assign into a slot that shows something asks first; every assignment's toast offers Undo.
 */
export function AssignCard({
  unassigned,
  emptyPriority,
  showing,
}: {
  unassigned: SlotMediaRow[];
  emptyPriority: string[];
  /** What each filled slot shows now. */
  showing: ShowingBySlot;
}) {
  const { place, pending } = useSlotChange();
  const [choice, setChoice] = React.useState<Record<number, string>>({});
  const assign = async (id: number, slotId: string | undefined) => {
    if (!slotId) {
      toast.error(SLOT_MESSAGES.selectSlot, {
        description: 'Choose the slot in the list next to the Assign button first.',
      });
      return;
    }
    return place(
      () => assignMediaToSlotAction({ id, slot_id: slotId }),
      (d) => ({ id, slot_id: slotId, replacedId: d.replacedId }),
      {
        success: 'Media assigned to slot successfully',
        successDescription: `Now showing in ${placementLabel(slotId)}`,
        errorTitle: (m) => `Assignment failed: ${m}`,
      },
    );
  };
  const summary = emptyPriority.slice(0, QUICK_ASSIGN_IN_SUMMARY);
  // The summary's quick-assign buttons place the first assignable item of the list below.
  const next = unassigned.find((item) => !isBrokenUrl(item.file_url));
  return (
    <Card id="assign-media" title="Assign Media to Slots">
      <p className="text-sm text-slate-600">
        <span className="font-semibold text-navy-900" data-testid="unassigned-count">
          {unassigned.length}
        </span>{' '}
        unassigned {unassigned.length === 1 ? 'item' : 'items'} in the media library.
      </p>
      {summary.length > 0 ? (
        <div className="mt-2 text-sm text-slate-600" data-testid="priority-summary">
          {next ? (
            <>
              <p>
                Priority slots still empty — assign{' '}
                <span className="font-medium text-navy-900">{next.name}</span> (first in the list
                below) with one click:
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                {summary.map((slotId) => (
                  <QuickAssignButton
                    key={slotId}
                    item={next}
                    slotId={slotId}
                    showing={showing[slotId]}
                    variant="secondary"
                    disabled={pending}
                    onAssign={() => assign(next.id, slotId)}
                  />
                ))}
              </div>
            </>
          ) : (
            <p>
              Priority slots still empty:{' '}
              {summary.map((id, i) => (
                <span key={id} className="font-medium text-navy-900">
                  {slotName(id)}
                  {i < summary.length - 1 ? ', ' : ''}
                </span>
              ))}
              . Store or upload media to fill them.
            </p>
          )}
        </div>
      ) : null}
      {unassigned.length > 0 ? (
        <ul className="mt-4 divide-y divide-slate-200" aria-busy={pending}>
          {unassigned.map((item) => {
            const broken = isBrokenUrl(item.file_url);
            return (
              <li
                key={item.id}
                data-testid="unassigned-item"
                className="flex flex-wrap items-center gap-4 py-3"
              >
                <MediaThumb item={item} className="h-14 w-20" />
                <div className="min-w-40 flex-1">
                  <p className="text-sm font-medium text-navy-900">{item.name}</p>
                  {broken ? (
                    <span className="mt-1 inline-block rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                      Broken URL
                    </span>
                  ) : null}
                </div>
                {broken ? (
                  <p className="text-xs text-slate-600">Upload the file again to use it.</p>
                ) : (
                  <div className="flex flex-wrap items-center gap-2">
                    {emptyPriority.slice(0, QUICK_ASSIGN_PER_ITEM).map((slotId) => (
                      <QuickAssignButton
                        key={slotId}
                        item={item}
                        slotId={slotId}
                        showing={showing[slotId]}
                        onAssign={() => assign(item.id, slotId)}
                      />
                    ))}
                    <label className="sr-only" htmlFor={`assign-${item.id}`}>
                      Slot for {item.name}
                    </label>
                    <SlotSelect
                      id={`assign-${item.id}`}
                      value={choice[item.id] ?? ''}
                      onChange={(v) => setChoice((c) => ({ ...c, [item.id]: v }))}
                      slots={slotCatalogue}
                    />
                    <Button size="sm" onClick={() => assign(item.id, choice[item.id])}>
                      Assign
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
    </Card>
  );
}
