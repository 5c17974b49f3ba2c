'use client';

import { PLACEMENT_GROUPS } from '@/lib/media/placement';
import { showingText, SlotNowThumb, type ShowingBySlot } from './slots/slot-now';

/**
 * "Where should this media be placed?" (back-office.md §2): the 28 page slots, grouped
 * by page and section, each with a picture and the name of what it shows now. Choosing one
 * returns its slot id; the new media takes the slot's place on the site when saved.
 */
export function PlacementChooser({
  showing,
  onChoose,
}: {
  showing: ShowingBySlot;
  onChoose: (slotId: string) => void;
}) {
  return (
    <div className="mt-4 grid gap-4" data-testid="placement-chooser">
      {PLACEMENT_GROUPS.map((group) => (
        <fieldset key={group.page} className="rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-navy-900">{group.label}</legend>
          <div className="grid gap-3">
            {group.sections.map(({ section, slots }) => (
              <div key={section} role="group" aria-label={`${group.label} › ${section}`}>
                <p className="mb-1.5 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  {section}
                </p>
                <ul className="grid gap-2 sm:grid-cols-2">
                  {slots.map((slot) => {
                    const now = showingText(slot.id, showing[slot.id]);
                    return (
                      <li key={slot.id}>
                        <button
                          type="button"
                          onClick={() => onChoose(slot.id)}
                          aria-label={`${slot.label} (now: ${now})`}
                          className="flex w-full items-center gap-3 rounded-lg border border-slate-200 p-2 text-left hover:border-brand-600 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                        >
                          <SlotNowThumb
                            slotId={slot.id}
                            item={showing[slot.id]}
                            className="h-12 w-16"
                          />
                          <span className="min-w-0">
                            <span className="block text-sm font-medium text-navy-900">
                              {slot.label}
                            </span>
                            <span className="block truncate text-xs text-slate-600">
                              Now: {now}
                            </span>
                          </span>
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
