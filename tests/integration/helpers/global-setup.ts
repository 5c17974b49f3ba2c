/**
 * Vitest global setup: migrates one database of each kind once, so every integration suite starts
 * from a copy instead of running every migration again (most of a fresh database's cost). PGlite:
 * a dump of its data directory in a temporary file; PostgreSQL (when TEST_DATABASE_URL is set): a
 * template database. Both go at teardown.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Client, Pool } from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding a migrated PGlite data directory (see helpers/db.ts). */
    pgliteTemplate: string;
    /** The migrated PostgreSQL template database's name, or '' without TEST_DATABASE_URL. */
    pgTemplate: string;
  }
}

const migrationsFolder = path.join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  'src',
  'db',
  'migrations',
);

export default async function setup(project: TestProject) {
  const pglite = new PGlite();
  await migratePglite(drizzlePglite(pglite), { migrationsFolder });
  const file = path.join(os.tmpdir(), `lizit-test-template-${process.pid}.tar`);
  fs.writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', file);

  const serverUrl = process.env.TEST_DATABASE_URL?.trim();
  let template = '';
  if (serverUrl) {
    template = `lizit_template_${process.pid}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${template}"`);
    await admin.query(`create database "${template}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    const pool = new Pool({ connectionString: url.toString(), max: 1 });
    await migratePg(drizzlePg(pool), { migrationsFolder });
    await pool.end();
  }
  project.provide('pgTemplate', template);

  return async () => {
    fs.rmSync(file, { force: true });
    if (serverUrl && template) {
      const admin = new Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists "${template}" with (force)`);
      await admin.end();
    }
  };
}
