/**
 * The one server entry (ARCHITECTURE.md "Commands"):
 *   tsx scripts/server.ts demo        npm start: build if missing or stale, embedded DB, secret
 *                                     kept in DATA_DIR, demo content on an empty DB
 *   tsx scripts/server.ts production  npm run serve: SITE_URL and BETTER_AUTH_SECRET required,
 *                                     PostgreSQL when DATABASE_URL is set, never seeds
 *   tsx scripts/server.ts dev         npm run dev: Next's dev server
 * env → database (migrations run here, never at build) → handler → listen → shutdown. What a
 * request goes through is src/server/http/request-handler.ts.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import nextEnv from '@next/env';
import { isBuildCurrent } from './lib/build-hash';
import { ensureDemoSecret, openAdminChannel } from './lib/data-dir';
import { prepareDatabase } from './lib/prepare-database';
import { runProductionBuild } from './lib/production-build';
import { createSiteServer, type Mode } from './lib/site-server';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
const mode = (process.argv[2] ?? 'demo') as Mode;
if (!['demo', 'production', 'dev'].includes(mode)) {
  console.error(`Unknown mode "${mode}". Use demo, production or dev.`);
  process.exit(2);
}

// Load .env files as Next does, before anything reads the environment.
nextEnv.loadEnvConfig(root, mode === 'dev');
process.env.LIZIT_MODE = mode;
process.env.NEXT_TELEMETRY_DISABLED = '1';
(process.env as Record<string, string>).NODE_ENV = mode === 'dev' ? 'development' : 'production';

function fail(lines: string[]): never {
  console.error(['', 'Cannot start Lizit:', ...lines.map((l) => `  - ${l}`), ''].join('\n'));
  process.exit(1);
}

async function main(): Promise<void> {
  const { parseEnv, productionProblems } = await import('../src/lib/env');
  let env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    fail([(error as Error).message]);
  }
  if (mode === 'production') {
    const problems = productionProblems(env);
    if (problems.length > 0) fail(problems);
    if (!isBuildCurrent(root) && !fs.existsSync(path.join(root, '.next', 'BUILD_ID')))
      fail(['no production build found: run `npm run build` first.']);
  } else {
    ensureDemoSecret(env.DATA_DIR);
  }
  if (mode === 'demo' && !isBuildCurrent(root)) {
    console.log('Building the site (first start or changed sources)...');
    if (!(await runProductionBuild(root)))
      fail(['the production build failed (see the output above).']);
  }

  try {
    await prepareDatabase(env, mode);
  } catch (error) {
    fail([`database setup failed: ${(error as Error).message}`]);
  }

  const site = await createSiteServer(env, mode, root);
  const channel = openAdminChannel(env.DATA_DIR);
  site.server.listen(env.PORT, env.HOST, () => {
    channel.listening(env.PORT);
    const url = `http://localhost:${env.PORT}`;
    console.log(`Lizit (${mode}) ready on ${url}`);
    // Warm the database connection and the first render.
    http.get(`${url}/api/healthz`, (r) => r.resume()).on('error', () => {});
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received, shutting down`);
    channel.closed();
    site.server.close(async () => {
      await site.close();
      const { openedDbHandle } = await import('../src/db/client');
      await openedDbHandle()
        ?.close()
        .catch(() => {});
      process.exit(0);
    });
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
