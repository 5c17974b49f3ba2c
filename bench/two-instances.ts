/**
 * Two instances on one PostgreSQL (issue #10 "Deployment"): shows that a post published through
 * one instance appears on the other at once, although each keeps its own rendered-HTML cache —
 * the invalidation travels by PostgreSQL NOTIFY (src/server/cache-bus.ts).
 *
 *   TWO_PG_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:two-instances
 *
 * It creates a throwaway database on that server (dropped at the end), starts two production
 * servers (ports 3480 and 3481) with the same DATABASE_URL and session secret, signs in an admin
 * on A, warms both caches, publishes a post through A's server action and polls B; then edits the
 * post through B and polls A. Exits non-zero when a check fails; writes
 * bench/results/<date>-two-instances.json. Needs a current build (`npm run build`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { discoverServerActions } from '../e2e/authz/discover';
import { migrateDatabase, openDatabase } from '../src/db/client';
import { createConfirmedAdmin } from '../src/server/admin/users';
import { createThrowawayDb, stop, waitFor, withDb } from './lib/harness';

const root = path.resolve(import.meta.dirname, '..');
const serverUrl = process.env.TWO_PG_URL?.trim();
const PORTS = [3480, 3481] as const;
const EMAIL = 'ops@lizit.com';
const PASSWORD = crypto.randomBytes(12).toString('base64url');
const POLL_LIMIT_MS = 5000;

function fail(message: string): never {
  throw new Error(message);
}

function startInstance(port: number, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'scripts/server.ts', 'production'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), `lizit-two-${port}-`)),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Polls `url` until its body contains `text`; returns the milliseconds it took. */
async function appearsOn(url: string, text: string): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < POLL_LIMIT_MS) {
    const body = await (await fetch(url)).text();
    if (body.includes(text)) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 25));
  }
  return fail(`"${text}" did not appear on ${url} within ${POLL_LIMIT_MS} ms`);
}

async function main() {
  if (!serverUrl) fail('set TWO_PG_URL to a PostgreSQL server URL (a database is created there)');
  const throwaway = await createThrowawayDb(serverUrl, 'lizit_two');
  const DATABASE_URL = throwaway.url;
  const children: ChildProcess[] = [];
  try {
    const handle = openDatabase({ kind: 'postgres', url: DATABASE_URL, max: 2 });
    await migrateDatabase(handle);
    await createConfirmedAdmin(handle.db, EMAIL, PASSWORD, 'Ops');
    await handle.close();

    const env = {
      DATABASE_URL,
      BETTER_AUTH_SECRET: crypto.randomBytes(32).toString('base64url'),
      ADMIN_EMAIL_DOMAIN: 'lizit.com',
    };
    for (const port of PORTS) children.push(startInstance(port, env));
    const [A, B] = PORTS.map((p) => `http://127.0.0.1:${p}`) as [string, string];
    await Promise.all([waitFor(`${A}/api/healthz`), waitFor(`${B}/api/healthz`)]);

    // Sign in on A; the session works on both (same database and secret).
    const signIn = await fetch(`${A}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: A },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    if (!signIn.ok) fail(`sign-in failed: ${signIn.status}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    const actions = discoverServerActions();
    const action = (name: string) =>
      actions.find((a) => a.name === name) ?? fail(`no server action ${name} in the build`);
    async function callAction(base: string, name: string, input: unknown) {
      const a = action(name);
      const res = await fetch(`${base}${a.route}`, {
        method: 'POST',
        headers: {
          'next-action': a.id,
          'content-type': 'text/plain;charset=UTF-8',
          accept: 'text/x-component',
          origin: base,
          cookie,
        },
        body: JSON.stringify([input]),
        redirect: 'manual',
      });
      const text = await res.text();
      if (!res.ok || !text.includes('"ok":true')) fail(`${name} on ${base} failed: ${text}`);
    }

    // Both instances have the list rendered and cached.
    for (const base of [A, B]) {
      await fetch(`${base}/resources`);
      const again = await fetch(`${base}/resources`);
      if (again.headers.get('x-cache') !== 'HIT') fail(`${base}/resources was not cached`);
    }

    const u = Date.now().toString(36);
    const title = `Published on instance A ${u}`;
    const slug = `published-on-a-${u}`;
    await callAction(A, 'createPostAction', {
      title,
      slug,
      content: '<p>Written through instance A.</p>',
      status: 'published',
    });
    const onB = await appearsOn(`${B}/resources`, title);
    const articleOnB = await fetch(`${B}/resources/${slug}`);
    if (articleOnB.status !== 200) fail(`the article is ${articleOnB.status} on B`);

    // And back: an edit through B reaches A's cached article page.
    await fetch(`${A}/resources/${slug}`);
    const edited = `${title} (edited on B)`;
    const { rows } = await withDb(DATABASE_URL, (c) =>
      c.query<{ id: number }>('select id from blog_posts where slug = $1', [slug]),
    );
    await callAction(B, 'updatePostAction', {
      id: rows[0]!.id,
      post: { title: edited, slug, content: '<p>Edited through B.</p>', status: 'published' },
    });
    const onA = await appearsOn(`${A}/resources/${slug}`, 'Edited through B.');

    const result = {
      date: new Date().toISOString(),
      instances: PORTS.length,
      database: 'PostgreSQL',
      publishedOnA_visibleOnB_ms: onB,
      editedOnB_visibleOnA_ms: onA,
    };
    console.log(JSON.stringify(result, null, 2));
    const dir = path.join(root, 'bench', 'results');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, `${result.date.slice(0, 10)}-two-instances.json`),
      `${JSON.stringify(result, null, 2)}\n`,
    );
  } finally {
    await Promise.all(children.map(stop));
    await throwaway.drop().catch(() => {});
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
