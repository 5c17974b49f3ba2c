import 'server-only';
import { getDb } from '@/db/client';
import { getResource, listAllResources } from '@/server/resources/service';
import { ResourceForm } from './resource-form';
import { ResourcesList } from './resources-list';

/**
 * Server part of the Resources tab (back-office.md §2 "Resources tab"): the list, or the full-page
 * form when the URL names one (`&resource=new` or `&resource={id}`), so the form can be reloaded
 * and linked and the browser's Back button returns to the list.
 */
export async function ResourcesPanel({ resource }: { resource?: string }) {
  const db = getDb();
  if (resource === 'new') return <ResourceForm resource={null} />;
  // An id of the integer column (1-9 digits); anything else is a resource that does not exist.
  if (resource && /^\d{1,9}$/.test(resource) && Number(resource) > 0) {
    const row = await getResource(db, Number(resource));
    if (row) return <ResourceForm resource={row} />;
  }
  const rows = await listAllResources(db);
  return <ResourcesList resources={rows} notFound={Boolean(resource)} />;
}
