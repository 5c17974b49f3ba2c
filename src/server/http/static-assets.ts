import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import sirv from 'sirv';
import { addCompileHints } from './compile-hints';

/**
 * Static files with brotli and gzip copies compressed once, at their best settings, instead of
 * per request, for page speed:
 * - Next's build output under `/_next/static/`: content-hashed, never changing, cached for a year.
 *   Brotli 11 makes a public page's JavaScript about 14 % smaller than the gzip Next sends on the
 *   fly, and that JavaScript is most of what a first visit downloads.
 * - the text files of `public/` (the SVG defaults, the favicon), which Next sends uncompressed:
 *   mirrored into the build folder with their copies, revalidated by ETag like Next does.
 */

/** URL prefix of Next's build assets. */
export const STATIC_PREFIX = '/_next/static/';

/** Text formats worth compressing (fonts and images are compressed formats already). */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map)$/i;
/** Below this size compression gains nothing worth a second file. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function listFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listFiles(full, out);
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/** What {@link precompressStaticAssets} did. */
export type PrecompressResult = {
  /** Files given `.br` and `.gz` siblings in this call. */
  compressed: number;
  /** Files that already had both siblings (a repeated call). */
  skipped: number;
  /** Bytes of the originals compressed in this call, and of their brotli copies. */
  bytes: number;
  brotliBytes: number;
};

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy next to every compressible build asset
 * of at least 1 KiB that lacks them: `x.js` gets `x.js.br` and `x.js.gz`. Idempotent; a copy is
 * written to a temporary name and renamed, so a server reading the directory never sees half a
 * file. Called after `next build` (scripts/build.ts) and, for builds made by `next build` alone,
 * when the server starts.
 * @param dir - the build's static directory, normally `.next/static`; a missing one is no work
 * @returns counts and sizes of this call's work
 * @throws on a file-system error (unreadable build, full disk)
 */
export async function precompressStaticAssets(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { compressed: 0, skipped: 0, bytes: 0, brotliBytes: 0 };
  if (!fs.existsSync(dir)) return result;
  const files = listFiles(dir).filter(
    (f) => COMPRESSIBLE.test(f) && fs.statSync(f).size >= MIN_BYTES,
  );
  // A few at a time: zlib's async work runs on libuv's thread pool.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      if (fs.existsSync(`${file}.br`) && fs.existsSync(`${file}.gz`)) {
        result.skipped++;
        continue;
      }
      const data = await fs.promises.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzip(data, { level: 9 }),
      ]);
      for (const [suffix, bytes] of [
        ['.br', br],
        ['.gz', gz],
      ] as const) {
        const tmp = `${file}${suffix}.${process.pid}.tmp`;
        await fs.promises.writeFile(tmp, bytes);
        await fs.promises.rename(tmp, `${file}${suffix}`);
      }
      result.compressed++;
      result.bytes += data.length;
      result.brotliBytes += br.length;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return result;
}

/**
 * Copies the compressible files of `public/` (see {@link precompressStaticAssets}) into `outDir`,
 * keeping their paths, and gives the copies brotli and gzip siblings. A file whose content changed
 * since its copy is copied again and recompressed; copies of deleted files are removed.
 * The originals are never written to (`public/` is a build input).
 * @param publicDir - the site's `public/` folder
 * @param outDir - where the copies go, normally `.next/public-compressed`
 * @returns what {@link precompressStaticAssets} did on the copies
 * @throws on a file-system error
 */
