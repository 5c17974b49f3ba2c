import fs from 'node:fs';
import path from 'node:path';

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints, Chrome 136+): a script
 * whose first line is this comment has all its functions compiled eagerly, on a background thread
 * while it streams in, instead of lazily on the main thread the first time each is called. Other
 * engines read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** What {@link addCompileHints} did. */
export type CompileHintResult = {
  /** Scripts given the hint in this call. */
  hinted: number;
  /** Scripts that already had it (a repeated call). */
  skipped: number;
};

/**
 * The scripts every page of the build runs at startup: `rootMainFiles` of Next's
 * `build-manifest.json` (the bundler runtime, React DOM, the App Router and its bootstrap), as
 * paths relative to the build folder, such as `static/chunks/0a0mui9z-x11r.js`.
 * @param distDir - the build folder, normally `.next`
 * @returns the paths; none when the build has no manifest or the manifest has no such list
 * @throws SyntaxError when the manifest is not JSON (a broken build)
 */
export function startupScripts(distDir: string): string[] {
  const manifestPath = path.join(distDir, 'build-manifest.json');
  if (!fs.existsSync(manifestPath)) return [];
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as {
    rootMainFiles?: unknown;
  };
  const files = Array.isArray(manifest.rootMainFiles) ? manifest.rootMainFiles : [];
  return files.filter(
    (file): file is string =>
      typeof file === 'string' &&
      file.endsWith('.js') &&
      !path.isAbsolute(file) &&
      !file.includes('..'),
  );
}

/**
 * Puts {@link COMPILE_HINT} on the first line of each startup script ({@link startupScripts}),
 * for page speed. Those scripts are the framework every page evaluates before it can
 * hydrate; compiling them lazily on the main thread was the largest single block of script time
 * in a mobile Lighthouse run (about a third of it). Application chunks are left lazy: the admin's
 * editor, for one, has far more code than a page calls.
 *
 * Run on the build before its compressed copies are made ({@link prepareStaticAssets} does both);
 * stale `.br`/`.gz` copies of a script it changes are removed. Idempotent; each file is written
 * to a temporary name and renamed, so a server reading the folder never sees half a file.
 * @param distDir - the build folder, normally `.next`
 * @returns counts of this call's work; scripts the manifest names but the build lacks are ignored
 * @throws on a file-system error, or SyntaxError for an unreadable manifest
 */
export function addCompileHints(distDir: string): CompileHintResult {
  const result: CompileHintResult = { hinted: 0, skipped: 0 };
  for (const relative of startupScripts(distDir)) {
    const file = path.join(distDir, relative);
    if (!fs.existsSync(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) {
      result.skipped += 1;
      continue;
    }
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, `${COMPILE_HINT}\n${source}`);
    fs.renameSync(temporary, file);
    for (const suffix of ['.br', '.gz']) fs.rmSync(`${file}${suffix}`, { force: true });
    result.hinted += 1;
  }
  return result;
}
