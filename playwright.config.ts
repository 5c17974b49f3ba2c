import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Ports of the servers the browser tests run against, each on a data dir of its own, in a row
 * from E2E_PORT_BASE (default 3100), so a second checkout can run its tests beside this one.
 */
const BASE = Number(process.env.E2E_PORT_BASE ?? 3100);
export const PORTS = {
  main: BASE,
  oneBanner: BASE + 1,
  noBanners: BASE + 2,
  media: BASE + 3,
  authz: BASE + 4,
  /** Started and stopped by the two-factor spec, with ADMIN_REQUIRE_2FA on. */
  requireTwoFactor: BASE + 5,
  /** Answers once the five servers above are up (e2e/fixtures/servers.ts). */
  ready: BASE + 6,
} as const;

/**
 * Debian's headless shell (package chromium-headless-shell) when installed: the same engine
 * without the full browser's window and GPU machinery, about a fifth less CPU per test on this
 * 2-core machine. Otherwise Debian's chromium; CHROMIUM_PATH overrides both.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const chromium =
  process.env.CHROMIUM_PATH ||
  (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export default defineConfig({
  testDir: './e2e',
  // Spec files run two at a time (one per core): each spec makes its own data, and one worker left
  // a core idle while the other waited on the browser or the server. Tests within a file stay in order.
  fullyParallel: false,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORTS.main}`,
    // No trace: recording one for every test (to keep only the failures') cost about a quarter of
    // the browser tests' time. Debug a failure with `npx playwright test <spec> --trace on`.
    trace: 'off',
    // As a visitor who asked for less motion: nothing animates, so no frame is drawn for it (the
    // browser's work) and nothing waits for an animation to settle.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node --import tsx e2e/fixtures/smtp-sink.ts',
      port: Number(process.env.E2E_SMTP_PORT ?? 2526),
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 2_000 },
    },
    {
      // The five servers of PORTS, started at once (e2e/fixtures/servers.ts), each on a fresh
      // temporary data dir; ready when every one answers its health route.
      command: `node --import tsx e2e/fixtures/servers.ts --ready-port ${PORTS.ready}`,
      url: `http://127.0.0.1:${PORTS.ready}/`,
      reuseExistingServer: false,
      // SIGTERM lets each server close its database and remove its temporary data dir.
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
      timeout: 120_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
  ],
});
