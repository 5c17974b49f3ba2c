'use client';

import { useCallback } from 'react';
import type { ActionResult } from '@/lib/action-result';
import {
  restoreSlotItemAction,
  setMediaActiveAction,
  undoSlotChangeAction,
} from '@/server/media/actions';
import { useAdminAction } from '../../use-admin-action';

/** What a placement answers: the placed item, its slot and the item it took the place of. */
export type Placement = { id: number; slot_id: string; replacedId: number | null };

/**
 * Slot changes with an Undo on their toast: `place` runs an action that put an item
 * in a slot (assign, Upload & Place, upload to a slot), and its Undo sends the item back to the
 * library and puts the slot's previous item back; `restore` puts an earlier item of a slot back
 * ("Put back"), and its Undo puts back the one it replaced.
 * @returns `place`, `restore`, the underlying `run` and `pending`
 */
export function useSlotChange() {
  const { run, pending } = useAdminAction();

  const undoPlacement = useCallback(
    (p: Placement) => () =>
      run(() => undoSlotChangeAction({ id: p.id, slot_id: p.slot_id, previous_id: p.replacedId }), {
        success: 'Change undone',
        errorTitle: (m) => `Undo failed: ${m}`,
      }),
    [run],
  );

  const place = useCallback(
    <T>(
      call: () => Promise<ActionResult<T>>,
      toPlacement: (data: T) => Placement | null,
      messages: {
        success: string;
        successDescription?: string;
        errorTitle: string | ((message: string) => string);
        errorDescription?: string;
      },
    ) =>
      run(call, {
        ...messages,
        undo: (data) => {
          const p = toPlacement(data);
          return p ? undoPlacement(p) : null;
        },
      }),
    [run, undoPlacement],
  );

  const restore = useCallback(
    function restoreItem(id: number, name: string): Promise<ActionResult<unknown>> {
      return run(() => restoreSlotItemAction({ id }), {
        success: `${name} is back in its slot`,
        errorTitle: (m) => `Put back failed: ${m}`,
        undo: (data) =>
          data.replacedId
            ? () => restoreItem(data.replacedId!, 'The other item')
            : () =>
                run(() => setMediaActiveAction({ id, is_active: false }), {
                  success: 'Change undone',
                  errorTitle: (m) => `Undo failed: ${m}`,
                }),
      });
    },
    [run],
  );

  return { place, restore, run, pending };
}
