import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, startupScripts } from './compile-hints';
import { prepareStaticAssets } from './static-assets';

/** A build folder laid out like Next's `.next`, in a temporary directory. */
let root: string;
let distDir: string;
const runtime = `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(${'"react-dom";'.repeat(200)});\n`;
const router = `${'function route(){return 1}\n'.repeat(100)}`;
const adminEditor = `${'function editor(){return 2}\n'.repeat(100)}`;

function write(relative: string, content: string) {
  const file = path.join(distDir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-hints-'));
  distDir = path.join(root, '.next');
  write('static/chunks/runtime.js', runtime);
  write('static/chunks/router.js', router);
  write('static/chunks/admin-editor.js', adminEditor);
  write('static/chunks/site.css', 'body{margin:0}\n'.repeat(200));
  write(
    'build-manifest.json',
    JSON.stringify({
      rootMainFiles: [
        'static/chunks/runtime.js',
        'static/chunks/router.js',
        'static/chunks/gone.js',
        'static/chunks/site.css',
        '../outside.js',
        '/etc/passwd.js',
        42,
      ],
    }),
  );
  fs.writeFileSync(path.join(root, 'outside.js'), 'x()');
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('startupScripts', () => {
  it('lists the manifest’s root main scripts, nothing outside the build and nothing else', () => {
    expect(startupScripts(distDir)).toEqual([
      'static/chunks/runtime.js',
      'static/chunks/router.js',
      'static/chunks/gone.js',
    ]);
  });

  it('is empty for a folder without a manifest or a manifest without the list', () => {
    expect(startupScripts(path.join(root, 'nope'))).toEqual([]);
    write('build-manifest.json', JSON.stringify({ pages: {} }));
    expect(startupScripts(distDir)).toEqual([]);
  });
});

describe('addCompileHints', () => {
  it('puts the hint on the first line of the startup scripts only, once', () => {
    expect(addCompileHints(distDir)).toEqual({ hinted: 2, skipped: 0 });
    const read = (name: string) =>
      fs.readFileSync(path.join(distDir, 'static/chunks', name), 'utf8');
    expect(read('runtime.js')).toBe(`${COMPILE_HINT}\n${runtime}`);
    expect(read('router.js')).toBe(`${COMPILE_HINT}\n${router}`);
    expect(read('admin-editor.js')).toBe(adminEditor);
    expect(fs.readFileSync(path.join(root, 'outside.js'), 'utf8')).toBe('x()');

    expect(addCompileHints(distDir)).toEqual({ hinted: 0, skipped: 2 });
    expect(read('runtime.js')).toBe(`${COMPILE_HINT}\n${runtime}`);
    expect(
      fs.readdirSync(path.join(distDir, 'static/chunks')).filter((f) => f.endsWith('.tmp')),
    ).toEqual([]);
  });

  it('removes stale compressed copies of a script it changes', () => {
    write('static/chunks/router.js.br', 'old');
    write('static/chunks/router.js.gz', 'old');
    addCompileHints(distDir);
    expect(fs.existsSync(path.join(distDir, 'static/chunks/router.js.br'))).toBe(false);
    expect(fs.existsSync(path.join(distDir, 'static/chunks/router.js.gz'))).toBe(false);
  });
});

describe('prepareStaticAssets', () => {
  it('hints before compressing, so the copies a browser receives carry the hint', async () => {
    const done = await prepareStaticAssets(root);
    expect(done.hinted).toBe(2);
    const br = fs.readFileSync(path.join(distDir, 'static/chunks/runtime.js.br'));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(`${COMPILE_HINT}\n${runtime}`);
    const gz = fs.readFileSync(path.join(distDir, 'static/chunks/router.js.gz'));
    expect(zlib.gunzipSync(gz).toString().startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect((await prepareStaticAssets(root)).hinted).toBe(0);
  });
});
