import { cn } from '@/lib/utils';

/**
 * A search-result length counter: the text's width in pixels against the limit
 * search results cut at, with a bar (green up to the limit, amber near it, red past it) and the
 * character count.
 */
export function WidthCounter({
  id,
  px,
  limit,
  chars,
  note,
}: {
  id: string;
  /** The measured width, in px. */
  px: number;
  /** Where search results cut, in px. */
  limit: number;
  chars: number;
  /** What is measured when it is a fallback (e.g. "from the excerpt"). */
  note?: string;
}) {
  const width = Math.round(px);
  const over = width > limit;
  const near = !over && width > limit * 0.9;
  return (
    <div id={id} data-testid={id} className="space-y-1">
      <div aria-hidden="true" className="h-1.5 w-full overflow-hidden rounded-full bg-slate-200">
        <div
          className={cn(
            'h-full rounded-full',
            over ? 'bg-red-600' : near ? 'bg-amber-500' : 'bg-green-600',
          )}
          style={{ width: `${Math.min(100, (width / limit) * 100)}%` }}
        />
      </div>
      <p className={cn('text-xs', over ? 'font-medium text-red-700' : 'text-slate-600')}>
        <span data-testid={`${id}-px`}>
          {width} / {limit} px
        </span>
        {' · '}
        <span data-testid={`${id}-chars`}>
          {chars} character{chars === 1 ? '' : 's'}
        </span>
        {note ? ` · ${note}` : ''}
        {over ? ' · search results cut it' : ''}
      </p>
    </div>
  );
}
