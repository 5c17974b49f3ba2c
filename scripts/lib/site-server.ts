import http from 'node:http';
import type { Env } from '../../src/lib/env';

/** How the server runs: `npm start`, `npm run serve` or `npm run dev`. */
export type Mode = 'demo' | 'production' | 'dev';

/** The assembled server and what must be closed with it. */
export type SiteServer = {
  server: http.Server;
  /** Stops the job runner and the cache bus, and writes the redirect hits, the 404 monitor's and the page views' last counts (the caller closes the HTTP server). */
  close: () => Promise<void>;
};

/**
 * Assembles the site's HTTP server (ARCHITECTURE.md "Serving rendered HTML"): the
 * security headers and policies, the rendered-HTML cache with its per-page script hashes, the
 * cache bus between instances on PostgreSQL, the precompressed static files, Next's handler, all
 * composed by `createRequestHandler` (src/server/http/request-handler.ts), whose steps say what
 * happens to a request.
 * @param env - the validated environment (src/lib/env.ts)
 * @param root - the project root (where `.next/` is)
 */
export async function createSiteServer(env: Env, mode: Mode, root: string): Promise<SiteServer> {
  const { default: next } = await import('next');
  const { buildCsp, securityHeaders, sha256Source, trackingHosts } =
    await import('../../src/server/http/security-headers');
  const { trackingInlineScripts } = await import('../../src/lib/tracking-snippets');
  const { createRequestHandler } = await import('../../src/server/http/request-handler');
  const { HtmlCache } = await import('../../src/server/http/html-cache');
  const { prepareStaticAssets, staticAssetDirs, staticAssetHandler } =
    await import('../../src/server/http/static-assets');
  const { STORAGE_CSP } = await import('../../src/server/storage/http');
  const { MAX_UPLOAD_BYTES } = await import('../../src/server/uploads/profiles');
  const { getSiteUrl } = await import('../../src/lib/env');
  const { HIT_FLUSH_MS, startRedirectMap } = await import('../../src/server/redirects/map');
  const { getRunner } = await import('../../src/server/jobs/runner');
  const { getDb } = await import('../../src/db/client');
  const { getLogger } = await import('../../src/server/log');
  const log = getLogger();
  const notFound = await startNotFoundMonitor(env, log);
  const { startPageViewRecorder } = await import('../../src/server/analytics/start');
  const pageViews = startPageViewRecorder(env, getDb);

  const hosts = { ...trackingHosts(env), dev: mode === 'dev' };
  // Cached pages get a policy with their own inline scripts' hashes and the tracking snippets'.
  const trackingHashes = trackingInlineScripts(env).map(sha256Source);
  // Public pages are rendered once and kept, compressed, until their data changes.
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
    ? (await import('../../src/server/cache-bus')).startCacheBus(env.DATABASE_URL, { log })
    : null;

  // Redirect rules are answered from memory, reloaded on every instance when one changes.
  const redirectMap = await startRedirectMap(getDb(), {
    log: (msg, error) => log.error({ err: error }, msg),
  });

  // What the request pipeline counts in memory is written by the job runner, in every process.
  const runner = getRunner();
  const flushes = [
    { name: 'redirects.flush', everyMs: HIT_FLUSH_MS, run: () => redirectMap.flush() },
    notFound && { name: '404.flush', everyMs: env.NOT_FOUND_FLUSH_MS, run: notFound.flush },
    pageViews && { name: 'analytics.flush', everyMs: env.ANALYTICS_FLUSH_MS, run: pageViews.flush },
  ];
  for (const job of flushes) if (job) runner.every({ ...job, scope: 'process' });
  runner.start();

  // Next's build assets and the text files of public/ go out as brotli/gzip copies made once.
  const assetHandlers: ReturnType<typeof staticAssetHandler>[] = [];
  if (mode !== 'dev') {
    // Nothing to do after `npm run build`; a build made by `next build` alone gets its copies here.
    const done = await prepareStaticAssets(root);
    if (done.hinted > 0) log.info({ scripts: done.hinted }, 'compile hint on startup scripts');
    if (done.compressed > 0) log.info({ files: done.compressed }, 'compressed static files');
    const { staticDir, publicMirror } = staticAssetDirs(root);
    assetHandlers.push(
      staticAssetHandler(staticDir),
      staticAssetHandler(publicMirror, { prefix: '/', immutable: false }),
    );
  }

  const app = next({ dev: mode === 'dev', dir: root, hostname: env.HOST, port: env.PORT });
  const handleRequest = app.getRequestHandler();
  await app.prepare();

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
      redirects: redirectMap,
      htmlCache,
      render: (req, res) => handleRequest(req, res),
      onError: (error, req) =>
        log.error({ err: error, method: req.method, url: req.url }, 'request failed'),
      recordNotFound: notFound?.record,
      recordPageView: pageViews?.recordRequest,
    }),
  );
  server.keepAliveTimeout = 65_000;
  return {
    server,
    close: async () => {
      await runner.stop();
      await redirectMap.close();
      await notFound?.flush();
      await pageViews?.flush();
      await cacheBus?.close();
    },
  };
}

/** The 404 monitor's recorder, writing to the process-wide database; null when off. */
async function startNotFoundMonitor(env: Env, log: import('pino').Logger) {
  if (env.NOT_FOUND_MONITOR !== 'on') return null;
  const { createNotFoundRecorder } = await import('../../src/server/not-found/recorder');
  const { notFoundWriter } = await import('../../src/server/not-found/service');
  const { getDb } = await import('../../src/db/client');
  return createNotFoundRecorder({
    write: notFoundWriter(getDb, {
      maxRows: env.NOT_FOUND_MAX_ROWS,
      warn: (message, fields) => log.warn(fields, message),
    }),
    onError: (error) => log.error({ err: error }, '404 monitor: flush failed'),
  });
}
