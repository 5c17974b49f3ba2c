'use client';

import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';

/**
 * The dialogs are portalled, but React events still bubble to the editor's React parents (for
 * instance the post form): a submit here must not submit that form.
 */
export function stopSubmit(event: React.FormEvent) {
  event.preventDefault();
  event.stopPropagation();
}

/** A text input for a web address: the URL keyboard, no autocompletion or spell check. */
export function AddressInput(props: React.ComponentProps<typeof Input>) {
  return <Input type="text" inputMode="url" autoComplete="off" spellCheck={false} {...props} />;
}

/**
 * A dialog of the editor (link, image), open while `open`. Closing it (Escape, the close button,
 * Cancel) calls `onClose`; focus then goes back to the text through `onRestoreFocus` instead of
 * the toolbar button that opened it.
 */
export function EditorDialog({
  open,
  onClose,
  onRestoreFocus,
  children,
}: {
  open: boolean;
  onClose: () => void;
  onRestoreFocus: () => void;
  children: React.ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onRestoreFocus();
        }}
      >
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** The end of an editor dialog's form: `extra` (on the left), Cancel and the submit button. */
export function EditorDialogActions({
  submitLabel,
  submitDisabled,
  onCancel,
  extra,
}: {
  submitLabel: string;
  submitDisabled?: boolean;
  onCancel: () => void;
  extra?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      {extra}
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </div>
  );
}
