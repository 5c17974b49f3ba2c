import { cva, type VariantProps } from 'class-variance-authority';
import * as React from 'react';
import { cn } from '@/lib/utils';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-accent-700 text-white hover:bg-accent-800 focus-visible:outline-accent-600',
        secondary: 'bg-navy-900 text-white hover:bg-navy-800 focus-visible:outline-navy-900',
        outline: 'border border-slate-300 bg-white text-navy-900 hover:bg-slate-50',
        outlineLight: 'border border-white/40 bg-white/5 text-white hover:bg-white/15',
        ghost: 'text-navy-900 hover:bg-slate-100',
        link: 'text-brand-700 underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-9 px-3 text-sm',
        md: 'h-11 px-5 text-sm',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = React.ComponentProps<'button'> & VariantProps<typeof buttonVariants>;

/** A button; links styled as buttons use {@link buttonVariants} directly. */
export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return (
    <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
  );
}

/**
 * A form's submit button. Focus stays in the field on mousedown: otherwise a validation message
 * that appears when the field blurs can move the button between mousedown and mouseup and
 * swallow the click.
 */
export function SubmitButton(props: Omit<ButtonProps, 'type' | 'onMouseDown'>) {
  return <Button {...props} type="submit" onMouseDown={(e) => e.preventDefault()} />;
}

/**
 * A form's save button: reads "Saving…" while `saving`, and is disabled then (or when `disabled`
 * says so, e.g. while the form still misses something).
 */
export function SaveButton({
  saving,
  disabled,
  children,
  ...props
}: Omit<ButtonProps, 'type' | 'onMouseDown'> & { saving: boolean }) {
  return (
    <SubmitButton {...props} disabled={disabled ?? saving}>
      {saving ? 'Saving…' : children}
    </SubmitButton>
  );
}

/**
 * The save row at the foot of a dialog's form: one {@link SaveButton}, right-aligned, and `aside`
 * (e.g. a History button) at the start of the row.
 */
export function DialogSaveRow({
  saving,
  aside,
  children,
}: {
  saving: boolean;
  aside?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-3 pt-2">
      {aside ? <div className="mr-auto">{aside}</div> : null}
      <SaveButton saving={saving}>{children}</SaveButton>
    </div>
  );
}
