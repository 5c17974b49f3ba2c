'use client';

import { ExternalLink, Trash2, type LucideIcon } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { buttonVariants, fieldControlClass } from '@/components/ui/variants';
import { cn } from '@/lib/utils';

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

/** A row's status word, "Active" in green or "Inactive" in grey; `className` adds to both. */
export function ActiveLabel({ active, className }: { active: boolean; className?: string }) {
  return (
    <span className={cn(active ? 'text-green-700' : 'text-slate-500', active && className)}>
      {active ? 'Active' : 'Inactive'}
    </span>
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

/**
 * A small labelled action of a card or row (Edit, Replace, Preview…): icon and visible text, and
 * an accessible name that names the item, e.g. `Edit "Spring guide"`.
 */
export function ActionButton({
  icon: Icon,
  text,
  label,
  onClick,
  variant = 'ghost',
  disabled,
}: {
  icon: LucideIcon;
  text: string;
  label: string;
  onClick: () => void;
  /** `outline` for the main action of a table row (Restore, Re-send); ghost by default. */
  variant?: 'ghost' | 'outline';
  disabled?: boolean;
}) {
  return (
    <Button variant={variant} size="sm" disabled={disabled} aria-label={label} onClick={onClick}>
      <Icon aria-hidden="true" /> {text}
    </Button>
  );
}

/**
 * An on/off switch (a checkbox with `role="switch"`): `onCheckedChange` gets the new state; the
 * other props (class, accessible name) go to the input.
 */
export function SwitchInput({
  checked,
  onCheckedChange,
  ...props
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
} & Omit<React.ComponentProps<'input'>, 'type' | 'role' | 'checked' | 'onChange'>) {
  return (
    <input
      type="checkbox"
      role="switch"
      checked={checked}
      onChange={(e) => onCheckedChange(e.target.checked)}
      {...props}
    />
  );
}

/** The last cell of an admin table row: its actions side by side, right-aligned with `end`. */
export function ActionsCell({ end, children }: { end?: boolean; children: React.ReactNode }) {
  return (
    <td className="py-3">
      <div className={end ? 'flex flex-wrap justify-end gap-2' : 'flex flex-wrap gap-2'}>
        {children}
      </div>
    </td>
  );
}

/** An input of an admin toolbar or filter form: the field style at the toolbar's height. */
export function ToolbarInput({ className, ...props }: React.ComponentProps<'input'>) {
  return <input className={cn(fieldControlClass, 'h-10', className)} {...props} />;
}

/** The header cells of an admin table: a `th scope="col"` per column name, styled by `className`. */
export function ColumnHeaders({
  columns,
  className = 'pr-4 pb-2 font-semibold',
}: {
  columns: readonly string[];
  className?: string;
}) {
  return columns.map((c) => (
    <th key={c} scope="col" className={className}>
      {c}
    </th>
  ));
}

/**
 * The search form of an admin list: without JavaScript a GET to `action` (the section's route)
 * that keeps the view's `hidden` parameters (those with a value, in order); with it, `onSearch` gets the trimmed text
 * of the `name` field instead.
 */
export function AdminSearchForm({
  action,
  label,
  name,
  hidden,
  className,
  onSearch,
  children,
}: {
  action: string;
  label: string;
  name: string;
  hidden: Record<string, string | undefined>;
  className: string;
  onSearch: (q: string) => void;
  children: React.ReactNode;
}) {
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={label}
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(String(new FormData(e.currentTarget).get(name) ?? '').trim());
      }}
    >
      {Object.entries(hidden).map(([key, value]) =>
        value ? <input key={key} type="hidden" name={key} value={value} /> : null,
      )}
      {children}
    </form>
  );
}

/** Style of a destructive action with a visible label: red outline, set apart by its colour. */
const destructiveButtonClass =
  'border-red-300 text-red-700 hover:border-red-400 hover:bg-red-50 hover:text-red-800';

/**
 * A destructive action with a visible label (a confirmation dialog's trigger): small, red
 * outline; `label` is its accessible name when the text alone does not name the item.
 */
export function DestructiveButton({
  label,
  children,
  ...props
}: { label?: string } & React.ComponentProps<typeof Button>) {
  return (
    <Button
      variant="outline"
      size="sm"
      className={destructiveButtonClass}
      aria-label={label}
      {...props}
    >
      {children}
    </Button>
  );
}

/**
 * A button that deletes after a confirmation dialog: an icon button, or with `text` a labelled
 * red outline button (destructive actions are visually distinct). With `name` (the
 * item's), the button is called `Delete Spring guide` and the dialog asks `Delete "Spring guide"?`
 * unless `label` or `title` say otherwise.
 */
export function DeleteButton({
  name,
  label = `Delete ${name}`,
  title = `Delete "${name}"?`,
  description,
  onConfirm,
  text,
}: (
  | { name: string; label?: string; title?: string }
  | {
      name?: undefined;
      /** Accessible name of the button, e.g. `Delete "Spring guide"`. */
      label: string;
      title: string;
    }
) & {
  description: string;
  onConfirm: () => Promise<unknown>;
  /** Visible label, e.g. "Delete"; without it the button shows only the icon. */
  text?: string;
}) {
  return (
    <ConfirmDialog
      title={title}
      description={description}
      onConfirm={onConfirm}
      trigger={
        text ? (
          <DestructiveButton label={label}>
            <Trash2 aria-hidden="true" /> {text}
          </DestructiveButton>
        ) : (
          <Button variant="ghost" size="icon" aria-label={label}>
            <Trash2 aria-hidden="true" className="text-red-700" />
          </Button>
        )
      }
    />
  );
}

/** An icon link that opens `href` in a new tab; with `text`, a labelled small button-link. */
export function ExternalIconLink({
  href,
  label,
  text,
}: {
  href: string;
  label: string;
  /** Visible label, e.g. "Visit"; without it the link shows only the icon. */
  text?: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      className={
        text
          ? buttonVariants({ variant: 'ghost', size: 'sm' })
          : 'inline-flex size-10 items-center justify-center rounded-lg text-navy-900 hover:bg-slate-100'
      }
    >
      <ExternalLink aria-hidden="true" className="size-4" />
      {text ? <span>{text}</span> : null}
    </a>
  );
}
