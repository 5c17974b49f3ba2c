import 'server-only';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { admin_invitations, admin_users, session, user } from '@/db/schema';
import { can, type StaffRole } from '@/lib/roles';
import { ActionError, oneOrNotFound } from '../actions/errors';
import { auditChange } from '../audit/log';
import type { StaffUser } from '../auth/guard';
import { senderStillMayInvite, withdrawInvitationsSentBy } from './invitations';

/** The refusal of the last-admin rule. */
export const LAST_ADMIN_MESSAGE =
  'The last active admin cannot be demoted or disabled. Make someone else an admin first.';

/** The member's team row (with their address), locked for the transaction. */
async function memberRow(tx: Db, userId: string) {
  return oneOrNotFound(
    tx
      .select({
        user_id: admin_users.user_id,
        role: admin_users.role,
        is_active: admin_users.is_active,
        email: user.email,
      })
      .from(admin_users)
      .innerJoin(user, eq(user.id, admin_users.user_id))
      .where(eq(admin_users.user_id, userId))
      .for('update', { of: admin_users }),
    'Team member',
  );
}

/**
 * Locks every active admin row, in id order, before anything else of a role or status change: two
 * changes at the same moment then run one after the other (never a deadlock), and the second sees
 * what the first did.
 * @returns the active admins' user ids
 */
async function lockActiveAdmins(tx: Db): Promise<string[]> {
  const admins = await tx
    .select({ user_id: admin_users.user_id })
    .from(admin_users)
    .where(and(eq(admin_users.is_active, true), eq(admin_users.role, 'admin')))
    .orderBy(admin_users.id)
    .for('update');
  return admins.map((a) => a.user_id);
}

/**
 * The last-admin rule: refuses a change that would leave no active admin.
 * @param admins - the active admins, from {@link lockActiveAdmins}
 * @throws ActionError 409 {@link LAST_ADMIN_MESSAGE} when `userId` is the only active admin
 */
function keepAnotherAdmin(admins: string[], userId: string): void {
  if (!admins.some((id) => id !== userId)) throw new ActionError(LAST_ADMIN_MESSAGE, 409);
}

/** Deletes every session of the account: their next request is signed out. */
async function endSessions(tx: Db, userId: string): Promise<number> {
  const ended = await tx
    .delete(session)
    .where(eq(session.userId, userId))
    .returning({ id: session.id });
  return ended.length;
}

/**
 * Changes a member's role. The role is read on every request, so the person's very
 * next request sees only what the new role allows. A role that may not invite withdraws the
 * open invitations the member sent. Audited as `team.role_change`.
 * @returns the member's id and new role
 * @throws ActionError 404 for an unknown member, 409 for the last active admin's demotion
 */
export async function changeMemberRole(
  db: Db,
  actor: StaffUser,
  userId: string,
  role: StaffRole,
): Promise<{ userId: string; role: StaffRole }> {
  return db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const member = await memberRow(tx, userId);
    if (member.role === role) return { userId, role };
    if (member.role === 'admin' && member.is_active) keepAnotherAdmin(admins, userId);
    await tx
      .update(admin_users)
      .set({ role, updated_at: new Date() })
      .where(eq(admin_users.user_id, userId));
    await auditChange(tx, actor.id, 'team.role_change', userId, {
      email: member.email,
      from: member.role,
      to: role,
    });
    if (!can(role, 'team')) await withdrawInvitationsSentBy(tx, actor, userId, 'sender_demoted');
    return { userId, role };
  });
}

/**
 * Disables (`active: false`) or enables a member. Disabling ends every session
 * of theirs in the same transaction, so their very next request lands on /auth, and withdraws the
 * open invitations they sent. Nobody disables
 * themself (another admin must), and the last active admin is never disabled. Audited as
 * `team.disable` / `team.enable`.
 * @returns the member's id, state and how many sessions ended
 * @throws ActionError 404 for an unknown member, 409 for oneself or the last active admin
 */
export async function setMemberActive(
  db: Db,
  actor: StaffUser,
  userId: string,
  active: boolean,
): Promise<{ userId: string; active: boolean; sessionsEnded: number }> {
  return db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const member = await memberRow(tx, userId);
    if (!active && userId === actor.id)
      throw new ActionError('You cannot disable yourself. Ask another admin.', 409);
    if (!active && member.role === 'admin' && member.is_active) keepAnotherAdmin(admins, userId);
    await tx
      .update(admin_users)
      .set({ is_active: active, updated_at: new Date() })
      .where(eq(admin_users.user_id, userId));
    const sessionsEnded = active ? 0 : await endSessions(tx, userId);
    if (!active) await withdrawInvitationsSentBy(tx, actor, userId, 'sender_disabled');
    await auditChange(tx, actor.id, active ? 'team.enable' : 'team.disable', userId, {
      email: member.email,
      sessionsEnded,
    });
    return { userId, active, sessionsEnded };
  });
}

