import { cn } from '@/lib/utils';
import { MediaSlot } from '../media-slot';

/**
 * One block of an alternating list: the text column beside a media slot, the two swapping
 * sides on large screens for every second block (`index` odd).
 */
export function SplitBlock({
  index,
  labelledBy,
  slotId,
  mediaClassName,
  sizes,
  emptyPlaceholder,
  children,
}: {
  index: number;
  /** Id of the block's heading, for aria-labelledby. */
  labelledBy?: string;
  slotId: string;
  /** Classes of the media slot (the order class is added here). */
  mediaClassName: string;
  sizes?: string;
  emptyPlaceholder?: React.ReactNode;
  /** The text column. */
  children: React.ReactNode;
}) {
  const flipped = index % 2 === 1;
  return (
    <article aria-labelledby={labelledBy} className="grid items-center gap-10 lg:grid-cols-2">
      <div className={cn(flipped && 'lg:order-2')}>{children}</div>
      <MediaSlot
        slotId={slotId}
        className={cn(mediaClassName, flipped && 'lg:order-1')}
        imgClassName="w-full"
        sizes={sizes}
        emptyPlaceholder={emptyPlaceholder}
      />
    </article>
  );
}
