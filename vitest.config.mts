import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;

// Every test runs in a zone with summer time, away from UTC, so a conversion that forgets the
// offset fails here rather than for an admin in Europe. Set before the workers start: a thread
// cannot change the zone of the process it shares.
process.env.TZ = 'Europe/Berlin';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.join(root, 'src'),
      // `server-only` throws outside React Server Components; tests import server modules directly.
      'server-only': path.join(root, 'node_modules', 'server-only', 'empty.js'),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    // Threads start faster than forked processes (about a sixth off the suite on 2 cores).
    pool: 'threads',
    // Both cores: Vitest's default leaves one free, and the suite is most of `npm run test:fast`.
    maxWorkers: 2,
    globalSetup: ['tests/integration/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
  },
});
