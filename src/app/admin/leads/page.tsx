import { CustomersPanel } from '@/components/admin/leads/customers-panel';
import { AdminSection } from '@/components/admin/section';
import type { SearchParamsProps } from '@/lib/search-params';

/** The Customer Data (the lead inbox) section. */
export default async function Page({ searchParams }: SearchParamsProps) {
  const params = await searchParams;
  return (
    <AdminSection id="leads">
      {(member) => <CustomersPanel member={member} params={params} />}
    </AdminSection>
  );
}
