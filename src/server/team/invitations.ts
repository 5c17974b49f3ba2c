import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { admin_invitations, admin_users, user } from '@/db/schema';
import { isCompanyEmail } from '@/lib/company-email';
import { getEnv, getSiteUrl } from '@/lib/env';
import { can, ROLE_LABELS, type StaffRole } from '@/lib/roles';
import type { InviteInput } from '@/lib/validation/team';
import { ActionError, oneOrNotFound } from '../actions/errors';
import { auditChange } from '../audit/log';
import type { StaffUser } from '../auth/guard';
import { enqueueMail } from '../mail/outbox';
import { newSecretToken } from '../tokens';
import { invitationMail } from './mail';

/** How long an invitation link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The page an invitation link opens. */
export function invitationUrl(token: string): string {
  return `${getSiteUrl()}/auth/invite?token=${encodeURIComponent(token)}`;
}

/**
 * Whether `email` may be invited: in ADMIN_EMAIL_DOMAIN, or listed in
 * ADMIN_INVITE_ALLOWED_EMAILS (an agency, a freelancer).
 */
export function mayBeInvited(email: string): boolean {
  const env = getEnv();
  return (
    isCompanyEmail(email, env.ADMIN_EMAIL_DOMAIN) ||
    env.ADMIN_INVITE_ALLOWED_EMAILS.includes(email.trim().toLowerCase())
  );
}

