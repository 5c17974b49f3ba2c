import { AdminSection } from '@/components/admin/section';
import { TrashPanel } from '@/components/admin/trash/trash-panel';

/** The Trash section. */
export default async function Page() {
  return <AdminSection id="trash">{(member) => <TrashPanel member={member} />}</AdminSection>;
}
