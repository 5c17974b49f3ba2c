/**
 * Where a toast may appear without covering what the person is working on:
 * the control that raised it and the fields of its form. Pure geometry on viewport rectangles;
 * `src/components/ui/toast.ts` feeds it the page's rectangles.
 */

/** A rectangle in viewport pixels. */
export type Rect = { left: number; top: number; right: number; bottom: number };

/** sonner's positions. */
export type ToastPosition =
  'bottom-right' | 'top-right' | 'top-center' | 'bottom-center' | 'bottom-left' | 'top-left';

/** The viewport's size in CSS pixels. */
export type Viewport = { width: number; height: number };

/** sonner's toast width and offset from the viewport's edges (px), and its phone breakpoint. */
const TOAST_WIDTH = 356;
const OFFSET = 24;
const PHONE_MAX_WIDTH = 600;
const PHONE_OFFSET = 16;
/** The height a toast with a title and a two-line description takes (px). */
export const TOAST_HEIGHT = 110;

/** The positions tried, in order of preference: the app's default first. */
const DESKTOP_ORDER: readonly ToastPosition[] = [
  'bottom-right',
  'top-right',
  'bottom-left',
  'top-left',
  'top-center',
  'bottom-center',
];
/** On a phone every toast spans the width: only top or bottom differ. */
const PHONE_ORDER: readonly ToastPosition[] = ['bottom-center', 'top-center'];

/**
 * The rectangle sonner draws a toast in at `position`: 356 px wide, 24 px from the edges; on a
 * viewport under 600 px wide, the full width less 16 px each side, at the top or bottom.
 * @param height - the toast's height in px (default {@link TOAST_HEIGHT})
 */
export function toastRect(
  position: ToastPosition,
  viewport: Viewport,
  height: number = TOAST_HEIGHT,
): Rect {
  const top = position.startsWith('top');
  if (viewport.width < PHONE_MAX_WIDTH) {
    const y = top ? PHONE_OFFSET : viewport.height - PHONE_OFFSET - height;
    return {
      left: PHONE_OFFSET,
      right: viewport.width - PHONE_OFFSET,
      top: y,
      bottom: y + height,
    };
  }
  const width = Math.min(TOAST_WIDTH, viewport.width - 2 * OFFSET);
  const left = position.endsWith('left')
    ? OFFSET
    : position.endsWith('right')
      ? viewport.width - OFFSET - width
      : (viewport.width - width) / 2;
  const y = top ? OFFSET : viewport.height - OFFSET - height;
  return { left, right: left + width, top: y, bottom: y + height };
}

/** The area two rectangles share (0 when they do not meet). */
export function overlapArea(a: Rect, b: Rect): number {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * The first position, in the app's order of preference, where a toast covers none of `avoid`;
 * when every position covers something, the one that covers least.
 * @param avoid - the control that raised the toast and its form's fields, in viewport pixels
 */
export function chooseToastPosition(avoid: readonly Rect[], viewport: Viewport): ToastPosition {
  const order = viewport.width < PHONE_MAX_WIDTH ? PHONE_ORDER : DESKTOP_ORDER;
  let best = order[0]!;
  let bestOverlap = Infinity;
  for (const position of order) {
    const rect = toastRect(position, viewport);
    const covered = avoid.reduce((sum, r) => sum + overlapArea(rect, r), 0);
    if (covered === 0) return position;
    if (covered < bestOverlap) {
      best = position;
      bestOverlap = covered;
    }
  }
  return best;
}
