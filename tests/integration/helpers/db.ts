import crypto from 'node:crypto';
import fs from 'node:fs';
import { Client } from 'pg';
import { inject } from 'vitest';
import { migrateDatabase, openDatabase, type DbHandle } from '@/db/client';
import { pgErrorCode } from '@/db/errors';

/** Database targets every integration suite runs against. */
export type DbTarget = {
  name: 'pglite' | 'postgres';
  /** A fresh database, migrated unless `migrate` is false (a test of a migration). */
  create: (options?: { migrate?: boolean }) => Promise<TestDatabase>;
};

export type TestDatabase = DbHandle & { dispose: () => Promise<void> };

// The migrated data directory global-setup.ts dumped, read once per test process.
let template: Blob | undefined;

/**
 * A fresh in-memory PGlite: a copy of the data directory global-setup.ts migrated once (a fraction
 * of initialising and migrating one), or an empty one for a test of a migration.
 */
async function createPglite(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  if (options.migrate !== false) template ??= new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
  const handle = openDatabase({
    kind: 'pglite-memory',
    loadDataDir: options.migrate === false ? undefined : template,
  });
  return { ...handle, dispose: () => handle.close() };
}

/**
 * A fresh, migrated PostgreSQL database of its own on the TEST_DATABASE_URL server, so parallel
 * test files (one per Vitest worker) never collide: a copy of the template global-setup.ts
 * migrated once (or an empty one for a test of a migration); dropped on dispose.
 */
async function createPostgres(
  serverUrl: string,
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const name = `lizit_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  const template = options.migrate === false ? '' : inject('pgTemplate');
  await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase({ kind: 'postgres', url: url.toString(), max: 4 });
  if (options.migrate !== false && !template) await migrateDatabase(handle);
  return {
    ...handle,
    dispose: async () => {
      await handle.close();
      const c = new Client({ connectionString: serverUrl });
      await c.connect();
      // The pool's sockets may still be closing: wait for them rather than have the server kill
      // them (WITH (FORCE) sends them a FATAL error), and force only as a last resort.
      let dropped = false;
      for (let attempt = 0; attempt < 40 && !dropped; attempt++) {
        try {
          await c.query(`drop database if exists "${name}"`);
          dropped = true;
        } catch (error) {
          if (pgErrorCode(error) !== '55006') throw error;
          await new Promise((r) => setTimeout(r, 50));
        }
      }
      if (!dropped) await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/** In-memory PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export function dbTargets(): DbTarget[] {
  const targets: DbTarget[] = [{ name: 'pglite', create: createPglite }];
  const pgUrl = process.env.TEST_DATABASE_URL?.trim();
  if (pgUrl) targets.push({ name: 'postgres', create: (o) => createPostgres(pgUrl, o) });
  return targets;
}

/** Runs `fn` and returns the Postgres error code it failed with (undefined if it succeeded). */
export async function errorCode(fn: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await fn();
    return undefined;
  } catch (error) {
    return pgErrorCode(error) ?? 'unknown';
  }
}
