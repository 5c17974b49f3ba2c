/**
 * The advisory dimension check of the media system (issue #8; back-office.md §5 "Dimension
 * check", §9 "Dimension tolerance 20%"). Pure: the admin screens and the server actions both
 * read it.
 */
import { getPlacementTarget, PLACEMENT_PAGES } from './placement';

/** The tolerance of the dimension check, in percent, on each axis (back-office.md §9). */
export const DIMENSION_TOLERANCE_PERCENT = 20;

/** A recommended pixel size. */
export type RecommendedSize = { width: number; height: number };

/**
 * Recommended image sizes (back-office.md §5 "Dimension check"), keyed by the placement target
 * ({@link PLACEMENT_TARGETS} key) they apply to:
 * - "homepage hero" → homepage:hero, 1440×600
 * - "homepage banner" → homepage:banner-carousel (the banners are the homepage carousel), 1200×400
 * - "about team" → about:team-photos, 400×400
 * - "blog featured" → blog:featured-posts, 800×450
 */
export const RECOMMENDED_SIZES: Readonly<Record<string, RecommendedSize>> = {
  'homepage:hero': { width: 1440, height: 600 },
  'homepage:banner-carousel': { width: 1200, height: 400 },
  'about:team-photos': { width: 400, height: 400 },
  'blog:featured-posts': { width: 800, height: 450 },
};

/** The advisory warning of the dimension check, shown as a destructive toast. */
export type DimensionWarning = { title: 'Dimension Warning'; description: string };

/** Whether `actual` is within the tolerance of `recommended` (integer arithmetic, exact). */
function withinTolerance(actual: number, recommended: number): boolean {
  return Math.abs(actual - recommended) * 100 <= recommended * DIMENSION_TOLERANCE_PERCENT;
}

/**
 * The advisory dimension check of an image uploaded for a placement (back-office.md §5
 * "Dimension check"): warns when the width or the height differs from the recommended size by
 * more than 20 % of the recommended value. Exactly 20 % off is still accepted (1440 wide: 1152
 * to 1728 pass, 1151 and 1729 warn). The upload proceeds either way.
 * @param placementKey - a placement target key such as "homepage:hero"; null/unknown = no check
 * @param size - measured pixel size; null, zero, negative or non-finite values (videos, unknown
 *   files) skip the check
 * @returns null when there is nothing to say, else the "Dimension Warning" toast content
 */
export function checkDimensions(
  placementKey: string | null | undefined,
  size: { width: number | null | undefined; height: number | null | undefined },
): DimensionWarning | null {
  const recommended = placementKey ? RECOMMENDED_SIZES[placementKey] : undefined;
  if (!recommended) return null;
  const { width, height } = size;
  const valid = (n: number | null | undefined): n is number =>
    typeof n === 'number' && Number.isFinite(n) && n > 0;
  if (!valid(width) || !valid(height)) return null;
  if (withinTolerance(width, recommended.width) && withinTolerance(height, recommended.height)) {
    return null;
  }
  const target = placementKey ? getPlacementTarget(placementKey) : undefined;
  const where = target ? `${PLACEMENT_PAGES[target.page].label} → ${target.label}` : placementKey;
  return {
    title: 'Dimension Warning',
    description:
      `This image is ${width}×${height} px. The recommended size for ${where} is ` +
      `${recommended.width}×${recommended.height} px (within ${DIMENSION_TOLERANCE_PERCENT}%). ` +
      'It will still be uploaded, but it may look cropped or blurry.',
  };
}
