import crypto from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { analytics_salts } from '@/db/schema';

/**
 * The daily salt of the visitor hash: 32 random bytes per UTC day, kept in the
 * database so every instance hashes a visitor alike, created by the first instance that needs it
 * (insert … on conflict do nothing, then read: every instance gets the winner's). Rotation: reading
 * a day's salt deletes the salts of earlier days, and the hourly rollup does too, so yesterday's
 * salt is gone shortly after midnight UTC and yesterday's visitor ids can no longer be recomputed.
 */

/**
 * The salt of `day`, created when missing; deletes the salts of the days before it.
 * @param day - "YYYY-MM-DD" (UTC)
 * @returns 32 bytes
 * @throws the database error
 */
export async function dailySalt(db: Db, day: string): Promise<Buffer> {
  await db
    .insert(analytics_salts)
    .values({ day, salt: crypto.randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(analytics_salts).where(eq(analytics_salts.day, day));
  await deleteOldSalts(db, day);
  return Buffer.from(row!.salt, 'hex');
}

/**
 * Deletes the salts of the days before `day` (the salt rotates daily).
 * @returns how many were deleted
 */
export async function deleteOldSalts(db: Db, day: string): Promise<number> {
  const gone = await db
    .delete(analytics_salts)
    .where(lt(analytics_salts.day, day))
    .returning({ day: analytics_salts.day });
  return gone.length;
}

/**
 * A per-process cache of {@link dailySalt}: one database round trip per day and
 * instance; a failed read is not cached (the next flush tries again).
 * @param load - reads a day's salt (dailySalt with the database)
 */
export function saltCache(
  load: (day: string) => Promise<Buffer>,
): (day: string) => Promise<Buffer> {
  let cached: { day: string; salt: Promise<Buffer> } | null = null;
  return (day) => {
    if (cached?.day === day) return cached.salt;
    const salt = load(day);
    const entry = { day, salt };
    cached = entry;
    salt.catch(() => {
      if (cached === entry) cached = null;
    });
    return salt;
  };
}
