import 'server-only';
import { getDb } from '@/db/client';
import { getEnv } from '@/lib/env';
import { listTrash, type TrashItem } from './service';

/**
 * The Trash tab: every record in the Trash, most recently deleted first, and
 * the retention in days (TRASH_RETENTION_DAYS); uncached.
 */
export async function loadTrashTab(): Promise<{ items: TrashItem[]; retentionDays: number }> {
  return { items: await listTrash(getDb()), retentionDays: getEnv().TRASH_RETENTION_DAYS };
}
