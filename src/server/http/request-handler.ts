import type { IncomingMessage, ServerResponse } from 'node:http';
import { REQUEST_PATH_HEADER } from '@/lib/return-path';
import { countPageView, type AnalyticsRecorder } from '../analytics/recorder';
import { countNotFound, type NotFoundRecorder } from '../not-found/recorder';
import type { RedirectLookup } from '../redirects/map';
import { CLIENT_IP_HEADER, resolveClientIp } from './client-ip';
import { htmlCacheKey, type HtmlCache } from './html-cache';
import { maxBodyBytes, normalizeRequestTarget, pathRule, type PathRule } from './paths';
import { answerRedirect } from './redirect-step';
import { buildNonceCsp, createNonce, hasCredentials, isCrossOriginWrite } from './request-guard';

/** The path of the Pages editor's draft previews (app/preview/pages/[key]), framed by the editor. */
const PAGE_PREVIEW_PREFIX = '/preview/pages/';

/**
 * The request pipeline of the custom server: named steps in
 * order, each a small function tested on its own:
 *   client address → path normalisation → security headers → request guard (cross-origin
 *   writes, body caps, private paths, credentials) → redirect rules → the page's
 *   script policy (hashes when cached, else a nonce) → static assets → HTML cache → Next. The
 *   404 monitor and the page-view counter watch the response finish, after the redirect step.
 * Every decision after the second step is made on the normalised path.
 */

/** A response header value set on every response of a request that carries credentials. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** What the steps learn about a request and hand to the next. */
export type RequestContext = {
  /** The normalised path (no query string). */
  path: string;
  rule: PathRule;
  /** The request carries a session cookie or an Authorization header. */
  credentials: boolean;
};

/** A step that answered the request itself returns true. */
type Answered = boolean;

/** Static file handlers: answer their own files, call `next` for everything else. */
export type AssetHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export type RequestHandlerOptions = {
  /** Trusted reverse proxies in front (X-Forwarded-For hops). */
  trustProxyHops: number;
  /** Headers every response carries (security-headers.ts), the public CSP among them. */
  headers: Record<string, string>;
  /** The site's own origin (SITE_URL), for the cross-origin write check. */
  siteOrigin: string;
  /** Development server (nonce CSP allows eval and the HMR socket). */
  dev?: boolean;
  /** The upload route's body limit in bytes (its largest file plus multipart overhead). */
  uploadMaxBytes: number;
  /** The policy of stored files under /storage/ (storage/http.ts). */
  storageCsp: string;
  assetHandlers?: readonly AssetHandler[];
  /** The redirect rules (redirects/map.ts); none = no redirect step. */
  redirects?: RedirectLookup | null;
  /** The rendered-HTML cache; null renders every request. */
  htmlCache?: HtmlCache | null;
  /** Next's request handler. */
  render: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** Where a failed render is reported. */
  onError?: (error: unknown, req: IncomingMessage) => void;
  /** Counts the 404s of public paths (not-found/recorder.ts); absent = off. */
  recordNotFound?: NotFoundRecorder['record'];
  /** Counts the views of public pages (analytics/recorder.ts); absent = off. */
  recordPageView?: AnalyticsRecorder['recordRequest'];
};

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(body));
}

/** Most bytes of a refused body read (and dropped) so that the client can read its answer. */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
/** Longest time (ms) a refused body may take to arrive before the connection is closed. */
const DRAIN_MAX_MS = 10_000;

/**
 * Answers a request whose body is refused, then reads and drops what the client is still sending,
 * never keeping it: closing at once would reset the connection under a client that is still
 * uploading, and it would never see the answer. Past 64 MB or 10 s the connection is closed.
 */
function refuseBody(req: IncomingMessage, res: ServerResponse, status: 411 | 413): void {
  const error = status === 413 ? 'Request body too large.' : 'Content-Length required.';
  sendJson(res, status, { ok: false, error });
  let drained = 0;
  const close = () => req.socket.destroy();
  const timer = setTimeout(close, DRAIN_MAX_MS);
  timer.unref();
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_MAX_BYTES) close();
  });
  req.once('close', () => clearTimeout(timer));
}

/**
 * Step 1: the client address, resolved from the trusted proxy hops and put in the one header the
 * app reads it from (overwriting whatever a client sent in it).
 */
export function setClientAddress(req: IncomingMessage, trustProxyHops: number): void {
  const forwarded = req.headers['x-forwarded-for'];
  req.headers[CLIENT_IP_HEADER] = resolveClientIp(
    Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
    req.socket.remoteAddress,
    trustProxyHops,
  );
}

