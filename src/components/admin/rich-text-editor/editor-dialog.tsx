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
import { Input } from '@/components/ui/input';

/**
 * A text field of an editor dialog: its value and its error message, which goes away as soon as
 * the text changes. Spread `control` on the input; `fail` shows an error and focuses the input.
 */
export function useDialogField(initial: string) {
  const [value, setValue] = React.useState(initial);
  const [error, setError] = React.useState<string | undefined>(undefined);
  const ref = React.useRef<HTMLInputElement>(null);
  const change = (next: string) => {
    setValue(next);
    setError(undefined);
  };
  return {
    value,
    error,
    change,
    /** Shows `message` (none with null), without moving the focus. */
    setError: (message: string | null) => setError(message ?? undefined),
    fail: (message: string) => {
      setError(message);
      ref.current?.focus();
    },
    focus: () => ref.current?.focus(),
    control: {
      ref,
      value,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => change(event.target.value),
    },
  };
}

/**
 * The form of an editor dialog: its title and description, the fields (`children`), then `extra`
 * (an action on the left), Cancel and the submit button. The dialogs are portalled, but React
 * events still bubble to the editor's React parents (for instance the post form): a submit here
 * stops there and must not submit that form.
 */
export function EditorDialogForm({
  title,
  description,
  onSubmit,
  submitLabel,
  submitDisabled,
  onCancel,
  extra,
  children,
}: {
  title: string;
  description: string;
  onSubmit: () => void;
  submitLabel: string;
  submitDisabled?: boolean;
  onCancel: () => void;
  extra?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onSubmit();
      }}
      noValidate
      className="space-y-5"
    >
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {children}
      <div className="flex flex-wrap justify-end gap-3">
        {extra}
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
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
