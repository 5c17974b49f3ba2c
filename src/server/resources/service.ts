import 'server-only';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { downloadable_resources, type DownloadableResource } from '@/db/schema';
import type { ResourceData } from '@/lib/validation/resources';
import { createRecord, updateRecord } from '../revisions/records';
import { listOutsideTrash } from '../trash/outside';
import { moveToTrash } from '../trash/service';

/**
 * Every resource for the admin list, newest first (back-office.md §7 "Table reads"), the Trash
 * left out.
 */
export function listAllResources(db: Db): Promise<DownloadableResource[]> {
  return listOutsideTrash(
    db,
    downloadable_resources,
    desc(downloadable_resources.created_at),
    desc(downloadable_resources.id),
  );
}

/** One resource by id, or null (also when it is in the Trash). */
export async function getResource(db: Db, id: number): Promise<DownloadableResource | null> {
  const [row] = await db
    .select()
    .from(downloadable_resources)
    .where(and(eq(downloadable_resources.id, id), isNull(downloadable_resources.deleted_at)))
    .limit(1);
  return row ?? null;
}

/**
 * Inserts a resource (back-office.md §7 "downloadable_resources: insert").
 * @returns the new row
 */
export async function createResource(
  db: Db,
  data: ResourceData,
  actorUserId: string,
): Promise<DownloadableResource> {
  return createRecord(db, 'resource', actorUserId, (tx) =>
    tx.insert(downloadable_resources).values(data).returning(),
  );
}

/**
 * Updates a resource and its updated_at (back-office.md §7 "update of the same plus updated_at"),
 * raises its edit version and keeps the save in its history. The download
 * count is kept.
 * @param expectedVersion - the edit version the form loaded; a stale one writes nothing
 * @throws ActionError(404) when the resource no longer exists; EditConflictError(409) carrying the
 *   resource as it is now when `expectedVersion` is stale
 */
export async function updateResource(
  db: Db,
  id: number,
  data: ResourceData,
  actorUserId: string,
  expectedVersion?: number,
): Promise<DownloadableResource> {
  return updateRecord<DownloadableResource>(
    db,
    'resource',
    id,
    { actorUserId, expectedVersion },
    () => data,
  );
}

/**
 * Deletes a resource by id: moves it to the Trash (audited as
 * `resource.trash`), from where it can be restored until it is purged. The stored file stays
 * until then.
 * @throws ActionError(404) when the resource no longer exists or is already in the Trash
 */
export async function deleteResource(db: Db, id: number, actorUserId: string): Promise<void> {
  await moveToTrash(db, 'resource', id, actorUserId);
}
