/**
 * The advisory dimension check of the media system (back-office.md §5 "Dimension
 * check", §9 "Dimension tolerance 20%"). Pure: the admin screens and the server actions both
 * read it.
 */
import { placementLabel } from './placement';
import type { SlotId } from './slots';

/** The tolerance of the dimension check, in percent, on each axis (back-office.md §9). */
export const DIMENSION_TOLERANCE_PERCENT = 20;

/** A recommended pixel size. */
export type RecommendedSize = { width: number; height: number };

/**
 * Recommended image sizes (back-office.md §5 "Dimension check"), by the spec's names. Only two
 * are page slots the placement chooser offers (homepage hero, about team); the homepage banners
 * have their own tab and blog featured images are chosen in the post form.
 */
export const RECOMMENDED_SIZES = {
  'homepage hero': { width: 1440, height: 600 },
  'homepage banner': { width: 1200, height: 400 },
  'about team': { width: 400, height: 400 },
  'blog featured': { width: 800, height: 450 },
} as const satisfies Readonly<Record<string, RecommendedSize>>;

/**
 * The recommended size of a page slot, where the spec names one: the homepage hero dashboard
 * (1440×600) and the four About team photos (400×400).
 * @param slotId - a slot id (unknown ids have none)
 * @returns the size, or undefined
 */
export function recommendedSize(slotId: SlotId | null | undefined): RecommendedSize | undefined {
  if (slotId === 'homepage-hero-dashboard') return RECOMMENDED_SIZES['homepage hero'];
  if (slotId && /^about-team-[1-4]$/.test(slotId)) return RECOMMENDED_SIZES['about team'];
  return undefined;
}

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
 * @param slotId - the chosen slot, e.g. "homepage-hero-dashboard"; null or no recommended size =
 *   no check
 * @param size - measured pixel size; null, zero, negative or non-finite values (videos, unknown
 *   files) skip the check
 * @returns null when there is nothing to say, else the "Dimension Warning" toast content
 */
export function checkDimensions(
  slotId: SlotId | null | undefined,
  size: { width: number | null | undefined; height: number | null | undefined },
): DimensionWarning | null {
  const recommended = recommendedSize(slotId);
  if (!recommended) return null;
  const { width, height } = size;
  const valid = (n: number | null | undefined): n is number =>
    typeof n === 'number' && Number.isFinite(n) && n > 0;
  if (!valid(width) || !valid(height)) return null;
  if (withinTolerance(width, recommended.width) && withinTolerance(height, recommended.height)) {
    return null;
  }
  const where = placementLabel(slotId!);
  return {
    title: 'Dimension Warning',
    description:
      `This image is ${width}×${height} px. The recommended size for ${where} is ` +
      `${recommended.width}×${recommended.height} px (within ${DIMENSION_TOLERANCE_PERCENT}%). ` +
      'It will still be uploaded, but it may look cropped or blurry.',
  };
}
