/**
 * `npm run build`: a production build that records its input hash, so `npm start` knows the
 * build is current and does not rebuild. It also writes the precompressed copies of the build's
 * static assets.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { precompressStaticAssets } from '../src/server/http/static-assets';
import { recordBuildHash } from './lib/build-hash';

const root = path.resolve(import.meta.dirname, '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const result = spawnSync(process.execPath, [nextBin, 'build'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
});
if (result.status !== 0) process.exit(result.status ?? 1);
// The brotli and gzip copies the server sends (src/server/http/static-assets.ts).
const done = await precompressStaticAssets(path.join(root, '.next', 'static'));
console.log(
  `Compressed ${done.compressed} build assets (${done.bytes} bytes -> ${done.brotliBytes} brotli).`,
);
recordBuildHash(root);
