import 'server-only';
import { loadAdminResource, loadAdminResources } from '@/server/resources/queries';
import { ResourceForm } from './resource-form';
import { ResourcesList } from './resources-list';

/**
 * Server part of the Resources tab (back-office.md §2 "Resources tab"): the list, or the full-page
 * form when the URL names one (`&resource=new` or `&resource={id}`), so the form can be reloaded
 * and linked and the browser's Back button returns to the list.
 */
export async function ResourcesPanel({ resource }: { resource?: string }) {
  if (resource === 'new') return <ResourceForm resource={null} />;
  // Only an id of the integer column names a resource; anything else is one that does not exist.
  const row = resource ? await loadAdminResource(resource) : null;
  // Keyed by the edit version: a restore from History shows the restored resource.
  if (row) return <ResourceForm key={row.version} resource={row} />;
  const rows = await loadAdminResources();
  return <ResourcesList resources={rows} notFound={Boolean(resource)} />;
}