/** The account of an address (any case), with its team row if it has one; null when none. */
export async function accountOf(db: Db, email: string) {
  const [row] = await db
    .select({ id: user.id, active: admin_users.is_active })
    .from(user)
    .leftJoin(admin_users, eq(admin_users.user_id, user.id))
    .where(sql`lower(${user.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/** Queues the invitation e-mail with its link (in the caller's transaction). */
async function sendInvitation(
  tx: Db,
  to: string,
  role: StaffRole,
  token: string,
  inviter: StaffUser,
  hasAccount: boolean,
) {
  await enqueueMail(tx, [
    invitationMail({
      to,
      roleLabel: ROLE_LABELS[role],
      url: invitationUrl(token),
      inviter: inviter.name || inviter.email,
      inviterEmail: inviter.email,
      hasAccount,
    }),
  ]);
}

/**
 * Invites a person to the team: an invitation row valid 7 days whose single-use link
 * goes out by e-mail through the outbox (in the same transaction). An open invitation to the same
 * address is withdrawn first, so only the newest link works. Audited as `invitation.create`.
 * @param db - the database
 * @param inviter - the admin who invites
 * @param input - the validated address and role
 * @returns the invitation's id and address (never the token: it lives only in the e-mail)
 * @throws ActionError 422 (field `email`) for an address outside the company domain that is not in
 *   ADMIN_INVITE_ALLOWED_EMAILS; 409 when the address already belongs to an active team member
 */
export async function inviteMember(
  db: Db,
  inviter: StaffUser,
  input: { email: string; role: InviteInput['role'] },
): Promise<{ id: number; email: string }> {
  const email = input.email.trim().toLowerCase();
  const env = getEnv();
  if (!mayBeInvited(email))
    throw new ActionError(
      `Only @${env.ADMIN_EMAIL_DOMAIN} addresses can be invited, unless the address is listed in ADMIN_INVITE_ALLOWED_EMAILS.`,
      422,
      'email',
    );
  const account = await accountOf(db, email);
  if (account?.active)
    throw new ActionError(
      `${email} is already on the team. Change their role in the list instead.`,
      409,
      'email',
    );
  const { token, hash } = newSecretToken();
  return db.transaction(async (tx) => {
    await tx
      .update(admin_invitations)
      .set({ revoked_at: new Date() })
      .where(
        and(
          sql`lower(${admin_invitations.email}) = ${email}`,
          isNull(admin_invitations.accepted_at),
          isNull(admin_invitations.revoked_at),
        ),
      );
    const [row] = await tx
      .insert(admin_invitations)
      .values({
        email,
        role: input.role,
        token_hash: hash,
        invited_by: inviter.id,
        invited_by_email: inviter.email,
        expires_at: new Date(Date.now() + INVITATION_TTL_MS),
      })
      .returning({ id: admin_invitations.id });
    await sendInvitation(tx, email, input.role, token, inviter, Boolean(account));
    await auditChange(tx, inviter.id, 'invitation.create', row!.id, { email, role: input.role });
    return { id: row!.id, email };
  });
}

/** The open (not accepted, not revoked) invitation `id`, locked for the transaction. */
async function openInvitation(tx: Db, id: number) {
  return oneOrNotFound(
    tx
      .select()
      .from(admin_invitations)
      .where(
        and(
          eq(admin_invitations.id, id),
          isNull(admin_invitations.accepted_at),
          isNull(admin_invitations.revoked_at),
        ),
      )
      .for('update'),
    'Invitation',
  );
}

/**
 * Sends an open invitation again with a new link valid 7 more days; the earlier link stops
 * working. Audited as `invitation.resend`.
 * @throws ActionError 404 when the invitation was accepted, revoked or does not exist
 */
export async function resendInvitation(
  db: Db,
  inviter: StaffUser,
  id: number,
): Promise<{ id: number; email: string }> {
  return db.transaction(async (tx) => {
    const invitation = await openInvitation(tx, id);
    const { token, hash } = newSecretToken();
    await tx
      .update(admin_invitations)
      .set({
        token_hash: hash,
        expires_at: new Date(Date.now() + INVITATION_TTL_MS),
        invited_by: inviter.id,
        invited_by_email: inviter.email,
      })
      .where(eq(admin_invitations.id, id));
    const account = await accountOf(tx, invitation.email);
    await sendInvitation(tx, invitation.email, invitation.role, token, inviter, Boolean(account));
    await auditChange(tx, inviter.id, 'invitation.resend', id, { email: invitation.email });
    return { id, email: invitation.email };
  });
}

/**
 * Withdraws an open invitation: its link then explains that it was withdrawn. Audited as
 * `invitation.revoke`.
 * @throws ActionError 404 when the invitation was accepted, revoked or does not exist
 */
export async function revokeInvitation(
  db: Db,
  actor: StaffUser,
  id: number,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const invitation = await openInvitation(tx, id);
    await tx
      .update(admin_invitations)
      .set({ revoked_at: new Date(), revoked_by_email: actor.email })
      .where(eq(admin_invitations.id, id));
    await auditChange(tx, actor.id, 'invitation.revoke', id, { email: invitation.email });
    return { id };
  });
}

/**
 * Withdraws every open invitation `senderId` sent (in the caller's transaction): called when the
 * sender is disabled or loses the right to invite, so that nobody joins the team on the word of
 * someone who no longer could bring them in. Each is audited as `invitation.revoke` with the
 * reason; the withdrawn link names `actor` as the person to ask.
 * @param reason - why, for the audit: `sender_disabled` or `sender_demoted`
 * @returns how many invitations were withdrawn
 */
export async function withdrawInvitationsSentBy(
  tx: Db,
  actor: StaffUser,
  senderId: string,
  reason: 'sender_disabled' | 'sender_demoted',
): Promise<number> {
  const withdrawn = await tx
    .update(admin_invitations)
    .set({ revoked_at: new Date(), revoked_by_email: actor.email })
    .where(
      and(
        eq(admin_invitations.invited_by, senderId),
        isNull(admin_invitations.accepted_at),
        isNull(admin_invitations.revoked_at),
      ),
    )
    .returning({ id: admin_invitations.id, email: admin_invitations.email });
  for (const w of withdrawn)
    await auditChange(tx, actor.id, 'invitation.revoke', w.id, { email: w.email, reason });
  return withdrawn.length;
}

/**
 * Whether the person who sent an invitation may still bring someone in: an active team member
 * who may invite (the Team capability, so their role is at least the invitation's). A sender
 * disabled, demoted or removed since makes the invitation void, whatever its link says.
 * @param invitation - its sender's user id (null when that account was deleted)
 */
export async function senderStillMayInvite(
  tx: Db,
  invitation: { invited_by: string | null },
): Promise<boolean> {
  if (!invitation.invited_by) return false;
  const [sender] = await tx
    .select({ role: admin_users.role, active: admin_users.is_active })
    .from(admin_users)
    .where(eq(admin_users.user_id, invitation.invited_by))
    .limit(1);
  return Boolean(sender?.active && can(sender.role, 'team'));
}

/**
 * Applies the open, unexpired invitations of an address that already has an account (the invite
 * grants the role once they sign in):
 * the account joins the team (or is enabled again) with the invitation's role, and the invitation
 * is marked accepted — unless its sender may no longer invite ({@link senderStillMayInvite}).
 * Called on every successful sign-in; audited as `invitation.accept`.
 * @param db - the database
 * @param userId - the account that signed in
 * @param email - its address
 * @returns the role granted, or null when there was no invitation to apply
 */
export async function applyPendingInvitation(
  db: Db,
  userId: string,
  email: string,
): Promise<StaffRole | null> {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(admin_invitations)
      .where(
        and(
          sql`lower(${admin_invitations.email}) = ${email.toLowerCase()}`,
          isNull(admin_invitations.accepted_at),
          isNull(admin_invitations.revoked_at),
          gt(admin_invitations.expires_at, new Date()),
        ),
      )
      .for('update');
    if (!invitation || !(await senderStillMayInvite(tx, invitation))) return null;
    await joinTeam(tx, invitation, userId, { existingAccount: true });
    return invitation.role;
  });
}

/**
 * Uses up an invitation for an account (in the caller's transaction, with the invitation row
 * locked): the account joins the team with the invitation's role, or an earlier team row of it
 * (disabled, another role) takes that role and is enabled; the invitation is marked accepted by
 * it; audited as `invitation.accept`.
 */
export async function joinTeam(
  tx: Db,
  invitation: { id: number; email: string; role: StaffRole },
  userId: string,
  opts: { existingAccount: boolean; now?: Date },
): Promise<void> {
  const now = opts.now ?? new Date();
  const { id, email, role } = invitation;
  await tx
    .insert(admin_users)
    .values({ user_id: userId, role, is_active: true })
    .onConflictDoUpdate({
      target: admin_users.user_id,
      set: { role, is_active: true, updated_at: now },
    });
  await tx
    .update(admin_invitations)
    .set({ accepted_at: now, accepted_user_id: userId })
    .where(eq(admin_invitations.id, id));
  await auditChange(tx, userId, 'invitation.accept', id, {
    email,
    role,
    existingAccount: opts.existingAccount,
  });
}
