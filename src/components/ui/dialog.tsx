'use client';

import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import * as React from 'react';
import { cn } from '@/lib/utils';
import { withClassName } from './with-class-name';

/** The dialog root (controlled with `open`/`onOpenChange`, or uncontrolled). */
export const Dialog = DialogPrimitive.Root;

/** The element that opens the dialog; use `asChild` to wrap a {@link Button}. */
export const DialogTrigger = DialogPrimitive.Trigger;

/** Any element that closes the dialog; use `asChild` to wrap a {@link Button}. */
export const DialogClose = DialogPrimitive.Close;

/** The dimmed backdrop behind the dialog. */
export const DialogOverlay = withClassName(
  DialogPrimitive.Overlay,
  'fixed inset-0 z-[70] bg-navy-950/70 backdrop-blur-sm',
);

/**
 * The dialog panel: centred, at most 90% of the viewport high with its own scroll, with a close
 * button (aria-label "Close"). Focus is trapped inside and Escape closes it (radix-ui); on close
 * the focus returns to the element that had it when the dialog opened.
 */
export function DialogContent({
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content>) {
  // What had the focus when the dialog opened. radix-ui gives the focus back to a
  // <DialogTrigger> only; dialogs opened from state (an Edit button in a list) would leave it
  // on <body>, so the keyboard user would start over from the top of the page.
  const opener = React.useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        onOpenAutoFocus={(event) => {
          const active = document.activeElement;
          opener.current =
            active instanceof HTMLElement && active !== document.body ? active : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const el = opener.current;
          opener.current = null;
          if (!event.defaultPrevented && el?.isConnected) {
            event.preventDefault();
            el.focus();
          }
        }}
        className={cn(
          'fixed top-1/2 left-1/2 z-[70] max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-slate-200 focus:outline-none sm:p-8',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label="Close"
          className="absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-md text-slate-600 transition-colors hover:bg-slate-100 hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The dialog's header block (title and description). */
export function DialogHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('space-y-2 pr-8', className)} {...props} />;
}

/** The dialog's accessible title (an h2). */
export const DialogTitle = withClassName(
  DialogPrimitive.Title,
  'text-2xl font-bold tracking-tight text-navy-900',
);

/** The dialog's accessible description. */
export const DialogDescription = withClassName(
  DialogPrimitive.Description,
  'text-sm leading-6 text-slate-600',
);
