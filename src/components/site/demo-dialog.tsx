'use client';

import { CalendarDays } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { buttonVariants, type ButtonVariantProps } from '@/components/ui/variants';

const loadPanel = () => import('./demo-dialog-panel');
const DemoDialogPanel = lazy(loadPanel);

/**
 * The "Schedule a Demo" button and its dialog (public-site.md §2 "Demo dialog"). The page ships
 * only the button: the dialog, its form and their libraries load when the pointer or the focus
 * reaches the button, and the dialog opens on click as soon as they are there.
 */
export function DemoDialog({
  contactEmail,
  triggerLabel = 'Schedule a Demo',
  variant,
  size = 'lg',
  className,
}: {
  /** The address the form's failure message gives (the site settings' contact e-mail). */
  contactEmail: string;
  triggerLabel?: string;
  variant?: ButtonVariantProps['variant'];
  size?: ButtonVariantProps['size'];
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  // Mounted from the first click on, so the closed dialog keeps what the visitor typed.
  const [requested, setRequested] = useState(false);
  const preload = () => void loadPanel().catch(() => {});
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={buttonVariants({ variant, size, className })}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <CalendarDays aria-hidden="true" />
        {triggerLabel}
      </button>
      {requested ? (
        <Suspense fallback={null}>
          <DemoDialogPanel open={open} onOpenChange={setOpen} contactEmail={contactEmail} />
        </Suspense>
      ) : null}
    </>
  );
}
