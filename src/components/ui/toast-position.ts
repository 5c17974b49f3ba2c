import { chooseToastPosition, type Rect, type ToastPosition } from '@/lib/toast-placement';

/**
 * Where the next toast goes so that it covers neither the control that raised it nor the fields
 * of that control's form or dialog. The control is the last one the person
 * pressed or focused: by the time a toast shows, a submit button may be disabled and have lost
 * focus.
 */

let lastControl: Element | null = null;
let listening = false;

function listen(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  const remember = (event: Event) => {
    if (event.target instanceof Element) lastControl = event.target;
  };
  document.addEventListener('pointerdown', remember, { capture: true, passive: true });
  document.addEventListener('focusin', remember, { capture: true });
}
listen();

const FIELDS = 'input:not([type="hidden"]), textarea, select, button, [role="switch"]';

function visibleRect(element: Element): Rect | null {
  const r = element.getBoundingClientRect();
  return r.width > 0 && r.height > 0
    ? { left: r.left, top: r.top, right: r.right, bottom: r.bottom }
    : null;
}

/** The rectangles a toast must not cover now: the last control and its form's or dialog's fields. */
function avoidRects(): Rect[] {
  const control = lastControl?.isConnected ? lastControl : document.activeElement;
  if (!control || control === document.body) return [];
  const container = control.closest('form, [role="dialog"], [role="alertdialog"]');
  const elements = [control, ...(container ? Array.from(container.querySelectorAll(FIELDS)) : [])];
  return elements.map(visibleRect).filter((r): r is Rect => r !== null);
}

/** The position for a toast shown now (the default corner when nothing is in its way). */
export function toastPosition(): ToastPosition {
  if (typeof window === 'undefined') return 'bottom-right';
  return chooseToastPosition(avoidRects(), {
    width: window.innerWidth,
    height: window.innerHeight,
  });
}