/** What a disabled member is told when they try to sign in. */
export const DISABLED_MEMBER_MESSAGE =
  'This account is disabled. Ask an admin of your team to enable it again.';

/**
 * Whether an account may not start a session: it is a disabled team member, and no invitation
 * waits for its address (an admin re-inviting a disabled member lets them in, as the invitation
 * is then applied at sign-in). Accounts not on the team are not refused here: they simply reach
 * no admin page.
 * @returns true when the sign-in must be refused
 */
export async function isDisabledMember(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ active: admin_users.is_active, email: user.email })
    .from(admin_users)
    .innerJoin(user, eq(user.id, admin_users.user_id))
    .where(eq(admin_users.user_id, userId))
    .limit(1);
  if (!row || row.active) return false;
  const waiting = await db
    .select({ invited_by: admin_invitations.invited_by })
    .from(admin_invitations)
    .where(
      and(
        sql`lower(${admin_invitations.email}) = ${row.email.toLowerCase()}`,
        isNull(admin_invitations.accepted_at),
        isNull(admin_invitations.revoked_at),
        gt(admin_invitations.expires_at, new Date()),
      ),
    );
  for (const invitation of waiting) if (await senderStillMayInvite(db, invitation)) return false;
  return true;
}

/**
 * "Sign out everywhere": ends every session of a member (their browsers must sign
 * in again; their role stays). Audited as `team.sign_out_everywhere`.
 * @returns how many sessions ended
 * @throws ActionError 404 for an unknown member
 */
export async function signOutEverywhere(
  db: Db,
  actor: StaffUser,
  userId: string,
): Promise<{ userId: string; sessionsEnded: number }> {
  return db.transaction(async (tx) => {
    const member = await memberRow(tx, userId);
    const sessionsEnded = await endSessions(tx, userId);
    await auditChange(tx, actor.id, 'team.sign_out_everywhere', userId, {
      email: member.email,
      sessionsEnded,
    });
    return { userId, sessionsEnded };
  });
}

/**
 * Notes a successful sign-in of a team member (the Team list's "Last sign-in"). A person not on
 * the team is not affected.
 */
export async function recordSignIn(db: Db, userId: string, at = new Date()): Promise<void> {
  await db.update(admin_users).set({ last_sign_in_at: at }).where(eq(admin_users.user_id, userId));
}

/** A person on the team as the Team section lists them. */
export type TeamMember = {
  userId: string;
  name: string;
  email: string;
  role: StaffRole;
  status: 'active' | 'disabled';
  lastSignInAt: Date | null;
  twoFactorEnabled: boolean;
  since: Date;
};

/** An open invitation (not accepted, not withdrawn), expired or not. */
export type TeamInvitation = {
  id: number;
  email: string;
  role: StaffRole;
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
  /** Past `expiresAt` (judged when listed): the link no longer works; Re-send makes a new one. */
  expired: boolean;
};

/**
 * The Team section's data: every team member (active first, then by address) and
 * every open invitation (newest first; an expired one stays listed until re-sent or revoked).
 * The caller has checked the `team` capability.
 */
export async function listTeam(
  db: Db,
  now = new Date(),
): Promise<{ members: TeamMember[]; invitations: TeamInvitation[] }> {
  const [members, invitations] = await Promise.all([
    db
      .select({
        userId: admin_users.user_id,
        name: user.name,
        email: user.email,
        role: admin_users.role,
        active: admin_users.is_active,
        lastSignInAt: admin_users.last_sign_in_at,
        twoFactorEnabled: user.twoFactorEnabled,
        since: admin_users.created_at,
      })
      .from(admin_users)
      .innerJoin(user, eq(user.id, admin_users.user_id))
      .orderBy(sql`${admin_users.is_active} desc`, user.email),
    db
      .select({
        id: admin_invitations.id,
        email: admin_invitations.email,
        role: admin_invitations.role,
        invitedBy: admin_invitations.invited_by_email,
        createdAt: admin_invitations.created_at,
        expiresAt: admin_invitations.expires_at,
      })
      .from(admin_invitations)
      .where(and(isNull(admin_invitations.accepted_at), isNull(admin_invitations.revoked_at)))
      .orderBy(desc(admin_invitations.created_at)),
  ]);
  return {
    members: members.map(({ active, ...m }) => ({
      ...m,
      status: active ? 'active' : 'disabled',
    })),
    invitations: invitations.map((i) => ({ ...i, expired: i.expiresAt <= now })),
  };
}
