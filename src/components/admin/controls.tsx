'use client';

import { ExternalLink, Trash2, type LucideIcon } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** A labelled checkbox for admin forms (pass react-hook-form's `register(...)` props). */
export function CheckboxField({
  label,
  ...props
}: { label: string } & Omit<React.ComponentProps<'input'>, 'type'>) {
  return (
    <label className="flex items-center gap-3 self-center pt-5 text-sm font-medium text-slate-800">
      <input
        type="checkbox"
        className="size-5 rounded border-slate-300 accent-brand-600"
        {...props}
      />
      {label}
    </label>
  );
}

/** The empty state of an admin list: icon, the spec's text, an optional hint or action. */
export function EmptyState({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center">
      <Icon aria-hidden="true" className="mx-auto size-10 text-slate-400" />
      <p className="mt-3 font-medium text-navy-900">{title}</p>
      {children}
    </div>
  );
}

/** An icon button that deletes after a confirmation dialog. */
export function DeleteButton({
  label,
  title,
  description,
  onConfirm,
}: {
  /** Accessible name of the button, e.g. `Delete "Spring guide"`. */
  label: string;
  title: string;
  description: string;
  onConfirm: () => Promise<unknown>;
}) {
  return (
    <ConfirmDialog
      title={title}
      description={description}
      onConfirm={onConfirm}
      trigger={
        <Button variant="ghost" size="icon" aria-label={label}>
          <Trash2 aria-hidden="true" className="text-red-700" />
        </Button>
      }
    />
  );
}

/** An icon link that opens `href` in a new tab. */
export function ExternalIconLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className="inline-flex size-10 items-center justify-center rounded-lg text-navy-900 hover:bg-slate-100"
    >
      <ExternalLink aria-hidden="true" className="size-4" />
    </a>
  );
}
