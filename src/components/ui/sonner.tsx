'use client';

import { Toaster as Sonner } from 'sonner';

/**
 * The app's toaster configured as public-site.md §9 "Toast behaviour": one toast visible at a
 * time, F8 focuses the notifications, a 50 px swipe right dismisses, 5000 ms auto-close.
 */
export function Toaster() {
  return (
    <Sonner
      visibleToasts={1}
      hotkey={['F8']}
      swipeDirections={['right']}
      duration={5000}
      position="bottom-right"
      richColors
      closeButton
    />
  );
}
