/**
 * `npm test`: typecheck and lint (side by side, one core each), unit + integration tests (PGlite,
 * and PostgreSQL when TEST_DATABASE_URL is set), production build, browser tests in Chromium.
 * `npm run test:fast` (`--fast`): typecheck, lint, unit + integration tests on PGlite only.
 * Other arguments pick steps by name (`tsx scripts/test.ts lint build`).
 * Stops at the first failing stage.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

const fast = process.argv.includes('--fast');
const only = process.argv.slice(2).filter((a) => a !== '--fast');

type Step = { name: string; cmd: string; args: string[]; env?: Record<string, string> };

/** Stages run one after another; the steps of a stage run at the same time. */
const stages: Step[][] = [
  // Each is single-threaded: together they take the time of the slower one on two cores.
  [
    { name: 'typecheck', cmd: bin('tsc'), args: ['--noEmit'] },
    { name: 'lint', cmd: bin('eslint'), args: ['.', '--max-warnings=0'] },
  ],
  [
    {
      name: 'unit + integration tests',
      cmd: bin('vitest'),
      args: ['run'],
      // The fast tier runs the integration suites on the embedded database only.
      env: fast ? { TEST_DATABASE_URL: '' } : undefined,
    },
  ],
  ...(fast
    ? []
    : [
        [
          {
            name: 'production build',
            cmd: process.execPath,
            args: ['--import', 'tsx', 'scripts/build.ts'],
            // The typecheck step above has checked every file; next build need not check again.
            env: { LIZIT_TYPES_CHECKED: '1' },
          },
        ],
        [{ name: 'browser tests', cmd: bin('playwright'), args: ['test'] }],
      ]),
];

/**
 * Runs one step. Alone in its stage it writes straight to the terminal; beside others its output
 * is held and printed whole when it ends, so two steps' lines never interleave.
 */
function run(step: Step, alone: boolean): Promise<boolean> {
  const started = Date.now();
  if (alone) console.log(`\n=== ${step.name} ===`);
  const child = spawn(step.cmd, step.args, {
    cwd: root,
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...step.env },
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (c: Buffer) => output.push(c));
  child.stderr?.on('data', (c: Buffer) => output.push(c));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!alone) {
        console.log(`\n=== ${step.name} ===`);
        process.stdout.write(Buffer.concat(output));
      }
      if (code === 0) console.log(`=== ${step.name} passed in ${seconds}s ===`);
      else console.error(`\n=== ${step.name} FAILED after ${seconds}s ===`);
      resolve(code === 0);
    });
  });
}

for (const stage of stages) {
  const steps = stage.filter((s) => only.length === 0 || only.some((o) => s.name.includes(o)));
  if (steps.length === 0) continue;
  const results = await Promise.all(steps.map((s) => run(s, steps.length === 1)));
  if (results.includes(false)) process.exit(1);
}