/**
 * Step 2: the path the router will route (paths.ts). A target that does not normalise cleanly is
 * answered 400; one that normalises to another path is redirected there (308, GET and HEAD) or
 * refused (400, other methods), so that what follows sees the routed path as `req.url`.
 * @returns the context, or null when the request was answered
 */
export function normalizePath(
  req: IncomingMessage,
  res: ServerResponse,
): Omit<RequestContext, 'credentials'> | null {
  const target = normalizeRequestTarget(req.url ?? '');
  if (!target.ok) {
    sendJson(res, 400, { ok: false, error: 'Bad request path.' });
    return null;
  }
  if (target.changed) {
    if (req.method === 'GET' || req.method === 'HEAD') {
      res.statusCode = 308;
      res.setHeader('Location', target.path + target.search);
      res.setHeader('Cache-Control', 'no-store');
      res.end();
    } else {
      sendJson(res, 400, { ok: false, error: 'Bad request path.' });
    }
    return null;
  }
  return { path: target.path, rule: pathRule(target.path) };
}

/**
 * Step 3: the security headers of every response; stored files get the storage route's
 * sandboxing policy instead of the pages' one (Next keeps a header set here over a route's own).
 */
export function applySecurityHeaders(
  res: ServerResponse,
  ctx: Omit<RequestContext, 'credentials'>,
  headers: Record<string, string>,
  storageCsp: string,
): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (ctx.path.startsWith('/storage/')) res.setHeader('Content-Security-Policy', storageCsp);
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The body cap of a request, decided before a byte of the body is read: the
 * declared Content-Length against the route class's limit (paths.ts), 413 when over it. A
 * write without a Content-Length (a chunked body) is refused with 411 on every route but the
 * upload route, whose multipart parser counts the bytes as they stream. Browsers always send a
 * length. The rest of a refused body is dropped as it arrives, never kept.
 * @returns true when the request was answered
 */
export function enforceBodyLimit(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  uploadMaxBytes: number,
): Answered {
  const method = (req.method ?? 'GET').toUpperCase();
  const declared = req.headers['content-length'];
  const chunked = req.headers['transfer-encoding'] !== undefined;
  if (!BODY_METHODS.has(method) && declared === undefined && !chunked) return false;
  const limit = maxBodyBytes(path, uploadMaxBytes);
  if (declared !== undefined) {
    const bytes = Number(declared);
    if (!/^\d+$/.test(declared) || bytes > limit) {
      refuseBody(req, res, 413);
      return true;
    }
    return false;
  }
  if (chunked && pathRule(path).maxBody !== 'upload') {
    refuseBody(req, res, 411);
    return true;
  }
  return false;
}

/**
 * Step 4: the request guard. Cross-origin writes are refused (403); bodies are capped
 * ({@link enforceBodyLimit}); private pages (admin, auth, preview) get a per-request nonce CSP,
 * read by Next from the request and added to its scripts, `private, no-store`, `X-Robots-Tag:
 * noindex, nofollow`, and their path in
 * {@link REQUEST_PATH_HEADER} (a client's own value is dropped); any request
 * with credentials gets `private, no-store` too (the HTML cache step then lets it pass).
 * @returns true when the request was answered
 */
export function guardRequest(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: RequestContext,
  opts: Pick<RequestHandlerOptions, 'siteOrigin' | 'dev' | 'uploadMaxBytes'>,
): Answered {
  const host = req.headers.host;
  const allowed = [opts.siteOrigin, ...(host ? [`http://${host}`, `https://${host}`] : [])].map(
    (o) => o.toLowerCase(),
  );
  if (
    isCrossOriginWrite(
      req.method ?? 'GET',
      req.url ?? '/',
      req.headers as Record<string, string>,
      allowed,
    )
  ) {
    sendJson(res, 403, { ok: false, error: 'Cross-origin request refused' });
    return true;
  }
  if (enforceBodyLimit(req, res, ctx.path, opts.uploadMaxBytes)) return true;
  // Only this server says which page was asked for: the sign-in screen returns there (a private
  // page's, with its query), and the site's layout asks whether it is a focused landing page.
  req.headers[REQUEST_PATH_HEADER] = ctx.rule.kind === 'private' ? (req.url ?? ctx.path) : ctx.path;
  if (ctx.rule.kind === 'private') {
    // A page's draft preview is shown in a frame of the Pages editor, on this site only.
    const framedBySelf = ctx.path.startsWith(PAGE_PREVIEW_PREFIX);
    applyNonceCsp(req, res, opts.dev, framedBySelf);
    if (framedBySelf) res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('Cache-Control', PRIVATE_NO_STORE);
    // Never in a search index, whatever the page says (a shared preview, a sign-in screen).
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  } else if (ctx.credentials && ctx.rule.kind !== 'static') {
    res.setHeader('Cache-Control', PRIVATE_NO_STORE);
  }
  return false;
}

