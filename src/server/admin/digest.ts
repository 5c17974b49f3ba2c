import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { executeRows } from '@/db/rows';

/** Row count and content hash of one table. */
export type TableDigest = { rows: number; md5: string };

/** What a digest covers: every table of the public schema, and the local storage folder. */
export type DataDigest = { tables: Record<string, TableDigest>; files: Record<string, number> };

/**
 * Columns that background work changes by itself, left out of a table's hash so the digest only
 * moves when a request changes data: the mail sender updates the delivery state of outbox rows,
 * the webhook sender that of webhook deliveries, and the job runner moves its recurring jobs on.
 */
const VOLATILE_COLUMNS: Record<string, readonly string[]> = {
  jobs: ['run_at', 'attempts', 'locked_until', 'last_error', 'last_run_at'],
  mail_outbox: ['status', 'attempts', 'next_attempt_at', 'last_error', 'sent_at'],
  webhook_deliveries: [
    'status',
    'attempts',
    'next_attempt_at',
    'last_error',
    'last_status_code',
    'delivered_at',
  ],
};

/**
 * Tables left out of the digest: the page-view counting (raw events and their monthly
 * partitions, daily aggregates, the daily salt) is written by every visit to a public page, by
 * design, and by its background rollup.
 */
const COUNTING_TABLES = /^(page_view_|analytics_)/;

function ident(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`unexpected identifier ${name}`);
  return `"${name}"`;
}

/**
 * A fingerprint of the whole data set: per table of the public schema its row count and an md5 of
 * its rows (in a stable order), plus every file under `storageDir` with its size in bytes. Two
 * equal digests mean nothing was written in between; used by the authorization harness
 * and `npm run admin -- digest` (comparing data before and after a maintenance step).
 * @param storageDir - the local storage folder (DATA_DIR/storage); missing is fine
 */
export async function dataDigest(db: Db, storageDir?: string): Promise<DataDigest> {
  const names = (
    await executeRows<{ name: string }>(
      db.execute(
        sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      ),
    )
  )
    .map((r) => r.name)
    .filter((name) => !COUNTING_TABLES.test(name));
  const out: DataDigest = { tables: {}, files: {} };
  const columns = await executeRows<{ t: string; c: string }>(
    db.execute(
      sql`select table_name as t, column_name as c from information_schema.columns
        where table_schema = 'public' and table_name in (${sql.join(
          Object.keys(VOLATILE_COLUMNS).map((n) => sql`${n}`),
          sql`, `,
        )}) order by table_name, ordinal_position`,
    ),
  );
  // One statement for every table: a digest is taken before and after each call the
  // authorization harness makes, so its cost is a round trip, not one per table.
  const parts = names.map((name) => {
    const volatile = VOLATILE_COLUMNS[name];
    const kept = volatile
      ? columns.filter((r) => r.t === name && !volatile.includes(r.c)).map((r) => r.c)
      : null;
    const rowExpr = kept ? `row(${kept.map((c) => `t.${ident(c)}`).join(', ')})::text` : 't::text';
    return `select '${name}' as name, count(*)::int as rows, md5(coalesce(string_agg(${rowExpr}, '|' order by ${rowExpr}), '')) as md5 from ${ident(name)} t`;
  });
  if (parts.length) {
    const rows = await executeRows<TableDigest & { name: string }>(
      db.execute(sql.raw(parts.join('\nunion all\n'))),
    );
    for (const { name, rows: count, md5 } of rows) out.tables[name] = { rows: count, md5 };
  }
  if (storageDir) {
    const entries = await fs
      .readdir(storageDir, { recursive: true, withFileTypes: true })
      .catch(() => []);
    for (const e of entries) {
      if (!e.isFile()) continue;
      const full = path.join(e.parentPath, e.name);
      const stat = await fs.stat(full).catch(() => null);
      if (stat) out.files[path.relative(storageDir, full)] = stat.size;
    }
  }
  return out;
}

/** A short hash of a digest, for logs and quick comparisons. */
export function digestHash(d: DataDigest): string {
  return crypto.createHash('sha256').update(JSON.stringify(d)).digest('hex').slice(0, 16);
}
