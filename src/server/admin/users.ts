import crypto from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { account, admin_users, audit_log, twoFactor, user, verification } from '@/db/schema';
import type { StaffRole } from '@/lib/roles';
import { AppError } from '../errors';

/**
 * The e-mail addresses of the team's active admins (who are notified when nobody else is, and who
 * review pages).
 * @param db - the database, or the caller's transaction
 */
export async function activeAdminEmails(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: user.email })
    .from(user)
    .innerJoin(admin_users, eq(admin_users.user_id, user.id))
    .where(and(eq(admin_users.role, 'admin'), eq(admin_users.is_active, true)));
  return rows.map((r) => r.email);
}

/** A team member as `npm run admin -- list` prints it. */
export type AdminListing = { email: string; role: StaffRole; is_active: boolean; since: Date };

/** Thrown for a command that cannot be carried out (unknown user): an AppError answered 404. */
export class AdminCommandError extends AppError {
  constructor(message: string) {
    super(404, message);
    this.name = 'AdminCommandError';
  }
}

async function findUserId(db: Db, email: string): Promise<string> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = lower(${email.trim()})`)
    .limit(1);
  if (!row)
    throw new AdminCommandError(
      `No account with the e-mail ${email.trim()}. The person must sign up first.`,
    );
  return row.id;
}

/**
 * Puts an existing account on the team with `role` (an active admin_users row; used for the
 * first admin and for recovery), whatever its row said before.
 * @param role - "admin" (default) or "editor"
 * @throws AdminCommandError when no account has that e-mail
 */
export async function grantAdmin(db: Db, email: string, role: StaffRole = 'admin'): Promise<void> {
  const userId = await findUserId(db, email);
  await db
    .insert(admin_users)
    .values({ user_id: userId, is_active: true, role })
    .onConflictDoUpdate({
      target: admin_users.user_id,
      set: { is_active: true, role, updated_at: new Date() },
    });
}

/**
 * Removes the admin role (the row stays, inactive, for the record).
 * @throws AdminCommandError when no account has that e-mail
 */
export async function revokeAdmin(db: Db, email: string): Promise<void> {
  const userId = await findUserId(db, email);
  await db
    .update(admin_users)
    .set({ is_active: false, updated_at: new Date() })
    .where(eq(admin_users.user_id, userId));
}

/**
 * `npm run admin -- reset-2fa <email>`: recovers a lost authenticator by
 * removing the account's TOTP secret and backup codes, its trusted-device records, and turning
 * two-factor off; the person signs in with the password alone and enrols again (at once when
 * ADMIN_REQUIRE_2FA is on). Recorded in audit_log as `auth.two_factor.reset` in the same
 * transaction.
 * @param db - the database
 * @param email - the account's address (any case)
 * @param via - how the command reached the database, for the audit entry
 * @returns whether two-factor was on before the reset
 * @throws AdminCommandError when no account has that e-mail
 */
export async function resetTwoFactor(
  db: Db,
  email: string,
  via: 'cli' | 'cli-through-server',
): Promise<{ wasEnabled: boolean }> {
  const userId = await findUserId(db, email);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ on: user.twoFactorEnabled })
      .from(user)
      .where(eq(user.id, userId));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
    // better-auth keeps "trust this device" records as verification rows holding the user id.
    await tx
      .delete(verification)
      .where(and(like(verification.identifier, 'trust-device-%'), eq(verification.value, userId)));
    await tx
      .update(user)
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where(eq(user.id, userId));
    await tx.insert(audit_log).values({
      actor_user_id: null,
      action: 'auth.two_factor.reset',
      resource_type: 'user',
      resource_id: userId,
      details: { email: email.trim().toLowerCase(), via, wasEnabled: before?.on ?? false },
    });
    return { wasEnabled: before?.on ?? false };
  });
}

/** Every admin row with its e-mail, active ones first. */
export async function listAdmins(db: Db): Promise<AdminListing[]> {
  const rows = await db
    .select({
      email: user.email,
      role: admin_users.role,
      is_active: admin_users.is_active,
      since: admin_users.created_at,
    })
    .from(admin_users)
    .innerJoin(user, eq(user.id, admin_users.user_id))
    .orderBy(sql`${admin_users.is_active} desc`, user.email);
  return rows;
}

/**
 * Creates a confirmed account with a password and the admin role (the demo admin of `npm start`).
 * @returns the user id
 */
export function createConfirmedAdmin(
  db: Db,
  email: string,
  password: string,
  name = 'Demo Admin',
): Promise<string> {
  return createConfirmedUser(db, email, password, { name, admin: true });
}

/**
 * Creates a confirmed e-mail + password account, on the team when `admin` is set (demo admin,
 * browser-test users), with `role` (default "admin"). Skips the sign-up flow: use only for
 * accounts the operator creates.
 * @returns the user id
 */
export async function createConfirmedUser(
  db: Db,
  email: string,
  password: string,
  opts: { name: string; admin: boolean; role?: StaffRole },
): Promise<string> {
  const id = crypto.randomUUID();
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .insert(user)
      .values({ id, name: opts.name, email: email.toLowerCase(), emailVerified: true });
    await tx.insert(account).values({
      id: crypto.randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: hash,
    });
    if (opts.admin)
      await tx
        .insert(admin_users)
        .values({ user_id: id, is_active: true, role: opts.role ?? 'admin' });
  });
  return id;
}
