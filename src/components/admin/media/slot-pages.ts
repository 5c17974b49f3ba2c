import type { SlotPage } from '@/lib/media/slots';

/** Where each slot page is on the public site, for "view in place" links (back-office.md §2). */
export const SLOT_PAGE_PATHS: Readonly<Record<SlotPage, { label: string; path: string }>> = {
  homepage: { label: 'Homepage', path: '/' },
  product: { label: 'Product Page', path: '/product' },
  solutions: { label: 'Solutions', path: '/solutions' },
  why: { label: 'Why Lizit', path: '/why-lizit' },
  about: { label: 'About', path: '/about' },
  global: { label: 'Every page', path: '/' },
};
