/**
 * `npm run bench:admin-tabs`: how fast the admin dashboard answers a click on one of its tabs
 * (issue #20 item 13). Starts the production server (`scripts/server.ts demo`) on a fresh demo
 * data dir on 127.0.0.1:3450, signs in as the demo admin it creates, opens /admin in Debian
 * Chromium and clicks every tab BENCH_ROUNDS times (default 5, after one warm-up round that is not
 * counted). For each click, measured in the page from a capture-phase click listener
 * (performance.now()):
 *   - visibleMs: the panel area shows the clicked tab (its heading and its skeleton or its content)
 *     and that frame was painted;
 *   - dataMs: the tab's data is shown (no skeleton or placeholder left in the panel), painted;
 *   - activeMs: the clicked tab carries aria-current="page";
 *   - urlMs: the address bar says /admin?tab=<id>.
 * Reports the median and p95 per tab and overall, writes bench/results/<date>-admin-tabs.json
 * (`BENCH_LABEL=before` writes <date>-admin-tabs-before.json). Never part of `npm test`.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright';
import { ADMIN_TABS } from '../src/components/admin/tabs';
import { ensureBuild, log, percentiles, root, stop, waitFor, writeResult } from './lib/harness';

const PORT = Number(process.env.BENCH_PORT ?? 3450);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const LABEL = process.env.BENCH_LABEL;
const TARGET_MS = 150;
const origin = `http://127.0.0.1:${PORT}`;

type Sample = {
  tab: string;
  round: number;
  visibleMs: number;
  dataMs: number;
  activeMs: number;
  urlMs: number;
};

type Timings = { visibleMs?: number; dataMs?: number; activeMs?: number; urlMs?: number };
type Probe = {
  __tabProbe: { arm: (id: string, label: string) => void; result?: Promise<Timings> };
};

/**
 * Installed in the page once: `arm(id, label)` starts watching for the next click; `result`
 * resolves with the timings of that click once the tab's data is painted.
 */
function installProbe() {
  const w = window as unknown as Probe;
  /** Runs `fn` with the time after the next paint (a task queued once the frame was drawn). */
  const afterPaint = (fn: (t: number) => void) =>
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => fn(performance.now());
      ch.port2.postMessage(0);
    });
  w.__tabProbe = {
    arm(id, label) {
      w.__tabProbe.result = new Promise<Timings>((resolve, reject) => {
        const out: Timings = {};
        let t0: number | undefined;
        let seenVisible = false;
        let seenData = false;
        let pending = 2;
        const done = () => {
          if (--pending > 0) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(out);
        };
        const panelOf = () => {
          const section = document.querySelector(`section[data-tab="${id}"]`);
          if (section?.querySelector('#tab-title')?.textContent?.trim() !== label) return null;
          return section.querySelector<HTMLElement>('#tab-title ~ div');
        };
        const check = () => {
          if (t0 === undefined) return;
          const now = performance.now() - t0;
          const link = document.querySelector(
            `nav[aria-label="Dashboard sections"] a[href="/admin?tab=${id}"]`,
          );
          if (out.activeMs === undefined && link?.getAttribute('aria-current') === 'page')
            out.activeMs = now;
          if (out.urlMs === undefined && new URLSearchParams(location.search).get('tab') === id)
            out.urlMs = now;
          const panel = panelOf();
          if (!panel || panel.getBoundingClientRect().height === 0) return;
          const skeleton = panel.querySelector(`[role="status"][aria-label="Loading ${label}"]`);
          const placeholders = panel.querySelector(
            '[data-testid="skeleton"], .animate-pulse, [role="status"][aria-label^="Loading"]',
          );
          const content = panel.innerText.trim().length > 0;
          if (!seenVisible && (skeleton || content)) {
            seenVisible = true;
            afterPaint((t) => {
              out.visibleMs = t - t0!;
              done();
            });
          }
          if (!seenData && content && !placeholders) {
            seenData = true;
            afterPaint((t) => {
              out.dataMs = t - t0!;
              done();
            });
          }
        };
        const observer = new MutationObserver(check);
        const poll = () => {
          check();
          if (pending > 0) requestAnimationFrame(poll);
        };
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`tab ${id}: nothing after 20 s (${JSON.stringify(out)})`));
        }, 20_000);
        document.addEventListener(
          'click',
          () => {
            t0 = performance.now();
            observer.observe(document.body, {
              subtree: true,
              childList: true,
              attributes: true,
              characterData: true,
            });
            check();
            requestAnimationFrame(poll);
          },
          { capture: true, once: true },
        );
      });
    },
  };
}

