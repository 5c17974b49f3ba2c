'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Scrolls to the top whenever the path changes (public-site.md §2). Not on the first render: the
 * browser has placed the page already (at the top, at a #fragment, or where back/forward left it),
 * and a scroll during hydration would also force a layout.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
