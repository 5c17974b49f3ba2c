'use client';

import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { placementLabel } from '@/lib/media/placement';
import { getSlot } from '@/lib/media/slots';
import { MediaThumb, type SlotMediaRow } from './shared';
import { showingText, SlotNowThumb, type SlotShowing } from './slot-now';

/**
 * Whether a slot shows something on the site now: an item, or its shipped default (the header
 * logo's default is the site's logo). Putting media there replaces what visitors see.
 * @param slotId - a catalogue slot id
 * @param item - the slot's active item, if any
 */
export function slotShowsSomething(slotId: string, item: SlotShowing | undefined): boolean {
  const slot = getSlot(slotId);
  return Boolean(item || slot.defaultUrl || slot.id === 'product-demo-video');
}

/**
 * A quick-assign button (back-office.md §9). When the slot shows something now it asks first, in
 * the confirm dialog, with what shows there now and what will show after; into a
 * slot that shows nothing it assigns at once. Either way the toast that follows offers Undo.
 */
export function QuickAssignButton({
  item,
  slotId,
  showing,
  disabled,
  variant = 'outline',
  onAssign,
}: {
  item: SlotMediaRow;
  slotId: string;
  showing: SlotShowing | undefined;
  disabled?: boolean;
  variant?: 'outline' | 'secondary';
  onAssign: () => Promise<unknown>;
}) {
  const slot = getSlot(slotId);
  const button = (
    <Button
      size="sm"
      variant={variant}
      disabled={disabled}
      aria-label={`Assign ${item.name} to ${slot.name}`}
      onClick={slotShowsSomething(slotId, showing) ? undefined : () => void onAssign()}
    >
      {slot.name}
    </Button>
  );
  if (!slotShowsSomething(slotId, showing)) return button;
  const now = showingText(slotId, showing);
  return (
    <ConfirmDialog
      trigger={button}
      tone="primary"
      confirmLabel={`Replace ${slot.name}`}
      title={`Replace the ${slot.name}?`}
      description={`${placementLabel(slotId)}: visitors will see “${item.name}” instead of ${
        showing ? `“${now}”` : 'the default image'
      }. You can undo it from the message that follows.`}
      onConfirm={onAssign}
    >
      <div className="mt-4 flex items-center gap-3" data-testid="before-after">
        <figure className="min-w-0 flex-1 text-center">
          <SlotNowThumb slotId={slotId} item={showing} className="h-20 w-full" />
          <figcaption className="mt-1 truncate text-xs text-slate-600">Now: {now}</figcaption>
        </figure>
        <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
        <figure className="min-w-0 flex-1 text-center">
          <MediaThumb item={item} className="h-20 w-full" />
          <figcaption className="mt-1 truncate text-xs text-slate-600">
            After: {item.name}
          </figcaption>
        </figure>
      </div>
    </ConfirmDialog>
  );
}
