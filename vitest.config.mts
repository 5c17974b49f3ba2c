import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;

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
    pool: 'forks',
    // Both cores: Vitest's default leaves one free, and the suite is most of `npm run test:fast`.
    maxWorkers: 2,
    globalSetup: ['tests/integration/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent' },
  },
});
