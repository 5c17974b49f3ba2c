/**
 * Priority slots and quick assign of the media system (back-office.md §9). Pure: the
 * admin screens and the server actions both read them. Slot ids come from the catalogue in
 * `./slots`.
 */
import type { SlotId } from './slots';

/**
 * The five priority slots, in the order back-office.md §9 lists them: header logo, footer
 * product logo, footer CRA logo, footer ARA logo, homepage hero dashboard. The same five carry
 * `priority: true` in the catalogue.
 */
export const PRIORITY_SLOT_IDS: readonly SlotId[] = [
  'global-header-logo',
  'global-footer-logo',
  'global-footer-cra-logo',
  'global-footer-ara-logo',
  'homepage-hero-dashboard',
];

/** Quick-assign buttons per unassigned item (back-office.md §9: "up to 3"). */
export const QUICK_ASSIGN_PER_ITEM = 3;
/** Quick-assign slots in the summary (back-office.md §9: "Up to 4"). */
export const QUICK_ASSIGN_IN_SUMMARY = 4;

/**
 * The priority slots still empty, in {@link PRIORITY_SLOT_IDS} order, at most `limit`
 * (back-office.md §9; pass {@link QUICK_ASSIGN_PER_ITEM} or {@link QUICK_ASSIGN_IN_SUMMARY}).
 * @param emptySlotIds - ids of the slots without active media
 * @param limit - maximum count; fractions round down, zero or less gives []
 * @returns the slot ids to offer (never throws)
 */
export function quickAssignSlots(emptySlotIds: Iterable<SlotId>, limit: number): SlotId[] {
  const max = Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : 0;
  const empty = new Set(emptySlotIds);
  return PRIORITY_SLOT_IDS.filter((id) => empty.has(id)).slice(0, max);
}
