import * as React from 'react';
import { cn } from '@/lib/utils';
import { fieldControlClass } from './variants';

/** A text input; `aria-invalid` turns its border red. */
export function Input({ className, ...props }: React.ComponentProps<'input'>) {
  return <input className={cn(fieldControlClass, className)} {...props} />;
}

/** A multi-line text input. */
export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return <textarea className={cn(fieldControlClass, 'min-h-32', className)} {...props} />;
}

/** A form label. */
export function Label({ className, ...props }: React.ComponentProps<'label'>) {
  return <label className={cn('block text-sm font-medium text-slate-800', className)} {...props} />;
}

/** A visible file picker (the browser's own button, styled); pass `accept` and `onChange`. */
export function FileInput({ className, ...props }: Omit<React.ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="file"
      className={cn(
        'block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium',
        className,
      )}
      {...props}
    />
  );
}

/** A choice of a drop-down list: a plain string is both its value and its label. */
export type SelectOption = string | { value: string | number; label: string };

/**
 * A drop-down list: first the `placeholder` choice (the empty value) when there is one, then
 * `options`, then any `children` (more options, or option groups).
 */
export function Select({
  options = [],
  placeholder,
  className,
  children,
  ...props
}: React.ComponentProps<'select'> & { options?: readonly SelectOption[]; placeholder?: string }) {
  return (
    <select className={cn(fieldControlClass, className)} {...props}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((option) => {
        const { value, label } =
          typeof option === 'string' ? { value: option, label: option } : option;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
      {children}
    </select>
  );
}
