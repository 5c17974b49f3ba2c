import 'server-only';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { downloadable_resources, type DownloadableResource } from '@/db/schema';
import type { ResourceFilter } from '@/lib/resource-filter';
import { cached } from '../cache';
import { getResource, listAllResources } from './service';

/** A downloadable resource as the public pages show it. */
export type PublicResource = {
  id: number;
  name: string;
  description: string | null;
  category: string;
  file_url: string;
  file_size: string | null;
  document_version: string;
  created_at: Date;
};

/**
 * Active resources, newest first (public-site.md §7 "downloadable_resources"), cached under the
 * `resources` tag; the Trash left out.
 */
export function listActiveResources(): Promise<PublicResource[]> {
  return cached('resources:active', ['resources'], () =>
    getDb()
      .select({
        id: downloadable_resources.id,
        name: downloadable_resources.name,
        description: downloadable_resources.description,
        category: downloadable_resources.category,
        file_url: downloadable_resources.file_url,
        file_size: downloadable_resources.file_size,
        document_version: downloadable_resources.document_version,
        created_at: downloadable_resources.created_at,
      })
      .from(downloadable_resources)
      .where(
        and(eq(downloadable_resources.is_active, true), isNull(downloadable_resources.deleted_at)),
      )
      .orderBy(desc(downloadable_resources.created_at), desc(downloadable_resources.id)),
  );
}

/**
 * Active resources matching a filter: the category where a resource's category has
 * the same name (Guides, Tools), and the query as case-insensitive words that must all appear in
 * the name or description.
 */
export async function searchActiveResources(filter: ResourceFilter): Promise<PublicResource[]> {
  const all = await listActiveResources();
  const words = filter.q.toLowerCase().split(/\s+/).filter(Boolean);
  return all.filter((r) => {
    if (filter.category && r.category !== filter.category) return false;
    const text = `${r.name} ${r.description ?? ''}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

/** At most 2 active resources whose name contains Guide or Checklist (public-site.md §2, §9). */
export async function getFreeResources(): Promise<PublicResource[]> {
  const all = await listActiveResources();
  return all.filter((r) => /guide|checklist/i.test(r.name)).slice(0, 2);
}

/**
 * Counts one download of an active resource and returns its file URL and uploaded file name; null when the resource
 * does not exist, is inactive or is in the Trash (not downloadable).
 * @param id - resource id
 */
export async function recordDownload(
  id: number,
): Promise<{ file_url: string; file_name: string | null } | null> {
  const [row] = await getDb()
    .update(downloadable_resources)
    .set({ download_count: sql`${downloadable_resources.download_count} + 1` })
    .where(
      and(
        eq(downloadable_resources.id, id),
        eq(downloadable_resources.is_active, true),
        isNull(downloadable_resources.deleted_at),
      ),
    )
    .returning({
      file_url: downloadable_resources.file_url,
      file_name: downloadable_resources.file_name,
    });
  return row ?? null;
}

/** The Resources tab's list (back-office.md §2 "Resources tab"), active or not; uncached. */
export function loadAdminResources(): Promise<DownloadableResource[]> {
  return listAllResources(getDb());
}

/**
 * The resource the Resources tab's form edits.
 * @param id - the id from the URL, any string: only 1-9 digits can name a resource
 * @returns null when no resource has that id
 */
export async function loadAdminResource(id: string): Promise<DownloadableResource | null> {
  if (!/^\d{1,9}$/.test(id) || Number(id) <= 0) return null;
  return getResource(getDb(), Number(id));
}
