'use client';

import * as React from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-field';

/**
 * The frame of a small add/edit dialog form (redirects, webhooks), driven by `useDialogForm`
 * (spread its result): titled "Edit <noun>" or "Add <noun>", the form's alert above its fields,
 * and Cancel beside the submit button ("Save <noun>" or "Add <noun>", "Saving…" while saving).
 */
export function FormDialog({
  open,
  onOpenChange,
  onSubmit,
  formError,
  saving,
  noun,
  editing,
  description,
  children,
}: {
  open: boolean;
  /** Cancel calls it with false. */
  onOpenChange: (open: boolean) => void;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  formError: string | null;
  saving: boolean;
  /** What the dialog adds or edits, e.g. "webhook". */
  noun: string;
  editing: boolean;
  description: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? `Edit ${noun}` : `Add ${noun}`}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
          <FormAlert message={formError} />
          {children}
          <div className="flex justify-end gap-3">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving…' : editing ? `Save ${noun}` : `Add ${noun}`}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
