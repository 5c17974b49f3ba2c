/**
 * Lighthouse on the public pages (issue #10 "Page speed"), called by bench/run.ts against its
 * running production server: `npx -y lighthouse@12.8.2` with its default mobile emulation and
 * throttling, in Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium), three runs per page,
 * keeping the run with the median performance score. Targets: performance >= 95, accessibility,
 * best practices and SEO 100.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Scores (0-100) of one page, and what kept performance below 100 in the median run. */
export type LighthousePage = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Performance score of every run. */
  runs: number[];
  /** Core metrics of the median run (ms, CLS unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  /** Failing audits of the median run ("id: display value"). */
  failing: string[];
};

type Report = {
  runtimeError?: { code: string; message?: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    { score: number | null; scoreDisplayMode: string; displayValue?: string; numericValue?: number }
  >;
};

const score = (r: Report, id: string) => Math.round((r.categories[id]?.score ?? 0) * 100);

function runOnce(url: string, out: string): Report {
  const res = spawnSync(
    'npx',
    [
      '-y',
      'lighthouse@12.8.2',
      url,
      // The flags this workplace's machines need (.library/env): without the background-networking
      // ones Chromium keeps retrying connections the closed network refuses, adding noise.
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
    ],
    {
      encoding: 'utf8',
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH || '/usr/bin/chromium' },
      timeout: 180_000,
    },
  );
  if (res.status !== 0 || !fs.existsSync(out)) {
    const why = res.error?.message ?? `exit ${res.status ?? res.signal}`;
    throw new Error(
      `lighthouse failed on ${url} (${why}): ${`${res.stdout}${res.stderr}`.slice(-1500)}`,
    );
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as Report;
  fs.rmSync(out);
  // A run Lighthouse could not measure (e.g. NO_NAVSTART, a lost trace) still writes a report,
  // with null scores: a failed run, not a score of 0.
  if (report.runtimeError) {
    throw new Error(`lighthouse failed on ${url}: ${report.runtimeError.code}`);
  }
  return report;
}

/**
 * Runs Lighthouse `runs` times on each URL.
 * @param origin - e.g. "http://127.0.0.1:3290"
 * @param routes - paths, e.g. ["/", "/product"]
 * @returns the median run's scores per route
 */
export function lighthouse(
  origin: string,
  routes: string[],
  runs = 3,
): Record<string, LighthousePage> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-lh-'));
  const out: Record<string, LighthousePage> = {};
  try {
    for (const route of routes) {
      const reports: Report[] = [];
      for (let i = 0; i < runs; i++) {
        // One retry: a run that fails (a Chromium hiccup) should not cost the whole benchmark.
        try {
          reports.push(runOnce(`${origin}${route}`, path.join(dir, `r${i}.json`)));
        } catch (error) {
          console.error(error instanceof Error ? error.message : error);
          reports.push(runOnce(`${origin}${route}`, path.join(dir, `r${i}.json`)));
        }
      }
      reports.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
      const median = reports[Math.floor(reports.length / 2)]!;
      const metric = (id: string) =>
        Math.round((median.audits[id]?.numericValue ?? 0) * 1000) / 1000;
      out[route] = {
        performance: score(median, 'performance'),
        accessibility: score(median, 'accessibility'),
        bestPractices: score(median, 'best-practices'),
        seo: score(median, 'seo'),
        runs: reports.map((r) => score(r, 'performance')),
        metrics: {
          fcp: Math.round(metric('first-contentful-paint')),
          lcp: Math.round(metric('largest-contentful-paint')),
          tbt: Math.round(metric('total-blocking-time')),
          cls: metric('cumulative-layout-shift'),
          si: Math.round(metric('speed-index')),
        },
        failing: Object.entries(median.audits)
          .filter(
            ([, a]) =>
              a.score !== null &&
              a.score < 0.9 &&
              (a.scoreDisplayMode === 'numeric' || a.scoreDisplayMode === 'binary'),
          )
          .map(([id, a]) => (a.displayValue ? `${id}: ${a.displayValue}` : id)),
      };
      console.log(`lighthouse ${route}: ${JSON.stringify(out[route])}`);
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return out;
}
