import path from 'node:path';
import { openDatabase, type DbHandle } from '../../src/db/client';

/**
 * Opens the configured database for a command-line task: PostgreSQL when DATABASE_URL is set,
 * else the embedded database in DATA_DIR/db. Never open the embedded one while a server holds it.
 * @param env - DATABASE_URL and DATA_DIR from src/lib/env.ts
 * @param max - most PostgreSQL connections (a task needs one or two)
 */
export function openConfiguredDatabase(
  env: { DATABASE_URL?: string; DATA_DIR: string },
  max = 2,
): DbHandle {
  return env.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: env.DATABASE_URL, max })
    : openDatabase({ kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'db') });
}
