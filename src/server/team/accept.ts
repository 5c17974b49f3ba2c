import 'server-only';
import crypto from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { account, admin_invitations, user } from '@/db/schema';
import type { StaffRole } from '@/lib/roles';
import { replaceUnconfirmedAccount } from '../auth/sign-up';
import { AppError } from '../errors';
import { hashToken } from '../tokens';
import { joinTeam, senderStillMayInvite } from './invitations';

/**
 * What an invitation link is now (expired or revoked links explain themselves);
 * `When` is a Date on the server and an ISO string once sent to the browser.
 */
export type InvitationState<When = Date> =
  | { state: 'invalid' }
  | {
      state: 'valid' | 'expired' | 'revoked' | 'used';
      email: string;
      role: StaffRole;
      /** Who to ask for a new link: whoever withdrew it, else whoever sent it. */
      invitedBy: string | null;
      expiresAt: When;
      /** The address already has an account: sign in to accept. */
      hasAccount: boolean;
    };

/** Answers of {@link acceptInvitation} that the invitation page explains (never a 5xx). */
export class InvitationError extends AppError {
  constructor(
    public readonly state: Exclude<InvitationState['state'], 'valid'> | 'has_account',
    message: string,
  ) {
    super(state === 'invalid' ? 404 : 409, message);
    this.name = 'InvitationError';
  }
}

/** The messages of a link that no longer works (the page adds whom to ask). */
export const INVITATION_MESSAGES = {
  invalid:
    'This invitation link is not valid. Check that you opened the whole link from the e-mail.',
  expired: 'This invitation has expired.',
  revoked: 'This invitation was withdrawn.',
  used: 'This invitation has already been used. Sign in instead.',
  has_account: 'You already have an account. Sign in with it to accept the invitation.',
} as const;

async function rowForToken(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(admin_invitations)
    .where(eq(admin_invitations.token_hash, hashToken(token)))
    .limit(1);
  return row ?? null;
}

/**
 * Whether the address has a confirmed account (to accept, they sign in with it). An unconfirmed
 * one does not count: anybody can sign up an address without owning it, and accepting replaces it.
 */
async function hasAccount(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(sql`lower(${user.email}) = ${email.toLowerCase()}`, eq(user.emailVerified, true)))
    .limit(1);
  return row !== undefined;
}

/**
 * The state of the invitation a link's token names, for the invitation page.
 * @param token - the `?token=` of the link (any string; unknown = `invalid`)
 * @param now - the time to judge expiry by
 */
export async function invitationForToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<InvitationState> {
  if (token.length < 16 || token.length > 128) return { state: 'invalid' };
  const row = await rowForToken(db, token);
  if (!row) return { state: 'invalid' };
  const state = row.accepted_at
    ? 'used'
    : row.revoked_at || !(await senderStillMayInvite(db, row))
      ? 'revoked'
      : row.expires_at <= now
        ? 'expired'
        : 'valid';
  return {
    state,
    email: row.email,
    role: row.role,
    invitedBy: row.revoked_by_email ?? row.invited_by_email,
    expiresAt: row.expires_at,
    hasAccount: await hasAccount(db, row.email),
  };
}

/**
 * Accepts an invitation with a new account: the link proved the mailbox, so the
 * account is created confirmed, with the name and password given and the invitation's role, and
 * the invitation is used up — all in one transaction that locks the invitation row, so a link
 * works exactly once even when sent twice at the same moment. An unconfirmed account of the
 * address is replaced. An invitation whose sender may no longer invite is refused as withdrawn.
 * Audited as `invitation.accept`. The caller signs the person in.
 * @param input - the link's token, the person's name and password (validated)
 * @returns the new account's id, address and role
 * @throws InvitationError: 404 `invalid`, 409 `expired` / `revoked` / `used`, 409 `has_account`
 *   when the address already has a confirmed account (they sign in to accept instead)
 */
export async function acceptInvitation(
  db: Db,
  input: { token: string; name: string; password: string },
  now = new Date(),
): Promise<{ userId: string; email: string; role: StaffRole }> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(admin_invitations)
      .where(eq(admin_invitations.token_hash, hashToken(input.token)))
      .for('update');
    if (!row) throw new InvitationError('invalid', INVITATION_MESSAGES.invalid);
    if (row.accepted_at) throw new InvitationError('used', INVITATION_MESSAGES.used);
    if (row.revoked_at || !(await senderStillMayInvite(tx, row)))
      throw new InvitationError('revoked', INVITATION_MESSAGES.revoked);
    if (row.expires_at <= now) throw new InvitationError('expired', INVITATION_MESSAGES.expired);
    // Someone may have signed up this address and left it unconfirmed; the link proves the
    // mailbox, so that account gives way, as it does to a sign-up.
    await replaceUnconfirmedAccount(tx, row.email);
    if (await hasAccount(tx, row.email))
      throw new InvitationError('has_account', INVITATION_MESSAGES.has_account);
    const userId = crypto.randomUUID();
    await tx
      .insert(user)
      .values({ id: userId, name: input.name.trim(), email: row.email, emailVerified: true });
    await tx.insert(account).values({
      id: crypto.randomUUID(),
      accountId: userId,
      providerId: 'credential',
      userId,
      password: passwordHash,
    });
    await joinTeam(tx, row, userId, { existingAccount: false, now });
    return { userId, email: row.email, role: row.role };
  });
}
