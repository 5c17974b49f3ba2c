import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { VARIANT_WIDTHS, variantKey } from '@/lib/media/variants';
import { getLogger } from '../log';
import { BUCKET_NAMES, isValidKey, type BucketName } from '../storage/buckets';
import type { StorageDriver } from '../storage/types';
import { FILE_REFERENCES } from './kinds';

/**
 * The bucket and key of a URL that points into our storage ("/storage/{bucket}/{key}" or the S3
 * public base), or null for any other URL (typed links, shipped files under /defaults).
 * @param url - a URL as saved in a row
 * @param storage - the driver whose public URLs to recognise
 */
export function storedObjectOf(
  url: string | null | undefined,
  storage: StorageDriver,
): { bucket: BucketName; key: string } | null {
  if (!url) return null;
  for (const bucket of BUCKET_NAMES) {
    const prefix = storage.publicUrl(bucket, 'x').slice(0, -1);
    if (!url.startsWith(prefix)) continue;
    let key: string;
    try {
      key = decodeURIComponent(url.slice(prefix.length));
    } catch {
      return null;
    }
    return isValidKey(key) ? { bucket, key } : null;
  }
  return null;
}

/** Whether any row of a content table (in the Trash or not) still names `url`. */
async function isReferenced(db: Db, url: string): Promise<boolean> {
  const conditions: SQL[] = FILE_REFERENCES.map(({ column, contains }) =>
    contains ? sql`strpos(${column}::text, ${url}) > 0` : eq(column, url),
  );
  for (const [i, condition] of conditions.entries()) {
    const table = FILE_REFERENCES[i]!.column.table;
    const rows = await db
      .select({ one: sql<number>`1` })
      .from(table)
      .where(condition)
      .limit(1);
    if (rows.length > 0) return true;
  }
  return false;
}

/**
 * The orphan sweep: deletes the stored files among `urls` that no row of any
 * content table names any more (rows in the Trash count: their files stay until they are purged),
 * with an image's WebP variants. URLs outside our storage (typed links, shipped defaults) are left
 * alone. Run after the rows were purged (committed).
 * @param db - database handle
 * @param urls - the file URLs of the purged rows (nulls and duplicates allowed)
 * @param storage - the storage driver
 * @returns the URLs whose files were deleted
 * @throws never for a storage failure (logged; the file stays, which is only disk space)
 */
export async function sweepOrphanFiles(
  db: Db,
  urls: readonly (string | null | undefined)[],
  storage: StorageDriver,
): Promise<string[]> {
  const swept: string[] = [];
  for (const url of new Set(urls.filter((u): u is string => Boolean(u)))) {
    const object = storedObjectOf(url, storage);
    if (!object || (await isReferenced(db, url))) continue;
    try {
      await storage.delete(object.bucket, object.key);
      if (/\.(png|jpe?g|webp)$/i.test(object.key)) {
        for (const width of VARIANT_WIDTHS)
          await storage.delete(object.bucket, variantKey(object.key, width));
      }
      swept.push(url);
    } catch (error) {
      getLogger().warn({ err: error, url }, 'Could not delete an orphaned stored file');
    }
  }
  return swept;
}