/**
 * Puts a fresh nonce policy on the request (Next reads it and adds the nonce to its own scripts;
 * the site layout adds it to its inline script) and on the response: the policy of every page
 * rendered for one request only.
 */
function applyNonceCsp(
  req: IncomingMessage,
  res: ServerResponse,
  dev?: boolean,
  framedBySelf?: boolean,
): void {
  const policy = buildNonceCsp(createNonce(), { dev, framedBySelf });
  req.headers['content-security-policy'] = policy;
  res.setHeader('Content-Security-Policy', policy);
}

/**
 * The script policy of a public page, so that none runs with `'unsafe-inline'` whoever asks and
 * whatever the query: a page the rendered-HTML cache handles gets the hashes of its own inline
 * scripts there; any other public page (a query string such as a campaign's UTM link, a visitor
 * with a session cookie, a 404, an unsubscribe page) is rendered for this request alone and gets
 * a nonce.
 * @returns whether the HTML cache handles the request
 */
export function choosePagePolicy(
  req: IncomingMessage,
  res: ServerResponse,
  ctx: RequestContext,
  opts: Pick<RequestHandlerOptions, 'htmlCache' | 'dev'>,
): boolean {
  if (ctx.rule.kind !== 'page' && ctx.rule.kind !== 'public') return false;
  const cached =
    Boolean(opts.htmlCache) &&
    ctx.rule.kind === 'page' &&
    !ctx.credentials &&
    htmlCacheKey(req) !== null;
  if (!cached) applyNonceCsp(req, res, opts.dev);
  return cached;
}

/**
 * Server actions answer 500 when Next cannot decode their body (malformed JSON or multipart, an
 * unknown reference): that is bad input, so the status becomes 400. Our actions
 * never throw (adminAction returns `{ ok: false }`), so a 500 here is always Next's decoding.
 */
export function badActionBodyIs400(req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'POST' || req.headers['next-action'] === undefined) return;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    if (args[0] === 500) args[0] = 400;
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}

/**
 * Composes the steps into Node's request listener (ARCHITECTURE.md "Serving rendered HTML").
 * A render that throws is logged and answered 500 with a plain text, never the error.
 */
export function createRequestHandler(
  opts: RequestHandlerOptions,
): (req: IncomingMessage, res: ServerResponse) => void {
  const assets = opts.assetHandlers ?? [];
  return (req, res) => {
    setClientAddress(req, opts.trustProxyHops);
    const routed = normalizePath(req, res);
    if (!routed) return;
    applySecurityHeaders(res, routed, opts.headers, opts.storageCsp);
    const ctx: RequestContext = { ...routed, credentials: hasCredentials(req.headers) };
    if (guardRequest(req, res, ctx, opts)) return;
    badActionBodyIs400(req, res);
    if (answerRedirect(req, res, ctx.path, ctx.rule.kind, opts.redirects)) return;
    if (opts.recordNotFound) countNotFound(req, res, ctx.path, ctx.rule, opts.recordNotFound);
    // Page views are counted once answered; read the URL before a step rewrites it.
    const recordView =
      req.method === 'GET' && ctx.rule.kind === 'page' ? opts.recordPageView : undefined;
    const url = req.url ?? '';

    const cached = choosePagePolicy(req, res, ctx, opts);
    const render = () => opts.render(req, res);
    const respond = () => {
      const cache = opts.htmlCache;
      (cached && cache ? cache.handle(req, res, render) : render()).catch((error: unknown) => {
        opts.onError?.(error, req);
        if (!res.headersSent) {
          res.statusCode = 500;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.end('Internal Server Error');
        } else {
          res.destroy();
        }
      });
    };
    // Each asset handler answers its own files and passes everything else on.
    const chain = assets.reduceRight<() => void>(
      (next, handler) => () => handler(req, res, next),
      respond,
    );
    chain();
    if (recordView) {
      const ip = String(req.headers[CLIENT_IP_HEADER] ?? '');
      countPageView(req, res, url, ctx.path, ip, recordView);
    }
  };
}
