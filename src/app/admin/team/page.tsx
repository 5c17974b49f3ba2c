import { AdminSection } from '@/components/admin/section';
import { TeamPanel } from '@/components/admin/team/team-panel';

/** The Team section. */
export default async function Page() {
  return <AdminSection id="team">{(member) => <TeamPanel member={member} />}</AdminSection>;
}
