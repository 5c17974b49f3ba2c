import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { downloadable_resources, type DownloadableResource } from '@/db/schema';
import type { ResourceData } from '@/lib/validation/resources';
import { changeAudited, insertAudited } from '../audited-write';

/** Every resource for the admin list, newest first (back-office.md §7 "Table reads"). */
export function listAllResources(db: Db): Promise<DownloadableResource[]> {
  return db
    .select()
    .from(downloadable_resources)
    .orderBy(desc(downloadable_resources.created_at), desc(downloadable_resources.id));
}

/** One resource by id, or null. */
export async function getResource(db: Db, id: number): Promise<DownloadableResource | null> {
  const [row] = await db
    .select()
    .from(downloadable_resources)
    .where(eq(downloadable_resources.id, id))
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
  return insertAudited(db, actorUserId, 'resource.create', (tx) =>
    tx.insert(downloadable_resources).values(data).returning(),
  );
}

/**
 * Updates a resource and its updated_at (back-office.md §7 "update of the same plus updated_at").
 * The download count is kept.
 * @throws ActionError(404) when the resource no longer exists
 */
export async function updateResource(
  db: Db,
  id: number,
  data: ResourceData,
  actorUserId: string,
): Promise<DownloadableResource> {
  return changeAudited(db, { id, what: 'Resource', action: 'resource.update', actorUserId }, (tx) =>
    tx
      .update(downloadable_resources)
      .set({ ...data, updated_at: sql`now()` })
      .where(eq(downloadable_resources.id, id))
      .returning(),
  );
}

/**
 * Deletes a resource by id. The stored file is kept (another resource may point at it).
 * @throws ActionError(404) when the resource no longer exists
 */
export async function deleteResource(db: Db, id: number, actorUserId: string): Promise<void> {
  await changeAudited(
    db,
    { id, what: 'Resource', action: 'resource.delete', actorUserId },
    (tx) =>
      tx
        .delete(downloadable_resources)
        .where(eq(downloadable_resources.id, id))
        .returning({ name: downloadable_resources.name }),
    (row) => ({ name: row.name }),
  );
}
