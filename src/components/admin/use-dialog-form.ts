'use client';

import * as React from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ActionResult } from '@/lib/action-result';
import { useLiveDirty, useUnsavedChanges } from './unsaved-changes';

/**
 * The props of a small add/edit dialog form (redirects, webhooks): the record to edit (`draft`),
 * whether the dialog is open, and what saves the form's output.
 */
export type DialogFormProps<D, O> = {
  draft: D;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: O) => Promise<ActionResult<unknown>>;
};

/**
 * The state of a manager's small add/edit dialog: `props` for the dialog (the draft, open and its
 * change handler) and `edit(draft)`, which opens the dialog on a draft (a record, or a new one).
 * @param initial - the draft before the dialog is first opened
 */
export function useDraftDialog<D>(initial: D) {
  const [draft, setDraft] = React.useState<D>(initial);
  const [open, setOpen] = React.useState(false);
  const edit = (next: D) => {
    setDraft(next);
    setOpen(true);
  };
  return { props: { draft, open, onOpenChange: setOpen }, edit };
}

/**
 * The behaviour every small add/edit dialog form shares (redirects, webhooks): the form is reset
 * to `toValues(draft)` each time the dialog opens; `submit` sends the values, closes on success,
 * puts the server's field messages on their fields and any other failure in `formError`;
 * `onOpenChange` asks "Discard changes?" before closing a dirty form (never while saving).
 * @returns the props of the `FormDialog` frame: `open`, `onOpenChange` (the Dialog's),
 *   `onSubmit` (the form's), `formError` and `saving`
 */
export function useDialogForm<V extends FieldValues, O, D>(
  form: UseFormReturn<V, unknown, O>,
  opts: DialogFormProps<D, O> & {
    /** Stable (module-level): the form's values for a draft. */
    toValues: (draft: D) => V;
  },
) {
  const { open, draft, toValues, onOpenChange, onSubmit } = opts;
  const { handleSubmit, reset, setError, formState } = form;
  const [formError, setFormError] = React.useState<string | null>(null);
  const confirmDiscard = useUnsavedChanges(open && formState.isDirty, useLiveDirty(form, open));

  React.useEffect(() => {
    if (open) reset(toValues(draft));
  }, [open, draft, reset, toValues]);

  const close = () => {
    setFormError(null);
    onOpenChange(false);
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await onSubmit(values);
    if (result.ok) {
      reset(toValues(draft));
      close();
      return;
    }
    const fields = Object.entries(result.fieldErrors ?? {});
    for (const [field, message] of fields) setError(field as Path<V>, { message });
    if (fields.length === 0) setFormError(result.error);
  });

  const onDialogOpenChange = (next: boolean) => {
    if (!next && !formState.isSubmitting) confirmDiscard(close);
  };
  return {
    open,
    onOpenChange: onDialogOpenChange,
    onSubmit: submit,
    formError,
    saving: formState.isSubmitting,
  };
}
