import { describe, expect, it } from 'vitest';
import { PLACEMENT_GROUPS } from './placement';
import {
  PRIORITY_SLOT_IDS,
  QUICK_ASSIGN_IN_SUMMARY,
  QUICK_ASSIGN_PER_ITEM,
  quickAssignSlots,
} from './priority-slots';
import { slotCatalogue } from './slots';

const catalogueIds = new Set(slotCatalogue.map((s) => s.id));

describe('priority slots and quick assign', () => {
  it('lists the five priority slots in the order of the spec', () => {
    expect(PRIORITY_SLOT_IDS).toEqual([
      'global-header-logo',
      'global-footer-logo',
      'global-footer-cra-logo',
      'global-footer-ara-logo',
      'homepage-hero-dashboard',
    ]);
  });

  it('agrees with the priority flags of the catalogue', () => {
    const flagged = slotCatalogue.filter((s) => s.priority).map((s) => s.id);
    expect([...PRIORITY_SLOT_IDS].sort()).toEqual(flagged.sort());
  });

  it('offers the empty priority slots in priority order, up to the limit', () => {
    const empty = [
      'homepage-hero-dashboard',
      'about-team-1',
      'global-footer-ara-logo',
      'global-header-logo',
    ];
    expect(quickAssignSlots(empty, QUICK_ASSIGN_PER_ITEM)).toEqual([
      'global-header-logo',
      'global-footer-ara-logo',
      'homepage-hero-dashboard',
    ]);
    expect(quickAssignSlots(empty, 2)).toEqual(['global-header-logo', 'global-footer-ara-logo']);
  });

  it('caps the summary at 4 even when all five are empty', () => {
    expect(quickAssignSlots(new Set(PRIORITY_SLOT_IDS), QUICK_ASSIGN_IN_SUMMARY)).toEqual(
      PRIORITY_SLOT_IDS.slice(0, 4),
    );
  });

  it('returns nothing for a zero, negative or NaN limit, or when no priority slot is empty', () => {
    expect(quickAssignSlots(PRIORITY_SLOT_IDS, 0)).toEqual([]);
    expect(quickAssignSlots(PRIORITY_SLOT_IDS, -1)).toEqual([]);
    expect(quickAssignSlots(PRIORITY_SLOT_IDS, Number.NaN)).toEqual([]);
    expect(quickAssignSlots(['about-team-1'], 4)).toEqual([]);
  });
});

describe('catalogue references', () => {
  it('uses only slot ids that exist in the catalogue', () => {
    const referenced = [
      ...PRIORITY_SLOT_IDS,
      ...PLACEMENT_GROUPS.flatMap((g) => g.sections.flatMap((s) => s.slots.map((x) => x.id))),
    ];
    expect(referenced.length).toBeGreaterThan(5);
    for (const id of referenced) expect(catalogueIds.has(id), id).toBe(true);
  });
});
