import { cn } from '@/lib/utils';
import { MediaSlot } from '../media-slot';

/**
 * An alternating list of blocks: each entry's text column beside its media slot, the two swapping
 * sides on large screens for every second block.
 */
export function SplitBlocks<T extends { slotId: string }>({
  items,
  testId,
  labelledBy,
  mediaClassName,
  sizes,
  emptyPlaceholder,
  render,
}: {
  /** The entries, each with the id of its media slot. */
  items: readonly T[];
  testId: string;
  /** Id of an entry's heading, for its block's aria-labelledby. */
  labelledBy?: (item: T) => string;
  /** Classes of the media slots (the order class is added here). */
  mediaClassName: string;
  sizes?: string;
  emptyPlaceholder?: React.ReactNode;
  /** The text column of an entry. */
  render: (item: T) => React.ReactNode;
}) {
  return (
    <div className="space-y-20" data-testid={testId}>
      {items.map((item, index) => {
        const flipped = index % 2 === 1;
        return (
          <article
            key={item.slotId}
            aria-labelledby={labelledBy?.(item)}
            className="grid items-center gap-10 lg:grid-cols-2"
          >
            <div className={cn(flipped && 'lg:order-2')}>{render(item)}</div>
            <MediaSlot
              slotId={item.slotId}
              className={cn(mediaClassName, flipped && 'lg:order-1')}
              imgClassName="w-full"
              sizes={sizes}
              emptyPlaceholder={emptyPlaceholder}
            />
          </article>
        );
      })}
    </div>
  );
}
