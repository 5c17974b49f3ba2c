'use client';

import type { TrashKind } from '@/lib/validation/trash';
import { restoreTrashItemsAction } from '@/server/trash/actions';
import type { useAdminAction } from '../use-admin-action';

type Run = ReturnType<typeof useAdminAction>['run'];

/** What a delete's confirmation says now that a delete moves the item to the Trash. */
export const TRASH_NOTE = 'It moves to the Trash, where you can restore it until it is purged.';

/**
 * The `undo` option of a delete's toast (every delete toast offers Undo): it
 * restores the records the delete moved to the Trash, all in one request.
 * @param run - the `run` of {@link useAdminAction}
 * @param kind - what was deleted
 * @param ids - the deleted records' ids
 */
export function restoreUndo(run: Run, kind: TrashKind, ids: readonly (number | string)[]) {
  return () => () =>
    run(() => restoreTrashItemsAction({ items: ids.map((id) => ({ kind, id })) }), {
      success: 'Restored from the Trash',
      errorTitle: (m) => `Undo failed: ${m}`,
    });
}
