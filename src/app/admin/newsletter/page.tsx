import { CampaignList } from '@/components/admin/newsletter/campaign-list';
import { AdminSection } from '@/components/admin/section';
import { loadNewsletterList } from '@/server/newsletter/queries';

/** The Newsletter section: the campaigns with their state and results. */
export default function Page() {
  return (
    <AdminSection id="newsletter">
      {async (member) => <CampaignList {...await loadNewsletterList()} role={member.role} />}
    </AdminSection>
  );
}
