import { MediaPanel } from '@/components/admin/media/media-panel';
import { AdminSection } from '@/components/admin/section';
import { firstParam, type SearchParamsProps } from '@/lib/search-params';

/** The Media System section. */
export default async function Page({ searchParams }: SearchParamsProps) {
  const params = await searchParams;
  return (
    <AdminSection id="media">
      {() => (
        <MediaPanel
          params={Object.fromEntries(Object.entries(params).map(([k, v]) => [k, firstParam(v)]))}
        />
      )}
    </AdminSection>
  );
}
