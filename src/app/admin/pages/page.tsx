import { PagesList } from '@/components/admin/pages/pages-list';
import { AdminSection } from '@/components/admin/section';
import { loadPagesList } from '@/server/pages/queries';

/** The Pages section: the marketing pages whose words the team edits. */
export default function Page() {
  return (
    <AdminSection id="pages">
      {async (member) => <PagesList {...await loadPagesList()} role={member.role} />}
    </AdminSection>
  );
}
