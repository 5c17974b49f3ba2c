'use client';

import * as React from 'react';
import type { FieldValues, Path, SubmitErrorHandler, UseFormReturn } from 'react-hook-form';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import type { ActionResult } from '@/lib/action-result';
import type { RecordRevisionKind } from '@/lib/revision-kinds';
import type { ConflictField } from './conflict-dialog';
import { applyFieldErrors } from './form-defaults';
import { RecordSaveRow } from './record-save-row';
import { useLiveDirty, useUnsavedChanges } from './unsaved-changes';
import { useEditConflict } from './use-edit-conflict';

/** A record a dialog edits: its id and the edit version the list shows. */
type EditedRecord = { id: number | string; version: number };

/**
 * The behaviour the record edit dialogs share (banners, videos): each opening resets the form to
 * `toValues(record)` and to the record's edit version; `submit` sends the values with the edit
 * version the form is based on, opens the conflict view when someone saved the record meanwhile
 * and puts the server's field messages on their fields (with `sentFieldsOnly`,
 * only on fields of the values sent); `onDialogOpenChange` asks "Discard changes?" before closing
 * a dirty form, never while it saves.
 * @param opts.toValues - stable (module-level or memoised): the form's values of a record, or of
 *   a new one (null)
 * @param opts.onInvalid - what a submit refused by the form's own validation also does
 * @returns `conflict` (its `version` and `view`), `submit` (the form's onSubmit),
 *   `onDialogOpenChange` (the Dialog's), and for the {@link RecordDialog} frame `open`, `saving`
 *   `onOpenChange` (the dialog's own close, after a restore) and `history` (the record whose
 *   revisions the save row lists; none for a new one)
 */
export function useRecordDialog<V extends FieldValues, O, R extends EditedRecord>(
  form: UseFormReturn<V, unknown, O>,
  opts: {
    open: boolean;
    record: R | null;
    toValues: (record: R | null) => V;
    /** The record's kind: its History, and the conflict view's word for it. */
    kind: RecordRevisionKind;
    fields: readonly ConflictField<Path<V> & string>[];
    onOpenChange: (open: boolean) => void;
    onSubmit: (values: O, editVersion: number | undefined) => Promise<ActionResult<unknown>>;
    onInvalid?: SubmitErrorHandler<V>;
    sentFieldsOnly?: boolean;
  },
) {
  const { open, record, toValues, onOpenChange, onSubmit, sentFieldsOnly } = opts;
  const { reset, formState } = form;
  const conflict = useEditConflict(form, {
    version: record?.version,
    what: opts.kind,
    fields: opts.fields,
    toValues,
    versionOf: (row: R) => row.version,
  });
  const setVersion = conflict.saved;
  const confirmDiscard = useUnsavedChanges(open && formState.isDirty, useLiveDirty(form, open));

  // Each opening starts from the record as listed, and from its edit version.
  React.useEffect(() => {
    if (!open) return;
    reset(toValues(record));
    setVersion(record?.version);
  }, [open, record, toValues, reset, setVersion]);

  const submit = form.handleSubmit(async (values) => {
    const result = await onSubmit(values, conflict.version);
    if (conflict.caught(result, form.getValues())) return;
    applyFieldErrors<Path<V>>(
      result,
      form.setError,
      sentFieldsOnly ? (values as Record<string, unknown>) : undefined,
    );
  }, opts.onInvalid);

  const onDialogOpenChange = (next: boolean) => {
    if (!next && !formState.isSubmitting) confirmDiscard(() => onOpenChange(next));
  };
  return {
    conflict,
    submit,
    onDialogOpenChange,
    open,
    onOpenChange,
    saving: formState.isSubmitting,
    history: record && { kind: opts.kind, id: record.id },
  };
}

/**
 * The frame of a record edit dialog driven by {@link useRecordDialog}: title and description, the
 * form's fields, the save row with the record's History (none for a new one; a restore closes
 * the dialog, the list shows the restored record), and the conflict view.
 */
export function RecordDialog({
  dialog,
  title,
  description,
  saveLabel,
  children,
}: {
  /** What {@link useRecordDialog} returned. */
  dialog: {
    conflict: { version: number | undefined; view: React.ReactNode };
    submit: (e?: React.BaseSyntheticEvent) => Promise<void>;
    onDialogOpenChange: (open: boolean) => void;
    open: boolean;
    onOpenChange: (open: boolean) => void;
    saving: boolean;
    history: { kind: RecordRevisionKind; id: number | string } | null;
  };
  title: string;
  description: React.ReactNode;
  saveLabel: string;
  children: React.ReactNode;
}) {
  const { conflict, submit, onDialogOpenChange, open, onOpenChange, saving, history } = dialog;
  return (
    <Dialog open={open} onOpenChange={onDialogOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="mt-6 space-y-5">
          {children}
          <RecordSaveRow
            saving={saving}
            record={history && { ...history, version: conflict.version }}
            // The action refreshes the list, which shows the restored record.
            onRestored={() => onOpenChange(false)}
          >
            {saveLabel}
          </RecordSaveRow>
        </form>
        {conflict.view}
      </DialogContent>
    </Dialog>
  );
}
