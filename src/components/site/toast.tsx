'use client';

import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { ExternalToast } from 'sonner';
import { toastPosition } from '@/components/ui/toast-position';

/**
 * Toasts on the public site (public-site.md §9 "Toast behaviour"), with sonner loaded on the first
 * toast rather than with every page: most visits never show one, and the library is about a tenth
 * of a page's JavaScript, which belongs only where a page is interactive. The toaster is
 * the same configured sonner `Toaster` the admin uses; a toast waits until it is mounted, so none
 * is lost to the load.
 */

type Sonner = typeof import('sonner');
type Kind = 'success' | 'error' | 'info';

let sonner: Promise<Sonner> | null = null;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of listeners) listener();
  }
  return sonner;
}

async function show(kind: Kind, message: string, data?: ExternalToast): Promise<void> {
  // Placed now, while the control that raised it is where the person sees it.
  const position = toastPosition();
  const { toast: sonnerToast } = await loadSonner();
  await mounted;
  sonnerToast[kind](message, { position, ...data });
}

/** Shows a toast through the lazily mounted {@link SiteToaster}; same calls as sonner's `toast`. */
export const toast = {
  success: (message: string, data?: ExternalToast) => void show('success', message, data),
  error: (message: string, data?: ExternalToast) => void show('error', message, data),
  info: (message: string, data?: ExternalToast) => void show('info', message, data),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The public site's toaster: renders nothing until the first {@link toast}, then sonner's. */
export function SiteToaster() {
  const wanted = useSyncExternalStore(
    subscribe,
    () => sonner !== null,
    () => false,
  );
  const [Toaster, setToaster] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    void import('@/components/ui/sonner').then((m) => {
      if (!cancelled) setToaster(() => m.Toaster);
    });
    return () => {
      cancelled = true;
    };
  }, [wanted]);

  // Effects run child first: sonner's Toaster is subscribed by the time this resolves.
  useEffect(() => {
    if (Toaster) markMounted();
  }, [Toaster]);

  return Toaster ? <Toaster /> : null;
}
