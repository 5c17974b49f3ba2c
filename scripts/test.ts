/**
 * `npm test`: typecheck, lint, unit + integration tests (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set), production build, browser tests in Debian's Chromium.
 * `npm run test:fast` (`--fast`): typecheck, lint, unit + integration tests on PGlite only.
 * Other arguments pick steps by name (`tsx scripts/test.ts lint build`).
 * Stops at the first failing step.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

const fast = process.argv.includes('--fast');
const only = process.argv.slice(2).filter((a) => a !== '--fast');

const steps: { name: string; cmd: string; args: string[]; env?: Record<string, string> }[] = [
  { name: 'typecheck', cmd: bin('tsc'), args: ['--noEmit'] },
  { name: 'lint', cmd: bin('eslint'), args: ['.', '--max-warnings=0'] },
  {
    name: 'unit + integration tests',
    cmd: bin('vitest'),
    args: ['run'],
    // The fast tier runs the integration suites on the embedded database only.
    env: fast ? { TEST_DATABASE_URL: '' } : undefined,
  },
  ...(fast
    ? []
    : [
        {
          name: 'production build',
          cmd: process.execPath,
          args: ['--import', 'tsx', 'scripts/build.ts'],
          // The typecheck step above has checked every file; next build need not check again.
          env: { LIZIT_TYPES_CHECKED: '1' },
        },
        { name: 'browser tests', cmd: bin('playwright'), args: ['test'] },
      ]),
];

for (const step of steps) {
  if (only.length > 0 && !only.some((o) => step.name.includes(o))) continue;
  const started = Date.now();
  console.log(`\n=== ${step.name} ===`);
  const result = spawnSync(step.cmd, step.args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...step.env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n=== ${step.name} FAILED after ${seconds}s ===`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${step.name} passed in ${seconds}s ===`);
}
