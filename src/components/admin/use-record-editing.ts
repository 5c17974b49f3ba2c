'use client';

import * as React from 'react';
import type { ActionResult } from '@/lib/action-result';

/**
 * The add/edit state of a manager whose records open in a record dialog (banners, videos):
 * nothing open, a new record ('new'), or the record being edited.
 * @returns `edit(record | 'new')` opens the dialog; `record` (null for a new one) and
 *   `dialogProps` (`open`, and `onOpenChange`, which forgets the record on closing) are the
 *   dialog's; `save(update, create)` saves through `update(record)` when a record is edited, else
 *   `create()`, and closes the dialog when the save succeeded (resolving to the result)
 */
export function useRecordEditing<T extends object>() {
  const [editing, setEditing] = React.useState<T | 'new' | null>(null);
  const save = async <R>(
    update: (record: T) => Promise<ActionResult<R>>,
    create: () => Promise<ActionResult<R>>,
  ) => {
    const result = editing && editing !== 'new' ? await update(editing) : await create();
    if (result.ok) setEditing(null);
    return result;
  };
  return {
    edit: (record: T | 'new') => setEditing(record),
    record: editing === 'new' ? null : editing,
    dialogProps: {
      open: editing !== null,
      onOpenChange: (open: boolean) => !open && setEditing(null),
    },
    save,
  };
}
