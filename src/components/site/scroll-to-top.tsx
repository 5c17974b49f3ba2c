'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Scrolls to the top whenever the path changes (public-site.md §2). */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
