import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_HASH_FILE } from '../../src/config/build-hash';

/** Inputs whose change makes a production build stale. */
const INPUTS = [
  'src',
  'public',
  'next.config.ts',
  'package.json',
  'package-lock.json',
  'postcss.config.mjs',
  'tsconfig.json',
];

function walk(dir: string, out: string[]): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (entry.isFile() && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
}

/**
 * A hash over the build inputs (file paths and contents) plus the NEXT_PUBLIC_* variables that
 * are inlined at build time. Equal hashes mean the existing build is current.
 * @param root - project root
 */
export function computeBuildHash(root: string): string {
  const files: string[] = [];
  for (const input of INPUTS) {
    const full = path.join(root, input);
    if (!fs.existsSync(full)) continue;
    if (fs.statSync(full).isDirectory()) walk(full, files);
    else files.push(full);
  }
  files.sort();
  const hash = crypto.createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update('\0');
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  const publicVars = Object.keys(process.env)
    .filter((k) => k.startsWith('NEXT_PUBLIC_'))
    .sort()
    .map((k) => `${k}=${process.env[k]}`);
  hash.update(publicVars.join('\n'));
  return hash.digest('hex');
}

/** True when `.next` holds a production build made from the current inputs. */
export function isBuildCurrent(root: string): boolean {
  const file = path.join(root, BUILD_HASH_FILE);
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID')) || !fs.existsSync(file)) return false;
  return fs.readFileSync(file, 'utf8').trim() === computeBuildHash(root);
}

/** Records that the current `.next` build was made from the current inputs. */
export function recordBuildHash(root: string): void {
  fs.writeFileSync(path.join(root, BUILD_HASH_FILE), computeBuildHash(root));
}
