'use client';

import { CircleCheck, DatabaseZap, Loader2 } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { slotCatalogue } from '@/lib/media/slots';
import { runMigrationAction } from '@/server/media-import/actions';
import { useAdminAction } from '../use-admin-action';

/** The migration tool's states (back-office.md §4 "Migration tool"). */
export type MigrationState = 'idle' | 'running' | 'success' | 'error';

/**
 * The migration tool card above the Media System tabs (back-office.md §2, §4 "Migration tool",
 * §8 "Migration"): fills every empty page slot with the site's shipped default image (banner
 * slots excluded). Idle → running (spinner, "Migrating…", button disabled) → success (toast
 * "Migration Successful!"; the button reads "Migration Complete" and stays disabled) or error
 * (toast "Migration Failed"; the button is enabled again to retry).
 * @param complete - no eligible slot is empty (from migrationStatus), so the card starts finished
 * @param emptySlots - how many eligible slots (with a shipped default) are empty
 * @param allEmptySlots - how many of the 28 slots are empty, the figure the Page Slots tab shows
 *   (the counts agree). The figures come from the server and follow every refresh; a
 *   slot emptied after the migration makes the card offer it again.
 */
export function MigrationCard({
  complete,
  emptySlots,
  allEmptySlots,
}: {
  complete: boolean;
  emptySlots: number;
  allEmptySlots: number;
}) {
  const { run } = useAdminAction();
  const [state, setState] = React.useState<MigrationState>(complete ? 'success' : 'idle');
  // A finished migration is shown as finished until the refreshed figures say a slot is empty.
  const [seen, setSeen] = React.useState(emptySlots);
  if (seen !== emptySlots) {
    setSeen(emptySlots);
    if (state === 'success' && !complete) setState('idle');
  }
  const done = state === 'success' || (complete && state !== 'running');
  const total = slotCatalogue.length;

  const start = async () => {
    setState('running');
    const result = await run(() => runMigrationAction({}), {
      success: 'Migration Successful!',
      successDescription: 'All existing media has been synced to the slot system.',
      errorTitle: 'Migration Failed',
      errorDescription: 'Unexpected error occurred during migration.',
    });
    if (!result.ok) console.error('Slot migration failed:', result.error);
    setState(result.ok ? 'success' : 'error');
  };

  return (
    <section
      aria-labelledby="migration-title"
      data-testid="migration-card"
      data-state={done ? 'success' : state}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <DatabaseZap aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-600" />
        <div>
          <h2 id="migration-title" className="font-semibold text-navy-900">
            Media migration
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Fills every empty page slot with the site&apos;s default image so it can be edited or
            replaced here; banner slots are excluded and filled slots are never changed.
          </p>
          <p className="mt-1 text-sm text-slate-600" aria-live="polite">
            {`${allEmptySlots} of ${total} page slots ${allEmptySlots === 1 ? 'is' : 'are'} empty. `}
            {done
              ? 'Every slot with a default image has media.'
              : `${emptySlots} of them ${emptySlots === 1 ? 'has' : 'have'} a default image the migration can fill.`}
          </p>
        </div>
      </div>
      <Button
        className="shrink-0"
        variant={done ? 'outline' : 'primary'}
        disabled={done || state === 'running'}
        onClick={start}
      >
        {state === 'running' ? (
          <>
            <Loader2 aria-hidden="true" className="animate-spin" /> Migrating…
          </>
        ) : done ? (
          <>
            <CircleCheck aria-hidden="true" className="text-green-700" /> Migration Complete
          </>
        ) : state === 'error' ? (
          'Retry Migration'
        ) : (
          'Start Migration'
        )}
      </Button>
    </section>
  );
}
