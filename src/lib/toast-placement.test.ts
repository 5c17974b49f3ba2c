import { describe, expect, it } from 'vitest';
import { chooseToastPosition, overlapArea, toastRect } from './toast-placement';

const desktop = { width: 1280, height: 720 };
const phone = { width: 390, height: 844 };

describe('toastRect', () => {
  // A desktop toast sits 24 px from the corner, 356 px wide; a phone's spans the width.
  it.each([
    ['a desktop', desktop, { left: 900, right: 1256, top: 596, bottom: 696 }],
    ['a phone', phone, { left: 16, right: 374, top: 728, bottom: 828 }],
  ])('places a bottom toast on %s', (_name, viewport, rect) => {
    expect(toastRect('bottom-right', viewport, 100)).toEqual(rect);
  });

  it('centres a desktop toast at the top', () => {
    expect(toastRect('top-center', desktop, 100)).toMatchObject({ left: 462, top: 24 });
  });
});

describe('chooseToastPosition', () => {
  it('keeps the default corner when it covers nothing', () => {
    expect(chooseToastPosition([{ left: 100, top: 100, right: 400, bottom: 140 }], desktop)).toBe(
      'bottom-right',
    );
  });

  it('moves away from a field and button in the bottom right (the footer newsletter form)', () => {
    const email = { left: 980, top: 640, right: 1180, bottom: 684 };
    const button = { left: 1185, top: 640, right: 1260, bottom: 684 };
    const position = chooseToastPosition([email, button], desktop);
    expect(position).toBe('top-right');
    for (const r of [email, button]) expect(overlapArea(toastRect(position, desktop), r)).toBe(0);
  });

  it('on a phone, goes to the top when the form is at the bottom, and back', () => {
    expect(chooseToastPosition([{ left: 16, top: 700, right: 374, bottom: 760 }], phone)).toBe(
      'top-center',
    );
    expect(chooseToastPosition([{ left: 16, top: 20, right: 374, bottom: 80 }], phone)).toBe(
      'bottom-center',
    );
  });

  it('covers least when nothing is free', () => {
    const everywhere = { left: 0, top: 0, right: 1280, bottom: 720 };
    const bottomOnly = { left: 0, top: 500, right: 1280, bottom: 720 };
    expect(chooseToastPosition([everywhere], desktop)).toBe('bottom-right');
    expect(chooseToastPosition([bottomOnly], desktop)).toBe('top-right');
  });
});
