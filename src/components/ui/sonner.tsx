'use client';

import type * as React from 'react';
import { Toaster as Sonner } from 'sonner';

/**
 * Sonner's rich colours with darker text: its own greens and reds on their pale backgrounds are
 * under the 4.5:1 contrast that small text needs (WCAG AA); these are above 6:1.
 */
const READABLE_COLORS = {
  '--success-text': '#166534',
  '--error-text': '#991b1b',
  '--warning-text': '#854d0e',
  '--info-text': '#1e40af',
} as React.CSSProperties;

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
      style={READABLE_COLORS}
    />
  );
}
