'use server';

import {
  invitationIdSchema,
  inviteSchema,
  memberActiveSchema,
  memberSchema,
  roleChangeSchema,
} from '@/lib/validation/team';
import { adminAction } from '../actions/admin-action';
import { kickOutbox } from '../mail/worker';
import { inviteMember, resendInvitation, revokeInvitation } from './invitations';
import { changeMemberRole, setMemberActive, signOutEverywhere } from './members';

/** Waits for a write that queued an e-mail, then wakes the outbox so the e-mail leaves at once. */
async function sendingMail<R>(write: Promise<R>): Promise<R> {
  const result = await write;
  kickOutbox();
  return result;
}

/** Invites a person by e-mail with a role; admins only. */
export const inviteMemberAction = adminAction(
  'team.invite',
  'team',
  inviteSchema,
  (data, admin, db) => sendingMail(inviteMember(db, admin, data)),
);

/** Sends an open invitation again with a new 7-day link; admins only. */
export const resendInvitationAction = adminAction(
  'team.invite_resend',
  'team',
  invitationIdSchema,
  ({ id }, admin, db) => sendingMail(resendInvitation(db, admin, id)),
);

/** Withdraws an open invitation; admins only. */
export const revokeInvitationAction = adminAction(
  'team.invite_revoke',
  'team',
  invitationIdSchema,
  ({ id }, admin, db) => revokeInvitation(db, admin, id),
);

/** Changes a member's role; never the last active admin's; admins only. */
export const changeMemberRoleAction = adminAction(
  'team.role_change',
  'team',
  roleChangeSchema,
  ({ userId, role }, admin, db) => changeMemberRole(db, admin, userId, role),
);

/** Disables (ending their sessions) or enables a member; admins only. */
export const setMemberActiveAction = adminAction(
  'team.set_active',
  'team',
  memberActiveSchema,
  ({ userId, active }, admin, db) => setMemberActive(db, admin, userId, active),
);

/** Ends every session of a member ("Sign out everywhere"); admins only. */
export const signOutEverywhereAction = adminAction(
  'team.sign_out_everywhere',
  'team',
  memberSchema,
  ({ userId }, admin, db) => signOutEverywhere(db, admin, userId),
);
