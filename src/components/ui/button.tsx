import * as React from 'react';
import { cn } from '@/lib/utils';
import { buttonVariants, type ButtonVariantProps } from './variants';

export type ButtonProps = React.ComponentProps<'button'> & ButtonVariantProps;

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
