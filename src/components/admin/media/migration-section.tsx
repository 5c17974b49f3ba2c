import 'server-only';
import { loadMigrationStatus } from '@/server/media-import/queries';
import { MigrationCard } from './migration-card';

/**
 * Server part of the migration tool card (back-office.md §2 "A migration tool card sits above four
 * tabs", §4): reads whether any eligible slot is still empty, uncached, so the card shows
 * "Migration Complete" after a reload too.
 */
export async function MigrationSection() {
  const status = await loadMigrationStatus();
  return (
    <MigrationCard
      complete={status.complete}
      emptySlots={status.emptySlots}
      allEmptySlots={status.allEmptySlots}
    />
  );
}
