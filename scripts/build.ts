/**
 * `npm run build`: a production build that records its input hash, so `npm start` knows the
 * build is current and does not rebuild.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { recordBuildHash } from './lib/build-hash';

const root = path.resolve(import.meta.dirname, '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const result = spawnSync(process.execPath, [nextBin, 'build'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
});
if (result.status !== 0) process.exit(result.status ?? 1);
recordBuildHash(root);
