/**
 * Post history benchmark (issue #22 "Benchmarks"): `npm run bench:revisions`. On an in-memory
 * PGlite database (the embedded database of the demo):
 *   - save: `updatePost` (which writes the revision and runs the retention) on posts with one
 *     revision, then on a post with 200 revisions — p50 and p95 of 60 saves each;
 *   - history: the History panel's list and one word diff of a 5,000-word article with 50
 *     revisions — p50 and p95 of 30 runs each.
 * Writes bench/results/<date>-revisions.json and prints it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { migrateDatabase, openDatabase } from '@/db/client';
import { post_revisions, user } from '@/db/schema';
import { postSchema } from '@/lib/validation/posts';
import { diffRevisions, listRevisions } from '@/server/blog/revisions';
import { createPost, updatePost } from '@/server/blog/service';

const WORDS = 'rental fleet contract invoice yard crew tool lift trailer deposit'.split(' ');
const words = (n: number, seed: number) =>
  Array.from({ length: n }, (_, i) => WORDS[(i * 7 + seed) % WORDS.length]).join(' ');
const article = (n: number, seed: number) =>
  Array.from({ length: n / 100 }, (_, p) => `<p>${words(100, seed + p)}</p>`).join('');

const pct = (xs: number[], p: number) =>
  Number(
    [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!.toFixed(2),
  );
const stats = (xs: number[]) => ({ p50: pct(xs, 0.5), p95: pct(xs, 0.95), runs: xs.length });

async function time<T>(fn: () => Promise<T>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

const handle = openDatabase({ kind: 'pglite-memory' });
await migrateDatabase(handle);
const db = handle.db;
await db.insert(user).values({ id: 'bench', name: 'Bench', email: 'bench@lizit.com' });
const form = (slug: string, content: string) =>
  postSchema.parse({ title: `Bench ${slug}`, slug, content, status: 'draft' });

// Saves of posts with one revision each.
const fresh: number[] = [];
for (let i = 0; i < 60; i++) {
  const { id } = await createPost(db, form(`fresh-${i}`, article(500, i)), 'bench');
  fresh.push(
    await time(() => updatePost(db, id, form(`fresh-${i}`, article(500, i + 1)), 'bench')),
  );
}

// Saves of a post with 200 revisions (all younger than 30 days: the retention keeps them).
const { id: busy } = await createPost(db, form('busy', article(500, 0)), 'bench');
await db.insert(post_revisions).values(
  Array.from({ length: 199 }, (_, i) => ({
    post_id: busy,
    title: 'Bench busy',
    slug: 'busy',
    content: article(500, i),
    status: 'draft' as const,
    created_at: new Date(Date.now() - (200 - i) * 60_000),
  })),
);
const loaded: number[] = [];
for (let i = 0; i < 60; i++)
  loaded.push(await time(() => updatePost(db, busy, form('busy', article(500, 300 + i)), 'bench')));

// History of a 5,000-word article with 50 revisions.
const { id: long } = await createPost(db, form('long', article(5000, 0)), 'bench');
for (let i = 1; i < 50; i++) await updatePost(db, long, form('long', article(5000, i)), 'bench');
const revisions = await listRevisions(db, long);
const list: number[] = [];
const diff: number[] = [];
for (let i = 0; i < 30; i++) {
  list.push(await time(() => listRevisions(db, long)));
  diff.push(await time(() => diffRevisions(db, revisions.at(-1)!.id, revisions[0]!.id)));
}
await handle.close();

const result = {
  date: new Date().toISOString(),
  database: 'PGlite (in memory)',
  saveWithOneRevisionMs: stats(fresh),
  saveWith200RevisionsMs: stats(loaded),
  historyList50RevisionsMs: stats(list),
  diff5000WordsMs: stats(diff),
};
const dir = path.resolve(import.meta.dirname, 'results');
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(
  path.join(dir, `${result.date.slice(0, 10)}-revisions.json`),
  JSON.stringify(result, null, 2) + '\n',
);
console.log(JSON.stringify(result, null, 2));
