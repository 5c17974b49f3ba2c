import { Star, StarHalf } from 'lucide-react';
import { cn } from '@/lib/utils';

export type StarKind = 'full' | 'half' | 'empty';

/**
 * The five stars of a rating out of 5 (public-site.md §9): a fraction from 0.25 up to (not
 * including) 0.75 draws a half star, 0.75 and more rounds up to a full star, less than 0.25 is
 * left empty. Ratings outside 0-5 are clamped.
 */
export function starsFor(rating: number): StarKind[] {
  const clamped = Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0;
  // Rounding to the nearest half gives exactly the thresholds above (x.25 -> half, x.75 -> full).
  const halves = Math.round(clamped * 2);
  const full = Math.floor(halves / 2);
  const half = halves % 2;
  return Array.from({ length: 5 }, (_, i): StarKind =>
    i < full ? 'full' : i === full && half ? 'half' : 'empty',
  );
}

/**
 * A star rating out of 5: decorative icons with a visually hidden "Rated {rating} out of 5".
 * Each star carries `data-star="full" | "half" | "empty"`.
 */
export function StarRating({
  rating,
  className,
  starClassName,
}: {
  rating: number;
  className?: string;
  starClassName?: string;
}) {
  const size = cn('size-5', starClassName);
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} data-rating={rating}>
      {starsFor(rating).map((kind, i) => (
        <span key={i} data-star={kind} className="relative inline-flex">
          {kind === 'full' ? (
            <Star aria-hidden="true" className={cn(size, 'fill-amber-400 text-amber-500')} />
          ) : (
            <Star aria-hidden="true" className={cn(size, 'text-slate-300')} />
          )}
          {kind === 'half' ? (
            <StarHalf
              aria-hidden="true"
              className={cn(size, 'absolute inset-0 fill-amber-400 text-amber-500')}
            />
          ) : null}
        </span>
      ))}
      <span className="sr-only">{`Rated ${rating} out of 5`}</span>
    </span>
  );
}