async function clickTab(page: Page, id: string, label: string): Promise<Omit<Sample, 'round'>> {
  await page.evaluate(([i, l]) => (window as unknown as Probe).__tabProbe.arm(i!, l!), [id, label]);
  await page.click(`nav[aria-label="Dashboard sections"] a[href="/admin?tab=${id}"]`);
  const t = await page.evaluate(() => (window as unknown as Probe).__tabProbe.result!);
  const r = (n: number | undefined) => Math.round((n ?? NaN) * 10) / 10;
  // Let the page settle (streamed parts, client effects) before the next click.
  await page.waitForTimeout(300);
  return {
    tab: id,
    visibleMs: r(t.visibleMs),
    dataMs: r(t.dataMs),
    activeMs: r(t.activeMs),
    urlMs: r(t.urlMs),
  };
}

const stats = (xs: number[]) => {
  const p = percentiles(xs);
  return { median: p.p50!, p95: p.p95!, max: p.max! };
};

async function main() {
  ensureBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-bench-tabs-'));
  log(`Starting the demo server on ${origin} (data dir ${dataDir})...`);
  const app = spawn(process.execPath, ['--import', 'tsx', 'scripts/server.ts', 'demo'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SITE_URL: origin,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  app.stdout!.on('data', (b: Buffer) => (stdout += b.toString()));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    await waitFor(`${origin}/api/healthz`);
    const m = /Demo admin: (\S+) (\S+)/.exec(stdout);
    if (!m) throw new Error(`the demo server printed no demo admin:\n${stdout}`);
    const context = await browser.newContext({
      baseURL: origin,
      viewport: { width: 1280, height: 900 },
    });
    const signIn = await context.request.post('/api/auth/sign-in/email', {
      data: { email: m[1], password: m[2] },
      headers: { origin },
    });
    if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()} ${await signIn.text()}`);
    const page = await context.newPage();
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    // tsx (esbuild keepNames) wraps functions in __name(): give the page one.
    await page.evaluate('window.__name = (f) => f');
    await page.evaluate(installProbe);

    // Media is the default tab: each round clicks the six others, then Media again.
    const order = [...ADMIN_TABS.slice(1), ADMIN_TABS[0]];
    const samples: Sample[] = [];
    for (let round = 0; round <= ROUNDS; round++) {
      for (const t of order) {
        const s = await clickTab(page, t.id, t.label);
        if (round > 0) samples.push({ ...s, round });
      }
      log(round === 0 ? 'warm-up round done' : `round ${round}/${ROUNDS} done`);
    }

    const perTab: Record<string, Record<string, ReturnType<typeof stats>>> = {};
    for (const t of ADMIN_TABS) {
      const mine = samples.filter((s) => s.tab === t.id);
      perTab[t.id] = {
        visibleMs: stats(mine.map((s) => s.visibleMs)),
        dataMs: stats(mine.map((s) => s.dataMs)),
        activeMs: stats(mine.map((s) => s.activeMs)),
      };
    }
    const overall = {
      visibleMs: stats(samples.map((s) => s.visibleMs)),
      dataMs: stats(samples.map((s) => s.dataMs)),
      activeMs: stats(samples.map((s) => s.activeMs)),
      urlMs: stats(samples.map((s) => s.urlMs)),
    };
    const slowTabs = Object.entries(perTab)
      .filter(([, v]) => !(v.visibleMs!.median < TARGET_MS))
      .map(([k]) => k);
    const result = {
      date: new Date().toISOString(),
      label: LABEL ?? null,
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        node: process.version,
        loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
      },
      settings: { rounds: ROUNDS, port: PORT, targetVisibleMedianMs: TARGET_MS },
      targetMet: slowTabs.length === 0,
      overall,
      perTab,
      samples,
    };
    const file = writeResult(LABEL ? `admin-tabs-${LABEL}` : 'admin-tabs', result);
    console.log('\ntab          visible median/p95   data median/p95   (ms)');
    for (const [id, v] of Object.entries(perTab))
      console.log(
        `${id.padEnd(12)} ${String(v.visibleMs!.median).padStart(7)} / ${String(v.visibleMs!.p95).padEnd(8)} ${String(v.dataMs!.median).padStart(7)} / ${v.dataMs!.p95}`,
      );
    console.log(
      `${'overall'.padEnd(12)} ${String(overall.visibleMs.median).padStart(7)} / ${String(overall.visibleMs.p95).padEnd(8)} ${String(overall.dataMs.median).padStart(7)} / ${overall.dataMs.p95}`,
    );
    console.log(
      `\nTarget (visible median < ${TARGET_MS} ms on every tab): ${slowTabs.length === 0 ? 'met' : `missed on ${slowTabs.join(', ')}`}`,
    );
    console.log(`Written to ${file}`);
  } finally {
    await browser.close();
    await stop(app);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
