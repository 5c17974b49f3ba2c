import { CheckCircle2 } from 'lucide-react';

const variants = {
  default: {
    item: 'flex items-start gap-3 text-slate-700',
    icon: 'mt-0.5 size-5 shrink-0 text-green-700',
  },
  compact: {
    item: 'flex items-start gap-2 text-sm text-slate-700',
    icon: 'mt-0.5 size-4 shrink-0 text-green-700',
  },
  dark: { item: 'flex items-start gap-3 text-sm', icon: 'mt-0.5 size-5 shrink-0 text-green-400' },
} as const;

/** A list of points, each behind a green check mark; `dark` is for the navy cards. */
export function Checklist({
  items,
  className,
  label,
  testId,
  variant = 'default',
}: {
  items: readonly string[];
  /** Classes of the list (its spacing). */
  className: string;
  /** The list's aria-label. */
  label?: string;
  testId?: string;
  variant?: keyof typeof variants;
}) {
  const style = variants[variant];
  return (
    <ul className={className} aria-label={label} data-testid={testId}>
      {items.map((item) => (
        <li key={item} className={style.item}>
          <CheckCircle2 aria-hidden="true" className={style.icon} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
