/**
 * `npm run admin -- grant <email> [--role admin|editor] | revoke <email> | reset-2fa <email> | list
 * | digest | purge-trash [--now ISO] | jobs` (--role: default admin;
 * reset-2fa: turns two-factor off for a lost device, audited). `digest` prints a
 * fingerprint of the data (row count and hash per table, files in local storage) as JSON, to
 * compare before and after a maintenance step. `purge-trash` runs the Trash purge now
 * (what has been in the Trash for TRASH_RETENTION_DAYS, and the orphaned files), judged at
 * `--now` (an ISO time; tests move the clock with it). `jobs` lists the background jobs: recurring
 * ones with their last and next run, pending ones, and failed ones with their last error.
 * PGlite is single-process: while a server holds DATA_DIR, the command goes through that server's
 * local-only channel (POST /api/internal/admin on 127.0.0.1 with the token in DATA_DIR) and never
 * opens the data dir; with no server running it opens the data dir itself. On PostgreSQL
 * (DATABASE_URL) it simply connects.
 */
import fs from 'node:fs';
import path from 'node:path';
import nextEnv from '@next/env';

const root = path.resolve(import.meta.dirname, '..');
nextEnv.loadEnvConfig(root, false);

const args = process.argv.slice(2);
const roleAt = args.indexOf('--role');
const role = roleAt >= 0 ? args[roleAt + 1] : 'admin';
if (roleAt >= 0) args.splice(roleAt, 2);
const nowAt = args.indexOf('--now');
const now = nowAt >= 0 ? args[nowAt + 1] : undefined;
if (nowAt >= 0) args.splice(nowAt, 2);
const [action, email] = args;
const usage =
  'Usage: npm run admin -- grant <email> [--role admin|editor] | revoke <email> | reset-2fa <email> | list | digest | purge-trash [--now ISO] | jobs';
const WITH_EMAIL = ['grant', 'revoke', 'reset-2fa'];

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (
  ![...WITH_EMAIL, 'list', 'digest', 'purge-trash', 'jobs'].includes(action ?? '') ||
  (WITH_EMAIL.includes(action!) && !email?.includes('@')) ||
  (role !== 'admin' && role !== 'editor') ||
  (roleAt >= 0 && action !== 'grant') ||
  (nowAt >= 0 && (action !== 'purge-trash' || Number.isNaN(new Date(now ?? '').getTime())))
)
  fail(usage);

function print(
  result: { email: string; role: string; is_active: boolean; since: string | Date }[],
) {
  if (result.length === 0) console.log('No admins yet.');
  for (const a of result)
    console.log(
      `${a.is_active ? 'active  ' : 'revoked '} ${a.role.padEnd(6)} ${a.email}  (since ${new Date(a.since).toISOString().slice(0, 10)})`,
    );
}

function trashSummary(r: { records: number; files: number }): string {
  return `Purged ${r.records} item(s) from the Trash and ${r.files} orphaned file(s).`;
}

function runningServer(dataDir: string): { port: number } | null {
  try {
    const info = JSON.parse(fs.readFileSync(path.join(dataDir, 'server.json'), 'utf8')) as {
      pid: number;
      port: number;
    };
    process.kill(info.pid, 0); // throws when no such process
    return info;
  } catch {
    return null;
  }
}

const { parseEnv } = await import('../src/lib/env');
const env = parseEnv(process.env);
const server = env.DATABASE_URL ? null : runningServer(env.DATA_DIR);

if (server) {
  const token = fs.readFileSync(path.join(env.DATA_DIR, 'admin-token'), 'utf8').trim();
  const res = await fetch(`http://127.0.0.1:${server.port}/api/internal/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-lizit-admin-token': token },
    body: JSON.stringify({ action, email, role, now }),
  }).catch(() =>
    fail(`The server (pid file in ${env.DATA_DIR}) did not answer; is it still starting?`),
  );
  const body = (await res.json().catch(() => ({}))) as {
    ok?: boolean;
    error?: string;
    data?: unknown;
  };
  if (!body.ok) fail(body.error ?? `The server answered ${res.status}.`);
  if (action === 'list') print(body.data as never);
  else if (action === 'digest') console.log(JSON.stringify(body.data, null, 2));
  else if (action === 'purge-trash') console.log(trashSummary(body.data as never));
  else if (action === 'jobs') {
    const { formatJobsReport } = await import('../src/server/jobs/runner');
    console.log(formatJobsReport(body.data as never).join('\n'));
  } else if (action === 'reset-2fa')
    console.log(`Two-factor reset for ${email} (through the running server).`);
  else
    console.log(
      `${action === 'grant' ? `Granted ${role}` : 'Revoked admin'} access for ${email} (through the running server).`,
    );
} else {
  const { migrateDatabase } = await import('../src/db/client');
  const { openConfiguredDatabase } = await import('./lib/open-database');
  const { AdminCommandError, grantAdmin, listAdmins, resetTwoFactor, revokeAdmin } =
    await import('../src/server/admin/users');
  const handle = openConfiguredDatabase(env, 1);
  try {
    await migrateDatabase(handle);
    if (action === 'list') print(await listAdmins(handle.db));
    else if (action === 'digest') {
      const { dataDigest } = await import('../src/server/admin/digest');
      const digest = await dataDigest(handle.db, path.join(env.DATA_DIR, 'storage'));
      console.log(JSON.stringify(digest, null, 2));
    } else if (action === 'purge-trash') {
      const { purgeExpiredTrash } = await import('../src/server/trash/service');
      const { createStorage } = await import('../src/server/storage');
      const r = await purgeExpiredTrash(handle.db, {
        now: now ? new Date(now) : new Date(),
        retentionDays: env.TRASH_RETENTION_DAYS,
        storage: createStorage(env),
      });
      console.log(trashSummary({ records: r.purged.length, files: r.filesDeleted.length }));
    } else if (action === 'jobs') {
      const { formatJobsReport, listJobs } = await import('../src/server/jobs/runner');
      console.log(formatJobsReport(await listJobs(handle.db)).join('\n'));
    } else if (action === 'reset-2fa') {
      await resetTwoFactor(handle.db, email!, 'cli');
      console.log(`Two-factor reset for ${email}.`);
    } else {
      if (action === 'grant') await grantAdmin(handle.db, email!, role as 'admin' | 'editor');
      else await revokeAdmin(handle.db, email!);
      console.log(
        `${action === 'grant' ? `Granted ${role}` : 'Revoked admin'} access for ${email}.`,
      );
    }
  } catch (error) {
    if (error instanceof AdminCommandError) fail(error.message);
    throw error;
  } finally {
    await handle.close();
  }
}
