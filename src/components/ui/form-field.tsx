import * as React from 'react';
import { cn } from '@/lib/utils';
import { Label } from './input';

/**
 * A labelled form control with its hint and error message wired for screen readers: the control
 * (a single element child) receives `id`, `aria-invalid` and `aria-describedby`. With `group`, a
 * set of radio buttons or checkboxes (the child holds them): a fieldset whose legend is the label,
 * and which carries `aria-invalid` and `aria-describedby` itself.
 */
export function FormField({
  id,
  label,
  required,
  hint,
  error,
  className,
  group,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  group?: boolean;
  children: React.ReactElement<Record<string, unknown>>;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const caption = (
    <>
      {label}
      {required ? (
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      ) : null}
    </>
  );
  const after = (
    <>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </>
  );
  if (group)
    return (
      <fieldset
        className={cn('space-y-1.5', className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        <legend className="text-sm font-medium text-slate-800">{caption}</legend>
        {children}
        {after}
      </fieldset>
    );
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>{caption}</Label>
      {React.cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {after}
    </div>
  );
}

/** A field's error message, announced as it appears; nothing while there is none. */
export function FieldError({ id, message }: { id?: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** A form's own error (not one field's): a red box announced at once; nothing without a message. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
      {message}
    </p>
  );
}
