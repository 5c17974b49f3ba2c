'use client';

import { useRouter } from 'next/navigation';
import * as React from 'react';

/** How often a page showing a campaign that is going out reads it again. */
const REFRESH_MS = 4000;

/** The longest delay a browser timer keeps (about 24.8 days); a later start is not waited for. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Reads the page's data again every few seconds while `active` (a campaign is sending), or from
 * `from` on (a scheduled campaign's time), so its state and results move on their own; skipped
 * while the tab is hidden.
 * @param from - when to start (a time in the future); null or past: at once
 */
export function useRefreshWhile(active: boolean, from: Date | string | null = null): void {
  const router = useRouter();
  const fromMs = from === null ? null : new Date(from).getTime();
  React.useEffect(() => {
    if (!active) return;
    let interval: number | undefined;
    const start = () => {
      interval = window.setInterval(() => {
        if (document.visibilityState === 'visible') router.refresh();
      }, REFRESH_MS);
    };
    const wait = fromMs === null ? 0 : fromMs - Date.now();
    if (wait > MAX_TIMER_MS) return;
    const delay = wait > 0 ? window.setTimeout(start, wait) : undefined;
    if (wait <= 0) start();
    return () => {
      window.clearTimeout(delay);
      window.clearInterval(interval);
    };
  }, [active, fromMs, router]);
}