export async function mirrorPublicAssets(
  publicDir: string,
  outDir: string,
): Promise<PrecompressResult> {
  const wanted = new Set<string>();
  if (fs.existsSync(publicDir)) {
    for (const file of listFiles(publicDir)) {
      const stat = fs.statSync(file);
      if (!COMPRESSIBLE.test(file) || stat.size < MIN_BYTES) continue;
      const copy = path.join(outDir, path.relative(publicDir, file));
      wanted.add(copy);
      // Compared by content: these are few, small files, and copies do not keep mtimes exactly.
      const data = fs.readFileSync(file);
      if (fs.existsSync(copy) && fs.readFileSync(copy).equals(data)) continue;
      fs.mkdirSync(path.dirname(copy), { recursive: true });
      for (const suffix of ['.br', '.gz']) fs.rmSync(`${copy}${suffix}`, { force: true });
      fs.writeFileSync(copy, data);
    }
  }
  if (fs.existsSync(outDir)) {
    for (const file of listFiles(outDir)) {
      const original = file.replace(/\.(br|gz)$/, '');
      if (!wanted.has(original)) fs.rmSync(file, { force: true });
    }
  }
  return precompressStaticAssets(outDir);
}

/** Where a build keeps its static assets and the compressed mirror of `public/`. */
export function staticAssetDirs(root: string): { staticDir: string; publicMirror: string } {
  return {
    staticDir: path.join(root, '.next', 'static'),
    publicMirror: path.join(root, '.next', 'public-compressed'),
  };
}

/**
 * Readies the build's static files for serving: the compile hint on the startup scripts
 * (compile-hints.ts, before they are compressed), then every compressed copy the server sends:
 * the build's assets ({@link precompressStaticAssets}) and the `public/` mirror
 * ({@link mirrorPublicAssets}). Idempotent; run after `next build` and again when the server
 * starts.
 * @param root - the project root (holding `.next/` and `public/`)
 * @returns the compression work added up, and how many scripts were given the hint
 * @throws on a file-system error, or SyntaxError for an unreadable build manifest
 */
export async function prepareStaticAssets(
  root: string,
): Promise<PrecompressResult & { hinted: number }> {
  const { staticDir, publicMirror } = staticAssetDirs(root);
  const { hinted } = addCompileHints(path.dirname(staticDir));
  const built = await precompressStaticAssets(staticDir);
  const mirrored = await mirrorPublicAssets(path.join(root, 'public'), publicMirror);
  return {
    hinted,
    compressed: built.compressed + mirrored.compressed,
    skipped: built.skipped + mirrored.skipped,
    bytes: built.bytes + mirrored.bytes,
    brotliBytes: built.brotliBytes + mirrored.brotliBytes,
  };
}

/** Answers a request under {@link STATIC_PREFIX}; calls `next` for anything else or a miss. */
export type StaticAssetHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
) => void;

/**
 * A handler on sirv for the files of `dir` at `prefix`: the precompressed copy the browser
 * accepts (brotli before gzip, `Vary: Accept-Encoding`), else the file itself, with a weak ETag
 * (304 on a match). Build assets (`immutable`) get `Cache-Control: public, max-age=31536000,
 * immutable`; other files `public, max-age=0, must-revalidate`, as Next sends `public/` files. The
 * directory is listed once, here: files added later (a new build) need a restart, as the build
 * does anyway. Any other path, method or a miss goes to `next` with its URL untouched.
 * @param dir - the folder served, e.g. `.next/static` or the `public/` mirror
 * @param options.prefix - URL prefix mapped to `dir`, with both slashes (default {@link STATIC_PREFIX})
 * @param options.immutable - content-hashed files that never change (default true)
 * @returns the handler
 */
export function staticAssetHandler(
  dir: string,
  { prefix = STATIC_PREFIX, immutable = true }: { prefix?: string; immutable?: boolean } = {},
): StaticAssetHandler {
  const serve = sirv(dir, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    maxAge: immutable ? 31_536_000 : 0,
    immutable,
    // Files are asked for by their full names: no `/x` → `/x.html` guessing.
    extensions: [],
  });
  return (req, res, next) => {
    const url = req.url ?? '/';
    if (!url.startsWith(prefix) || (req.method !== 'GET' && req.method !== 'HEAD')) {
      next();
      return;
    }
    // sirv resolves paths against its directory: serve `{prefix}x` as `/x`, and put the URL back
    // for Next when the file is not there.
    req.url = url.slice(prefix.length - 1);
    serve(req, res, () => {
      req.url = url;
      next();
    });
  };
}
