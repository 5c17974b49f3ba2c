/**
 * Discovery for the authorization harness (issue #6): every server action of the build and every
 * admin route handler and admin page of the source tree, found from the code, never from a list
 * kept by hand.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

/** A server action of the production build. */
export type DiscoveredAction = {
  id: string;
  /** The exported name, e.g. "createBannerAction". */
  name: string;
  /** Source file relative to the project, e.g. "src/server/banners/actions.ts". */
  file: string;
  /** A page route whose worker holds the action, e.g. "/admin" (where it is posted to). */
  route: string;
};

type ManifestEntry = {
  workers: Record<string, unknown>;
  filename?: string;
  exportedName?: string;
};

/** Turns a worker key such as "app/admin/page" into the URL path "/admin". */
function workerRoute(worker: string): string {
  const p = worker
    .replace(/^app/, '')
    .replace(/\/page$/, '')
    .split('/')
    .filter((seg) => !/^\(.*\)$/.test(seg))
    .join('/');
  return p === '' ? '/' : p;
}

/**
 * Every server action in `.next/server/server-reference-manifest.json` (the production build the
 * browser tests run against), with its source file and exported name.
 * @throws when the manifest is missing or an action has no source location
 */
export function discoverServerActions(): DiscoveredAction[] {
  const file = path.join(root, '.next', 'server', 'server-reference-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    node: Record<string, ManifestEntry>;
  };
  return Object.entries(manifest.node).map(([id, entry]) => {
    if (!entry.filename || !entry.exportedName) {
      throw new Error(`server action ${id} has no filename/exportedName in the manifest`);
    }
    const worker = Object.keys(entry.workers).find((w) => w.endsWith('/page'));
    if (!worker) throw new Error(`server action ${entry.exportedName} is on no page`);
    return { id, name: entry.exportedName, file: entry.filename, route: workerRoute(worker) };
  });
}

/** An admin route handler: URL pattern (dynamic segments as [name]) and one HTTP method. */
export type DiscoveredRoute = { pattern: string; method: string; file: string };

function walk(dir: string, name: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => path.basename(f) === name)
    .map((f) => path.join(dir, f));
}

/** Every `route.ts` under src/app/api/admin and the HTTP methods it exports. */
export function discoverAdminRoutes(): DiscoveredRoute[] {
  const base = path.join(root, 'src', 'app');
  const out: DiscoveredRoute[] = [];
  for (const file of walk(path.join(base, 'api', 'admin'), 'route.ts')) {
    const source = fs.readFileSync(file, 'utf8');
    const pattern = '/' + path.relative(base, path.dirname(file)).split(path.sep).join('/');
    const methods = [
      ...source.matchAll(
        /export\s+(?:const|async\s+function|function)\s+(GET|POST|PUT|PATCH|DELETE)\b/g,
      ),
    ].map((m) => m[1]!);
    if (methods.length === 0) throw new Error(`${file} exports no HTTP method`);
    for (const method of methods) out.push({ pattern, method, file: path.relative(root, file) });
  }
  // In path order, so a sample may use what an earlier one read.
  return out.sort((a, b) => a.pattern.localeCompare(b.pattern) || a.method.localeCompare(b.method));
}

/** Every admin page: src/app/admin/** and src/app/blog/preview/**, as URL patterns. */
export function discoverAdminPages(): string[] {
  const base = path.join(root, 'src', 'app');
  return [
    ...walk(path.join(base, 'admin'), 'page.tsx'),
    ...walk(path.join(base, 'blog', 'preview'), 'page.tsx'),
  ].map((file) =>
    ('/' + path.relative(base, path.dirname(file)).split(path.sep).join('/'))
      // A route group, "(name)", is no part of the address.
      .replace(/\/\([^/]+\)/g, ''),
  );
}
