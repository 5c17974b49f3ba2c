import { SLOT_PAGES } from '@/lib/media/placement';

/** Where each slot page is on the public site, for "view in place" links (back-office.md §2). */
export const SLOT_PAGE_PATHS = SLOT_PAGES;
