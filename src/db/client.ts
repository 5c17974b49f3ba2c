import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import { peekProcessSingleton, processSingleton, setProcessSingleton } from '@/lib/runtime';
import * as schema from './schema';

/** The Drizzle database, whichever driver is behind it (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The node-postgres pool (PostgreSQL only), for stores that talk to it directly. */
  pgPool?: Pool;
  /** Closes the underlying client (PGlite instance or pg pool). */
  close: () => Promise<void>;
};

export type OpenOptions =
  | { kind: 'postgres'; url: string; max?: number }
  | { kind: 'pglite'; dataDir: string }
  /** In memory; `loadDataDir` starts it from a `dumpDataDir()` copy (tests: a migrated template). */
  | { kind: 'pglite-memory'; loadDataDir?: Blob };

/** Where the SQL migrations live; they are applied at start, never at build. */
export const migrationsFolder = path.join(process.cwd(), 'src', 'db', 'migrations');

/**
 * Opens a database connection without touching any global state.
 * @param opts - PostgreSQL by URL, PGlite on a data directory, or PGlite in memory (tests),
 *   optionally loaded from a dumped data directory
 * @returns the handle; call `close()` when done
 */
export function openDatabase(opts: OpenOptions): DbHandle {
  if (opts.kind === 'postgres') {
    const pool = new Pool({ connectionString: opts.url, max: opts.max ?? 10 });
    // An idle connection that the server closes (restart, failover, admin command) must not crash
    // the process: the pool drops it and opens a new one on the next query.
    pool.on('error', (error) => {
      console.warn(`database: idle connection closed by the server: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', pgPool: pool, close: () => pool.end() };
  }
  let client: PGlite;
  if (opts.kind === 'pglite') {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    client = new PGlite(opts.dataDir);
  } else {
    client = new PGlite(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : undefined);
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}

/**
 * Applies every pending migration of {@link migrationsFolder}.
 * @param folder - another folder of migrations (tests apply the ones before a data migration)
 * @throws the driver's error when a migration fails (the start aborts)
 */
export async function migrateDatabase(
  handle: DbHandle,
  folder: string = migrationsFolder,
): Promise<void> {
  if (handle.kind === 'postgres') {
    await migratePg(handle.db as never, { migrationsFolder: folder });
  } else {
    await migratePglite(handle.db as never, { migrationsFolder: folder });
  }
}

declare module '@/lib/runtime' {
  interface RuntimeSlots {
    /** The process-wide database ({@link getDbHandle}). */
    db: DbHandle;
  }
}

/**
 * The process-wide database (ARCHITECTURE.md "The build never opens the database"): opened
 * lazily on first use as a process singleton (`lib/runtime.ts`), so the custom server and Next's bundled
 * server code share one PGlite instance. PostgreSQL when `DATABASE_URL` is set, else PGlite at
 * `DATA_DIR/db`.
 */
export function getDb(): Db {
  return getDbHandle().db;
}

/** The handle behind {@link getDb}, opening it on first use. */
export function getDbHandle(): DbHandle {
  return processSingleton('db', () => {
    if (process.env.NEXT_PHASE === 'phase-production-build') {
      throw new Error('The database must not be opened during the build.');
    }
    const url = process.env.DATABASE_URL?.trim();
    // The data dir is runtime configuration, not a build input: keep it out of output tracing.
    const dataDir = path.resolve(
      /*turbopackIgnore: true*/ process.env.DATA_DIR?.trim() || './.data',
    );
    return url
      ? openDatabase({ kind: 'postgres', url })
      : openDatabase({
          kind: 'pglite',
          dataDir: path.join(/*turbopackIgnore: true*/ dataDir, 'db'),
        });
  });
}

/** The process-wide handle if something opened it, else undefined (never opens it). */
export function openedDbHandle(): DbHandle | undefined {
  return peekProcessSingleton('db');
}

/** Installs an already-open handle as the process-wide database (tests, the start script). */
export function setDbHandle(handle: DbHandle | undefined): void {
  setProcessSingleton('db', handle);
}
