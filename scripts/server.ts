/**
 * The one server entry (ARCHITECTURE.md "Commands"):
 *   tsx scripts/server.ts demo        npm start: build if missing or stale, embedded DB, secret
 *                                     kept in DATA_DIR, demo content on an empty DB
 *   tsx scripts/server.ts production  npm run serve: SITE_URL and BETTER_AUTH_SECRET required,
 *                                     PostgreSQL when DATABASE_URL is set, never seeds
 *   tsx scripts/server.ts dev         npm run dev: Next's dev server
 * Migrations run here at start, never at build.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import nextEnv from '@next/env';
import { isBuildCurrent } from './lib/build-hash';
import { prepareDatabase } from './lib/prepare-database';
import { runProductionBuild } from './lib/production-build';

const { loadEnvConfig } = nextEnv;

type Mode = 'demo' | 'production' | 'dev';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);
const mode = (process.argv[2] ?? 'demo') as Mode;
if (!['demo', 'production', 'dev'].includes(mode)) {
  console.error(`Unknown mode "${mode}". Use demo, production or dev.`);
  process.exit(2);
}

// Load .env files as Next does, before anything reads the environment.
loadEnvConfig(root, mode === 'dev');
process.env.LIZIT_MODE = mode;
process.env.NEXT_TELEMETRY_DISABLED = '1';
(process.env as Record<string, string>).NODE_ENV = mode === 'dev' ? 'development' : 'production';

function fail(lines: string[]): never {
  console.error(['', 'Cannot start Lizit:', ...lines.map((l) => `  - ${l}`), ''].join('\n'));
  process.exit(1);
}

/** Demo mode keeps one generated session secret in DATA_DIR, so sessions survive restarts. */
function ensureDemoSecret(dataDir: string): void {
  if (process.env.BETTER_AUTH_SECRET?.trim()) return;
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'auth-secret');
  if (!fs.existsSync(file)) {
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600 });
    console.log(`Generated a session secret in ${file}`);
  }
  process.env.BETTER_AUTH_SECRET = fs.readFileSync(file, 'utf8').trim();
}

async function buildIfNeeded(): Promise<void> {
  if (isBuildCurrent(root)) return;
  console.log('Building the site (first start or changed sources)...');
  if (!(await runProductionBuild(root))) {
    fail(['the production build failed (see the output above).']);
  }
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
  } else {
    ensureDemoSecret(env.DATA_DIR);
  }
  if (mode !== 'dev') {
    if (
      mode === 'production' &&
      !isBuildCurrent(root) &&
      !fs.existsSync(path.join(root, '.next', 'BUILD_ID'))
    ) {
      fail(['no production build found: run `npm run build` first.']);
    }
    if (mode === 'demo') await buildIfNeeded();
  }

  try {
    await prepareDatabase(env, mode);
  } catch (error) {
    fail([`database setup failed: ${(error as Error).message}`]);
  }

  const { default: next } = await import('next');
  const { buildCsp, securityHeaders, sha256Source, trackingHosts } =
    await import('../src/server/http/security-headers');
  const { trackingInlineScripts } = await import('../src/lib/tracking-snippets');
  const { createRequestHandler } = await import('../src/server/http/request-handler');
  const { STORAGE_CSP } = await import('../src/server/storage/http');
  const { MAX_UPLOAD_BYTES } = await import('../src/server/uploads/profiles');
  const hosts = { ...trackingHosts(env), dev: mode === 'dev' };
  // Cached pages get a policy with their own inline scripts' hashes and the tracking snippets'.
  const trackingHashes = trackingInlineScripts(env).map(sha256Source);
  // Public pages are rendered once and kept, compressed, until their data changes (issue #10).
  const { HtmlCache } = await import('../src/server/http/html-cache');
  const htmlCache =
    mode !== 'dev' && env.HTML_CACHE === 'on'
      ? new HtmlCache({
          maxBytes: env.HTML_CACHE_MAX_MB * 1024 * 1024,
          cspForHashes: (hashes) =>
            buildCsp({ ...hosts, scriptHashes: [...hashes, ...trackingHashes] }),
        })
      : null;
  // With PostgreSQL, several instances may share the database: invalidations reach all of them.
  const cacheBus = env.DATABASE_URL
    ? (await import('../src/server/cache-bus')).startCacheBus(env.DATABASE_URL, {
        log: {
          info: (obj, msg) => console.log(msg, obj),
          error: (obj, msg) => console.error(msg, obj),
        },
      })
    : null;
  // Next's build assets and the text files of public/ go out as brotli/gzip copies made once,
  // not compressed per request (Next sends public/ files uncompressed).
  const { prepareStaticAssets, staticAssetDirs, staticAssetHandler } =
    await import('../src/server/http/static-assets');
  const assetHandlers: ReturnType<typeof staticAssetHandler>[] = [];
  if (mode !== 'dev') {
    // Nothing to do after `npm run build`; a build made by `next build` alone gets its copies here.
    const done = await prepareStaticAssets(root);
    if (done.hinted > 0) console.log(`Compile hint on ${done.hinted} startup scripts.`);
    if (done.compressed > 0) console.log(`Compressed ${done.compressed} static files.`);
    const { staticDir, publicMirror } = staticAssetDirs(root);
    assetHandlers.push(
      staticAssetHandler(staticDir),
      staticAssetHandler(publicMirror, { prefix: '/', immutable: false }),
    );
  }
  const app = next({ dev: mode === 'dev', dir: root, hostname: env.HOST, port: env.PORT });
  const handleRequest = app.getRequestHandler();
  await app.prepare();

  const { getSiteUrl } = await import('../src/lib/env');
  const server = http.createServer(
    createRequestHandler({
      trustProxyHops: env.TRUST_PROXY_HOPS,
      headers: securityHeaders(buildCsp(hosts), (env.SITE_URL ?? '').startsWith('https://')),
      siteOrigin: new URL(getSiteUrl()).origin,
      dev: mode === 'dev',
      // The largest upload plus room for the multipart envelope and the other fields.
      uploadMaxBytes: MAX_UPLOAD_BYTES + 1024 * 1024,
      storageCsp: STORAGE_CSP,
      assetHandlers,
      htmlCache,
      render: (req, res) => handleRequest(req, res),
      onError: (error, req) => console.error('request failed', req.method, req.url, error),
    }),
  );
  server.keepAliveTimeout = 65_000;

  // The local-only channel of `npm run admin` (scripts/admin.ts): a token only this machine can
  // read, and where this server listens.
  const tokenFile = path.join(env.DATA_DIR, 'admin-token');
  fs.mkdirSync(env.DATA_DIR, { recursive: true });
  if (!fs.existsSync(tokenFile))
    fs.writeFileSync(tokenFile, crypto.randomBytes(32).toString('base64url'), { mode: 0o600 });
  const serverInfoFile = path.join(env.DATA_DIR, 'server.json');

  server.listen(env.PORT, env.HOST, () => {
    fs.writeFileSync(serverInfoFile, JSON.stringify({ pid: process.pid, port: env.PORT }), {
      mode: 0o600,
    });
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
    fs.rmSync(serverInfoFile, { force: true });
    server.close(async () => {
      await cacheBus?.close();
      const { getDbHandle } = await import('../src/db/client');
      const g = globalThis as { __lizitDb?: unknown };
      if (g.__lizitDb)
        await getDbHandle()
          .close()
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
