import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { user } from '@/db/schema';

/**
 * Sign-up for an address that already has an UNCONFIRMED account (sign-up
 * pre-hijacking): that account (its user row, and through foreign keys its credential, sessions,
 * two-factor data and any admin row) is removed, so better-auth's sign-up that follows creates a
 * new account with the new password and e-mails a new confirmation link. Confirmation links are
 * bound to the user id (better-auth puts `userId` in the token and refuses a mismatch), so every
 * earlier link stops working. A confirmed account is never touched: better-auth then answers with
 * its generic response and sends nothing, the same answer a new address gets.
 * @param db - the database
 * @param email - the address of the sign-up (any case)
 * @returns the id of the removed account, or null when there was none to replace
 */
export async function replaceUnconfirmedAccount(db: Db, email: string): Promise<string | null> {
  const [removed] = await db
    .delete(user)
    .where(
      and(sql`lower(${user.email}) = ${email.trim().toLowerCase()}`, eq(user.emailVerified, false)),
    )
    .returning({ id: user.id });
  return removed?.id ?? null;
}
