'use client';

import { AlertDialog } from 'radix-ui';
import * as React from 'react';
import { cn } from '@/lib/utils';
import { Button } from './button';
import { buttonVariants } from './variants';

/**
 * A confirmation step before a destructive action (an accessible alert dialog: focus starts on
 * Cancel, Escape cancels). `trigger` is the element that opens it, e.g. a delete icon button.
 * While `onConfirm` runs the buttons are disabled; the dialog closes when it settles.
 * `children` (a before/after preview, a choice the action needs) sit between the description and
 * the buttons; `confirmDisabled` holds the confirm button until that choice is made; `tone`
 * "primary" is for a confirmation that replaces or publishes rather than destroys.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel = 'Delete',
  tone = 'destructive',
  confirmDisabled = false,
  children,
  onConfirm,
}: {
  trigger: React.ReactElement;
  title: string;
  description?: string;
  confirmLabel?: string;
  tone?: 'destructive' | 'primary';
  confirmDisabled?: boolean;
  children?: React.ReactNode;
  onConfirm: () => Promise<unknown> | void;
}) {
  const [open, setOpen] = React.useState(false);
  const [busy, setBusy] = React.useState(false);
  async function confirm(event: React.MouseEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  }
  return (
    <AlertDialog.Root open={open} onOpenChange={(o) => !busy && setOpen(o)}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[80] bg-navy-950/70 backdrop-blur-sm" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[80] max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-slate-200 focus:outline-none">
          <AlertDialog.Title className="text-lg font-bold text-navy-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {description ?? 'This cannot be undone.'}
          </AlertDialog.Description>
          {children ? <div className="mt-4">{children}</div> : null}
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={busy}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={cn(
                buttonVariants({ variant: 'primary' }),
                tone === 'destructive' && 'bg-red-700 hover:bg-red-600',
              )}
              disabled={busy || confirmDisabled}
              onClick={confirm}
            >
              {busy ? 'Working…' : confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
