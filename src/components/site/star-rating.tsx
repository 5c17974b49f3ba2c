import { Star } from 'lucide-react';
import { cn } from '@/lib/utils';

export type StarKind = 'full' | 'partial' | 'empty';

export interface StarFill {
  kind: StarKind;
  /** How much of the star is filled, in whole percent (0-100). */
  percent: number;
}

/**
 * The five stars of a rating out of 5 (public-site.md §9, "half stars for fractions"): each star
 * is filled to its exact fraction, in whole percent, so 4.8 draws four full stars and one filled
 * 80 % and 4.5 draws a half star. Ratings outside 0-5 (and non-numbers) are clamped.
 * @param rating - the rating out of 5
 * @returns five stars, each with its kind and fill percentage
 */
export function starsFor(rating: number): StarFill[] {
  const clamped = Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0;
  // Whole percent of the whole rating first, so 4.7 is 470 and not 469.99…
  const total = Math.round(clamped * 100);
  return Array.from({ length: 5 }, (_, i): StarFill => {
    const percent = Math.min(100, Math.max(0, total - i * 100));
    return { kind: percent === 100 ? 'full' : percent === 0 ? 'empty' : 'partial', percent };
  });
}

/**
 * The share of the icon box to show for a star filled `percent` %: Lucide's star is drawn from
 * x = 2 to x = 22 of its 24-unit box, so the clip covers the margin plus that share of the glyph.
 */
function clipWidth(percent: number): string {
  return `${((2 + (20 * percent) / 100) / 24) * 100}%`;
}

/**
 * A star rating out of 5: decorative icons with a visually hidden "Rated {rating} out of 5".
 * Each star carries `data-star="full" | "partial" | "empty"` and `data-fill` (its percentage);
 * a partial star is an outline star with a filled star clipped to its fraction on top.
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
  const size = cn('size-5 shrink-0', starClassName);
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} data-rating={rating}>
      {starsFor(rating).map(({ kind, percent }, i) => (
        <span key={i} data-star={kind} data-fill={percent} className="relative inline-flex">
          {kind === 'full' ? (
            <Star aria-hidden="true" className={cn(size, 'fill-amber-400 text-amber-500')} />
          ) : (
            <Star aria-hidden="true" className={cn(size, 'text-slate-300')} />
          )}
          {kind === 'partial' ? (
            <span
              data-star-clip=""
              className="absolute inset-y-0 left-0 overflow-hidden"
              style={{ width: clipWidth(percent) }}
            >
              <Star
                aria-hidden="true"
                className={cn(size, 'max-w-none fill-amber-400 text-amber-500')}
              />
            </span>
          ) : null}
        </span>
      ))}
      <span className="sr-only">{`Rated ${rating} out of 5`}</span>
    </span>
  );
}
