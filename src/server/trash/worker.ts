import { getDb } from '@/db/client';
import { getEnv } from '@/lib/env';
import { getLogger } from '../log';
import { getStorage } from '../storage';
import { purgeCounts, purgeExpiredTrash } from './service';

/**
 * One purge pass: deletes what has been in the Trash for TRASH_RETENTION_DAYS
 * and the stored files nothing names any more. Several instances may run it at once: each row is
 * deleted once, and the sweep only deletes files no row names.
 * @param now - the clock (the admin channel's `purge-trash --now` moves it)
 * @returns how many records and files were purged
 */
export async function runTrashPurge(now: Date = new Date()): Promise<{
  records: number;
  files: number;
}> {
  const result = await purgeExpiredTrash(getDb(), {
    now,
    retentionDays: getEnv().TRASH_RETENTION_DAYS,
    storage: getStorage(),
  });
  const counts = purgeCounts(result);
  if (counts.records) getLogger().info(counts, 'trash purge');
  return counts;
}
