import 'server-only';
import type { StaffUser } from '@/server/auth/guard';
import { loadTeamTab } from '@/server/team/queries';
import { TeamManager } from './team-manager';

/**
 * Server part of the Team tab (admins only: the dashboard renders it only for the
 * `team` capability, and every action it calls checks it again): members and open invitations.
 */
export async function TeamPanel({ member }: { member: StaffUser }) {
  const { members, invitations } = await loadTeamTab();
  return (
    <TeamManager
      selfId={member.id}
      members={members.map((m) => ({
        ...m,
        lastSignInAt: m.lastSignInAt?.toISOString() ?? null,
        since: m.since.toISOString(),
      }))}
      invitations={invitations.map((i) => ({
        ...i,
        createdAt: i.createdAt.toISOString(),
        expiresAt: i.expiresAt.toISOString(),
      }))}
    />
  );
}
