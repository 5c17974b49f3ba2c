import crypto from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { twoFactorUsedCodes } from '@/db/schema';

/** What a sign-in with a two-factor code already used is told. */
export const CODE_REUSED_MESSAGE =
  'This code was already used. Wait for the next code in your authenticator app.';

/**
 * How long a used code is remembered: a TOTP code is accepted for its 30-second step and one on
 * each side (90 seconds), plus a margin for clocks.
 */
const REMEMBER_MS = 2 * 60 * 1000;

/**
 * Claims a TOTP code for a sign-in of `userId`: true the first time, false when the account
 * already signed in with this code while it could still be valid (the code of one time step is
 * one code, so a code seen twice is a step used twice). Two sign-ins with the same code at the
 * same moment: the primary key lets exactly one claim it. Only a hash of the code is kept, and
 * the account's expired claims are removed on the way.
 * @param code - the six digits the person typed, as sent
 * @returns whether the sign-in may go on
 */
export async function claimTotpCode(
  db: Db,
  userId: string,
  code: string,
  now = new Date(),
): Promise<boolean> {
  const codeHash = crypto.createHash('sha256').update(`${userId}:${code}`).digest('base64url');
  await db
    .delete(twoFactorUsedCodes)
    .where(
      and(
        eq(twoFactorUsedCodes.userId, userId),
        lt(twoFactorUsedCodes.usedAt, new Date(now.getTime() - REMEMBER_MS)),
      ),
    );
  const claimed = await db
    .insert(twoFactorUsedCodes)
    .values({ userId, codeHash, usedAt: now })
    .onConflictDoNothing()
    .returning({ userId: twoFactorUsedCodes.userId });
  return claimed.length === 1;
}
