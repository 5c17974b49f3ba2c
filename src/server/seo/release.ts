import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { BUILD_HASH_FILE } from '@/config/build-hash';
import type { Db } from '@/db/client';
import { app_meta } from '@/db/schema';

// No 'server-only' here: the server's start (scripts/lib/prepare-database.ts) records the release.

const RELEASE_KEY = 'release';

/** The build's hash ({@link BUILD_HASH_FILE}, written by scripts/lib/build-hash.ts), or null (dev). */
export function readBuildHash(root: string = process.cwd()): string | null {
  try {
    return fs.readFileSync(path.join(root, BUILD_HASH_FILE), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/**
 * Records the release the server starts with (a static page's words and layout
 * change only with a release): in app_meta, the build's hash and the moment it was first started;
 * a restart of the same build keeps the first moment, so every instance agrees.
 * @param hash - the build's hash; null (a dev server) records nothing
 * @returns when the release was first started, or null
 */
export async function recordRelease(
  db: Db,
  hash: string | null,
  now: Date = new Date(),
): Promise<Date | null> {
  if (!hash) return null;
  const current = await getRelease(db);
  if (current?.hash === hash) return current.at;
  const value = { hash, at: now.toISOString() };
  await db
    .insert(app_meta)
    .values({ key: RELEASE_KEY, value })
    .onConflictDoUpdate({ target: app_meta.key, set: { value, updated_at: now } });
  return now;
}

/** The recorded release: its build hash and when it was first started; null when none. */
export async function getRelease(db: Db): Promise<{ hash: string; at: Date } | null> {
  const [row] = await db.select().from(app_meta).where(eq(app_meta.key, RELEASE_KEY)).limit(1);
  const value = row?.value as { hash?: unknown; at?: unknown } | undefined;
  if (typeof value?.hash !== 'string' || typeof value.at !== 'string') return null;
  return { hash: value.hash, at: new Date(value.at) };
}
