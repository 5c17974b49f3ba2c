import { BulkCreator } from '@/components/admin/bulk-articles/bulk-creator';
import { AdminSection } from '@/components/admin/section';

/** The Bulk Creator section. */
export default async function Page() {
  return <AdminSection id="bulk">{() => <BulkCreator />}</AdminSection>;
}
