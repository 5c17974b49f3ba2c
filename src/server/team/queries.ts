import 'server-only';
import { getDb } from '@/db/client';
import { invitationForToken, type InvitationState } from './accept';
import { listTeam, type TeamInvitation, type TeamMember } from './members';

/**
 * The Team tab's data: members and open invitations ({@link listTeam}). The caller
 * has checked the `team` capability.
 */
export function loadTeamTab(): Promise<{ members: TeamMember[]; invitations: TeamInvitation[] }> {
  return listTeam(getDb());
}

/** The state of the invitation a link names, for /auth/invite ({@link invitationForToken}). */
export function loadInvitation(token: string): Promise<InvitationState> {
  return invitationForToken(getDb(), token);
}
