/**
 * Bulk Creator benchmark (issue #9), run by `npm run bench` (or on its own:
 * `node --conditions react-server --import tsx bench/bulk.ts`). Prints one JSON object:
 *   - generation: 1,000 rows through the offline template generator and the draft-creating
 *     service, in batches of 5 as the route receives them, on an in-memory PGlite database —
 *     total time and time per article;
 *   - csvParse: parsing a 10,000-row CSV with the tab's own `parseBulkCsv` (papaparse) in Debian
 *     Chromium, the browser the tab runs in — median of 5 runs after one warm-up.
 * The react-server condition lets the server modules (`server-only`) load outside Next.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { build } from 'esbuild';
import { chromium } from 'playwright';
import { migrateDatabase, openDatabase } from '@/db/client';
import { user } from '@/db/schema';
import { batches } from '@/lib/bulk/csv';
import { templateGenerator } from '@/server/bulk-articles/generator';
import { generateArticles } from '@/server/bulk-articles/service';

const root = path.resolve(import.meta.dirname, '..');
const TOPICS = [
  'equipment rental software',
  'party rental inventory',
  'tool rental pricing',
  'construction equipment utilization',
  'rental contract templates',
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const round = (n: number, digits = 2) => Number(n.toFixed(digits));

async function generation(rows = 1000) {
  const handle = openDatabase({ kind: 'pglite-memory' });
  await migrateDatabase(handle);
  try {
    await handle.db.insert(user).values({ id: 'bench-admin', name: 'Bench', email: 'b@lizit.com' });
    const articles = Array.from({ length: rows }, (_, i) => ({
      title: `How to Improve ${TOPICS[i % TOPICS.length]}: Lesson ${i + 1}`,
      keyword: TOPICS[i % TOPICS.length]!,
    }));
    const started = performance.now();
    let succeeded = 0;
    for (const batch of batches(articles)) {
      const { results } = await generateArticles(
        handle.db,
        batch,
        'bench-admin',
        templateGenerator,
      );
      succeeded += results.filter((r) => r.success).length;
    }
    const totalMs = performance.now() - started;
    if (succeeded !== rows) throw new Error(`only ${succeeded} of ${rows} drafts were created`);
    return {
      rows,
      database: 'PGlite (in memory)',
      totalMs: Math.round(totalMs),
      msPerArticle: round(totalMs / rows),
      articlesPerSec: Math.round((rows / totalMs) * 1000),
    };
  } finally {
    await handle.close();
  }
}

async function csvParse(rows = 10_000) {
  const bundle = await build({
    stdin: {
      contents: "export { parseBulkCsv } from './src/lib/bulk/csv';",
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'bulkCsv',
    platform: 'browser',
    minify: true,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>bench</title>');
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    const { times, kept, bytes } = await page.evaluate((n) => {
      const topics = ['forklift rental', 'party tents', 'tool pricing', 'excavator, compact'];
      const lines = ['title,keyword,notes'];
      for (let i = 0; i < n; i++) {
        const k = topics[i % topics.length]!;
        lines.push(`"Guide ${i + 1}: renting ${k}, step by step","${k}",note ${i}`);
      }
      const text = lines.join('\n');
      const parse = (
        globalThis as unknown as {
          bulkCsv: { parseBulkCsv: (t: string) => { ok: boolean; rows?: unknown[] } };
        }
      ).bulkCsv.parseBulkCsv;
      parse(text);
      const times: number[] = [];
      let kept = 0;
      for (let r = 0; r < 5; r++) {
        const t0 = performance.now();
        const out = parse(text);
        times.push(performance.now() - t0);
        kept = out.rows?.length ?? 0;
      }
      return { times, kept, bytes: text.length };
    }, rows);
    if (kept !== rows) throw new Error(`parsed ${kept} of ${rows} rows`);
    return {
      rows,
      bytes,
      browser: `Chromium ${browser.version()}`,
      medianMs: round(median(times)),
      runsMs: times.map((t) => round(t)),
    };
  } finally {
    await browser.close();
  }
}

async function main() {
  const result = { generation: await generation(), csvParse: await csvParse() };
  console.log(JSON.stringify(result));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
