/**
 * `npm run build`: a production build that records its input hash, so `npm start` knows the
 * build is current and does not rebuild. It also writes the precompressed copies of the build's
 * static assets.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { mirrorPublicAssets, precompressStaticAssets } from '../src/server/http/static-assets';
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
const built = await precompressStaticAssets(path.join(root, '.next', 'static'));
const mirrored = await mirrorPublicAssets(
  path.join(root, 'public'),
  path.join(root, '.next', 'public-compressed'),
);
console.log(
  `Compressed ${built.compressed + mirrored.compressed} static files (${built.bytes + mirrored.bytes} bytes -> ${built.brotliBytes + mirrored.brotliBytes} brotli).`,
);
recordBuildHash(root);
