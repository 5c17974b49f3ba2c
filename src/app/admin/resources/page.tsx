import { ResourcesPanel } from '@/components/admin/resources/resources-panel';
import { AdminSection } from '@/components/admin/section';
import { firstParam, type SearchParamsProps } from '@/lib/search-params';

/** The Resources section. */
export default async function Page({ searchParams }: SearchParamsProps) {
  const params = await searchParams;
  return (
    <AdminSection id="resources">
      {() => <ResourcesPanel resource={firstParam(params.resource)} />}
    </AdminSection>
  );
}
