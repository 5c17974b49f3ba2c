'use client';

import { PRIORITY_SLOT_IDS, quickAssignSlots } from '@/lib/media/rules';
import { slotCatalogue } from '@/lib/media/slots';
import { SLOT_PAGE_PATHS } from './slot-pages';
import { AssignCard } from './slots/assign-card';
import { AssignedRow } from './slots/assigned-row';
import { Card, type SlotMediaRow } from './slots/shared';
import { showingText, SlotNowThumb, type ShowingBySlot } from './slots/slot-now';
import { SlotUploadCard } from './slots/upload-card';

export type { SlotMediaRow };

/**
 * Page Slot Media Management (back-office.md §2, §4, §5, §9): upload for a slot, assign stored
 * media to slots (with priority quick-assign and broken-URL detection), the assigned slots with
 * replace, edit, delete, the active switch and "Put back" for the slot's previous item, and the
 * slots that are still empty (with what they show meanwhile).
 */
export function SlotsManager({
  assigned,
  unassigned,
}: {
  assigned: SlotMediaRow[];
  unassigned: SlotMediaRow[];
}) {
  const active = assigned.filter((r) => r.is_active);
  const activeSlots = new Set(active.map((r) => r.slot_id!));
  const showing: ShowingBySlot = Object.fromEntries(active.map((r) => [r.slot_id!, r]));
  // The slot's previous item: its most recently changed inactive one (the list is ordered so).
  const previous = new Map<string, SlotMediaRow>();
  for (const r of assigned) {
    if (!r.is_active && !previous.has(r.slot_id!)) previous.set(r.slot_id!, r);
  }
  const emptySlots = slotCatalogue.filter((s) => !activeSlots.has(s.id));
  const emptyPriority = quickAssignSlots(
    emptySlots.map((s) => s.id),
    PRIORITY_SLOT_IDS.length,
  );
  return (
    <div className="grid gap-6">
      <SlotUploadCard />
      <AssignCard unassigned={unassigned} emptyPriority={emptyPriority} showing={showing} />
      <Card
        id="assigned-slots"
        title={`Assigned Slots (${activeSlots.size} of ${slotCatalogue.length})`}
      >
        {assigned.length === 0 ? (
          <p className="text-sm text-slate-600">
            No slot has media yet; pages show their defaults.
          </p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {assigned.map((item) => (
              <AssignedRow
                key={item.id}
                item={item}
                previous={item.is_active ? previous.get(item.slot_id!) : undefined}
              />
            ))}
          </ul>
        )}
      </Card>
      <Card id="empty-slots" title={`Available Empty Slots (${emptySlots.length})`}>
        {emptySlots.length === 0 ? (
          <p className="text-sm text-slate-600">Every slot has media.</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="empty-slots">
            {emptySlots.map((s) => (
              <li
                key={s.id}
                className="flex items-center gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm"
              >
                <SlotNowThumb slotId={s.id} item={undefined} className="h-10 w-14" />
                <span className="min-w-0">
                  <span className="block font-medium text-navy-900">{s.name}</span>
                  <span className="block text-xs text-slate-600">
                    {SLOT_PAGE_PATHS[s.page].label} · shows {showingText(s.id, undefined)}
                    {s.priority ? ' · priority' : ''}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
