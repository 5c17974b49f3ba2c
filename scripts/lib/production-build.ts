import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { prepareStaticAssets } from '../../src/server/http/static-assets';
import { recordBuildHash } from './build-hash';

/**
 * The production build, for `npm run build` and for `npm start` when the build is missing or
 * stale: `next build`, the compile hint on the startup scripts and the precompressed copies the server
 * sends (src/server/http/static-assets.ts), then the recorded input hash that marks the build current.
 * @param root - the project root
 * @returns true when the build succeeded (Next's own output shows why it did not)
 */
export async function runProductionBuild(root: string): Promise<boolean> {
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const result = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) return false;
  const done = await prepareStaticAssets(root);
  console.log(
    `Compile hint on ${done.hinted} startup scripts. Compressed ${done.compressed} static files (${done.bytes} bytes -> ${done.brotliBytes} brotli).`,
  );
  recordBuildHash(root);
  return true;
}
