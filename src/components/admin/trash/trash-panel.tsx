import 'server-only';
import type { StaffUser } from '@/server/auth/guard';
import { loadTrashTab } from '@/server/trash/queries';
import { TrashManager } from './trash-manager';

/**
 * Server part of the Trash tab (admins and editors, capability `content`): what
 * was deleted, by whom and when, with Restore, Delete forever and Empty trash.
 */
export async function TrashPanel({ member }: { member: StaffUser }) {
  const { items, retentionDays } = await loadTrashTab();
  // An Editor deletes forever only what they moved here (the server checks it too).
  const mayPurge = (deletedById: string | null) =>
    member.role === 'admin' || deletedById === member.id;
  return (
    <TrashManager
      retentionDays={retentionDays}
      items={items.map(({ deletedById, ...i }) => ({
        ...i,
        deletedAt: i.deletedAt.toISOString(),
        mayPurge: mayPurge(deletedById),
      }))}
    />
  );
}
