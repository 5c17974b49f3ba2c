/**
 * Redirects (issue #23 §1 and §2) on the main server: renaming a published post's slug in the
 * editor makes its old URL answer 301 to the new one — also after the old page was kept in the
 * HTML cache — and a browser lands on the article; the Redirects section of the SEO & Sitemap tab
 * adds (also from the 404 monitor's link, prefilled), edits, searches and deletes rules, answers
 * 410 Gone, refuses a rule that shadows /admin, exports the rules as CSV and imports a CSV with a
 * report of its bad line. The second instance (the bus) is covered by tests/integration.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { PORTS } from '../playwright.config';
import { adminGet, callAction } from './fixtures/actions';
import { adminContext, toast } from './fixtures/admin';
import { apiContext, expect, signedInState, test, unique } from './fixtures/test';
import { E2E_ADMIN_EMAIL } from './fixtures/users';

type Row = { id: number; from_path: string; hits: number };

async function rulesMatching(api: APIRequestContext, q: string): Promise<Row[]> {
  const r = await adminGet<{ rows: Row[] }>(api, `/api/admin/redirects?q=${encodeURIComponent(q)}`);
  return r.data!.rows;
}

async function removeRules(api: APIRequestContext, q: string) {
  for (const r of await rulesMatching(api, q))
    await callAction(api, 'deleteRedirectAction', { id: r.id });
}

test('renaming a published post redirects its old URL (301), through the page cache', async ({
  adminPage: page,
  browser,
  request,
}) => {
  test.slow();
  const api = await apiContext(await signedInState(E2E_ADMIN_EMAIL));
  const u = unique();
  const oldSlug = `redirect-before-${u}`;
  const newSlug = `redirect-after-${u}`;
  const created = await callAction<{ id: number }>(api, 'createPostAction', {
    title: `Redirect Story ${u}`,
    slug: oldSlug,
    content: '<p>A story that moves.</p>',
    status: 'published',
    published_at: '2026-01-01T00:00:00.000Z',
  });
  const id = created.data!.id;
  try {
    // The old page is rendered once and then served from the HTML cache.
    expect((await request.get(`/resources/${oldSlug}`)).status()).toBe(200);
    const cached = await request.get(`/resources/${oldSlug}`);
    expect(cached.headers()['x-cache']).toBe('HIT');

    await page.goto(`/admin/posts?edit=${id}`);
    const editor = page.getByRole('dialog', { name: 'Edit Blog Post' });
    await expect(editor.getByLabel('Slug')).toHaveValue(oldSlug);
    await editor.getByLabel('Slug').fill(newSlug);
    await editor.getByRole('button', { name: 'Update Post' }).click();
    await expect(toast(page, 'Blog post updated successfully!')).toBeVisible();

    const old = `/resources/${oldSlug}?utm_source=mail`;
    await expect.poll(async () => (await request.get(old, { maxRedirects: 0 })).status()).toBe(301);
    const moved = await request.get(old, { maxRedirects: 0 });
    expect(moved.headers().location).toBe(`/resources/${newSlug}?utm_source=mail`);

    const visitor = await browser.newPage();
    await visitor.goto(`/resources/${oldSlug}`);
    await expect(visitor).toHaveURL(new RegExp(`/resources/${newSlug}$`));
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Redirect Story ${u}`);
    await visitor.close();

    // The manager lists the automatic rule, and its hits once they are written (every 5 s).
    await page.goto('/admin/seo');
    await page.getByRole('searchbox', { name: 'Search redirects' }).fill(oldSlug);
    const row = page.getByTestId('redirect-row').filter({ hasText: `/resources/${oldSlug}` });
    await expect(row).toContainText('slug change');
    await expect(row).toContainText(`/resources/${newSlug}`);
    await expect
      .poll(async () => (await rulesMatching(api, oldSlug))[0]?.hits ?? 0, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(2);
  } finally {
    await callAction(api, 'deletePostAction', { id });
    await removeRules(api, u);
  }
});

test('the Redirects section adds, edits, searches, deletes, imports and exports rules', async ({
  adminPage: page,
  request,
}) => {
  test.slow();
  const api = await apiContext(await signedInState(E2E_ADMIN_EMAIL));
  const u = unique();
  const missing = `/e2e-missing-${u}`;
  const gone = `/e2e-gone-${u}`;
  const section = page.locator('#redirects');
  const dialog = page.getByRole('dialog', { name: 'Add redirect' });
  try {
    // The 404 monitor's link: the section opens with Add prefilled.
    await page.goto(`/admin/seo?redirect_from=${encodeURIComponent(missing)}`);
    await expect(dialog.getByLabel('From path')).toHaveValue(missing);
    await dialog.getByLabel('To').fill('/about');
    await dialog.getByRole('button', { name: 'Add redirect' }).click();
    await expect(toast(page, 'Redirect added')).toBeVisible();
    const first = await request.get(missing, { maxRedirects: 0 });
    expect(first.status()).toBe(301);
    expect(first.headers().location).toBe('/about');

    // 410 Gone.
    await section.getByRole('button', { name: 'Add redirect' }).click();
    await dialog.getByLabel('From path').fill(gone);
    await dialog.getByLabel('Answer').selectOption('410');
    await expect(dialog.getByLabel('To')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Add redirect' }).click();
    await expect(toast(page, 'Redirect added')).toBeVisible();
    // Another toast of the same words may still show: wait for the rule itself.
    await expect
      .poll(async () => (await request.get(gone, { maxRedirects: 0 })).status())
      .toBe(410);

    // A rule that would shadow /admin is refused with a message.
    await section.getByRole('button', { name: 'Add redirect' }).click();
    await dialog.getByLabel('From path').fill('/admin/settings');
    await dialog.getByLabel('To').fill('/');
    await dialog.getByRole('button', { name: 'Add redirect' }).click();
    await expect(dialog.getByText('This path belongs to the site itself')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('alertdialog', { name: 'Discard changes?' })
      .getByRole('button', { name: 'Discard' })
      .click();
    await expect(dialog).toHaveCount(0);

    // Search.
    const search = section.getByRole('searchbox', { name: 'Search redirects' });
    const rows = section.getByTestId('redirect-row');
    await search.fill(u);
    await expect(rows).toHaveCount(2);
    await search.fill(`gone-${u}`);
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('410');

    // Edit: a temporary redirect elsewhere.
    await search.fill(`missing-${u}`);
    await expect(rows).toHaveCount(1);
    await section.getByRole('button', { name: `Edit redirect from ${missing}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit redirect' });
    await edit.getByLabel('To').fill('/product');
    await edit.getByLabel('Answer').selectOption('302');
    await edit.getByRole('button', { name: 'Save redirect' }).click();
    await expect(toast(page, 'Redirect saved')).toBeVisible();
    await expect(rows).toContainText('/product');
    const temp = await request.get(missing, { maxRedirects: 0 });
    expect(temp.status()).toBe(302);
    expect(temp.headers().location).toBe('/product');

    // Delete.
    await search.fill(`gone-${u}`);
    await section.getByRole('button', { name: `Delete redirect from ${gone}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Redirect deleted')).toBeVisible();
    await expect(rows).toHaveCount(0);
    expect((await request.get(gone, { maxRedirects: 0 })).status()).toBe(404);

    // Export: the rules are in the file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv.split(/\r?\n/)[0]).toBe('from,to,status,hits,last_hit');
    expect(csv).toContain(`${missing},/product,302,`);

    // Import: one rule added, the bad line reported.
    await section.getByLabel('CSV file of redirects to import').setInputFiles({
      name: 'redirects.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`from,to,status\n/e2e-csv-${u},/about,301\n/api/x,/,301\n`),
    });
    const report = section.getByTestId('import-report');
    await expect(report).toContainText('1 added, 0 updated, 1 errors');
    await expect(report).toContainText('Line 3: This path belongs to the site itself');
    const imported = await request.get(`/e2e-csv-${u}`, { maxRedirects: 0 });
    expect(imported.status()).toBe(301);
    expect(imported.headers().location).toBe('/about');
  } finally {
    await removeRules(api, u);
  }
});

test('a 10,000-line import shows its progress, and the health check keeps answering throughout', async ({
  browser,
}) => {
  test.slow();
  // A server of its own (the one whose forms are slow): 10,000 rules stay in its table.
  const ctx = await adminContext(browser, PORTS.noBanners);
  const page = await ctx.newPage();
  await page.goto('/admin/seo');
  const section = page.locator('#redirects');
  const u = unique();
  const lines = ['from,to,status'];
  for (let i = 0; i < 10_000; i += 1) lines.push(`/bulk-${u}-${i},/product,301`);

  // A server that has been up a while: its health route and the section's search have run once
  // (the first admin request after a start loads their code).
  expect((await fetch(`http://127.0.0.1:${PORTS.noBanners}/api/healthz`)).status).toBe(200);
  const searched = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/admin/redirects',
  );
  await section.getByRole('searchbox').fill('warm-up');
  await searched;
  // Timed from a process of its own, so that the test runner's own work is not counted as the
  // server's; from the moment the browser has read the file and the batches go to the server
  // ("start") until the report ("stop"): reading 10,000 lines in the page is the browser's work.
  const poller = spawn(
    process.execPath,
    [
      '-e',
      `const waits = [];
      let state = 'idle';
      process.stdin.setEncoding('utf8');
      process.stdin.on('data', (d) => (state = d.includes('stop') ? 'stop' : 'on')).resume();
      (async () => {
        while (state !== 'stop') {
          // Only a request sent once the import is under way counts.
          const counted = state === 'on';
          const t = performance.now();
          const res = await fetch(process.argv[1]);
          await res.arrayBuffer();
          if (counted) waits.push(res.status === 200 ? performance.now() - t : -1);
        }
        process.stdout.write(JSON.stringify(waits), () => process.exit(0));
      })();`,
      `http://127.0.0.1:${PORTS.noBanners}/api/healthz`,
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let out = '';
  poller.stdout.on('data', (c: Buffer) => (out += c.toString()));
  const stopped = new Promise((resolve) => poller.on('exit', resolve));
  try {
    await section.getByLabel('CSV file of redirects to import').setInputFiles({
      name: 'big.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(lines.join('\n')),
    });
    await expect(section.getByTestId('import-progress')).toContainText(
      /Importing… [\d,]+ of 10,000 lines/,
    );
    poller.stdin.write('start\n');
    await expect(section.getByTestId('import-report')).toContainText(
      '10000 added, 0 updated, 0 errors',
      { timeout: 60_000 },
    );
  } finally {
    poller.stdin.write('stop\n');
    await stopped;
  }
  const waits = JSON.parse(out) as number[];
  expect(waits.length).toBeGreaterThan(10);
  expect(waits).not.toContain(-1);
  // The stall this guards against held the health check 14.5 s. The bound is an order of magnitude
  // under it, not a latency target: on a shared 2-core runner a single wait of a few hundred
  // milliseconds is noise (the waits are printed when it fails; docs/performance.md has the figure).
  expect(Math.max(...waits), waits.map((w) => w.toFixed(0)).join(' ')).toBeLessThan(1500);
  const res = await page.request.get(`/bulk-${u}-9999`, { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  await ctx.close();
});
