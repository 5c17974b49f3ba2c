import 'server-only';
import { loadTrashTab } from '@/server/trash/queries';
import { TrashManager } from './trash-manager';

/**
 * Server part of the Trash tab (issue #22 item 5; admins and editors, capability `content`): what
 * was deleted, by whom and when, with Restore, Delete forever and Empty trash.
 */
export async function TrashPanel() {
  const { items, retentionDays } = await loadTrashTab();
  return (
    <TrashManager
      retentionDays={retentionDays}
      items={items.map((i) => ({ ...i, deletedAt: i.deletedAt.toISOString() }))}
    />
  );
}
