/**
 * The Analytics tab end to end (issue #25 §3): a fresh browser visits an article from a link with a
 * campaign unique to the test, browses on and requests a demo; within seconds (the tab rolls today
 * up again itself; the local admin channel's `rollup` command only settles the figures before) the
 * tab shows the article's new view, the campaign, and the demo request as the article's lead
 * (first-touch landing page). Figures of a seeded article no other spec opens are compared with
 * what the tab showed before. An editor has the tab; a range without views shows the empty state
 * and the landing pages' table; a server with ANALYTICS=off counts nothing and the tab says so;
 * axe finds nothing serious.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { PORTS } from '../playwright.config';
import { seedPosts } from '../src/db/seed-data/posts';
import { expectNoSeriousViolations } from './fixtures/a11y';
import { adminContext } from './fixtures/admin';
import { apiContext, expect, serverDataDir, signedInState, test, unique } from './fixtures/test';
import { E2E_EDITOR_EMAIL } from './fixtures/users';

// The oldest published seeded article: no other spec opens it, and specs run two at a time, so
// a visit of another spec never lands between this spec's before and after.
const article = seedPosts
  .filter(
    (p) =>
      p.status === 'published' && p.published_offset_days !== null && p.published_offset_days <= 0,
  )
  .sort((a, b) => a.published_offset_days! - b.published_offset_days!)[0]!;
const TAB = '/admin/analytics?range=7d';

/** One analytics rollup pass now, through the local admin channel of the server on `port`. */
async function rollup(port: number = PORTS.main): Promise<void> {
  const token = fs.readFileSync(path.join(serverDataDir(port), 'admin-token'), 'utf8').trim();
  const res = await fetch(`http://127.0.0.1:${port}/api/internal/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-lizit-admin-token': token },
    body: JSON.stringify({ action: 'rollup' }),
  });
  expect(((await res.json()) as { ok: boolean }).ok).toBe(true);
}

const articleRow = (page: Page): Locator =>
  page
    .getByTestId('analytics-articles')
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: article.title, exact: true }) });

/**
 * The article's views and demo requests as the tab shows them (zero when it is not listed), and
 * its conversion cell.
 */
async function articleFigures(
  page: Page,
): Promise<{ views: number; visitors: number; leads: number; conversion: string }> {
  await expect(page.getByTestId('analytics-kpis')).toBeVisible();
  const row = articleRow(page);
  if ((await row.count()) === 0) return { views: 0, visitors: 0, leads: 0, conversion: '' };
  const cells = row.getByRole('cell');
  const n = async (i: number) => Number((await cells.nth(i).innerText()).replace(/,/g, ''));
  return {
    views: await n(1),
    visitors: await n(2),
    leads: (await n(3)) + (await n(4)),
    conversion: await cells.nth(5).innerText(),
  };
}

test('a visit to an article with a campaign, and its demo request, show in the Analytics tab', async ({
  page,
  adminPage,
}) => {
  const id = unique();
  const campaign = `tab-${id}`;
  await rollup();
  await adminPage.goto(TAB);
  const before = await articleFigures(adminPage);

  // A fresh browser lands on the article from a tagged link, browses on, then asks for a demo.
  await page.goto(
    `/resources/${article.slug}?utm_source=e2e&utm_medium=email&utm_campaign=${campaign}`,
  );
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('lizit.attribution.first')))
    .toContain(campaign);
  await page.goto('/about');
  await page.getByRole('button', { name: 'Schedule a Demo' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Robin');
  await dialog.getByLabel('Last name').fill(`Reader${id}`);
  await dialog.getByLabel('Business email').fill(`robin.${id}@reader.example`);
  await dialog.getByLabel('Company').fill(`Reader Rentals ${id}`);
  await dialog.getByRole('button', { name: 'Request My Demo' }).click();
  await expect(page.getByText('Demo request submitted!', { exact: false })).toBeVisible();

  // Within seconds of the visit (the recorder flushes every 200 ms here), once rolled up.
  const campaignRow = adminPage
    .getByTestId('analytics-campaigns')
    .getByRole('row')
    .filter({ hasText: campaign });
  // No rollup asked for: the tab rolls today up again itself (at most every 5 s).
  await expect(async () => {
    await adminPage.goto(TAB);
    await expect(campaignRow).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(campaignRow.getByRole('cell')).toHaveText(['e2e', 'email', campaign, '1', '1']);
  // (The Pages table lists the ten most viewed pages, which this article's one view need not
  // reach; its row in the Articles table carries the view.)
  const after = await articleFigures(adminPage);
  expect(after).toMatchObject({ views: before.views + 1, leads: before.leads + 1 });

  // More leads from the article than counted visitors (people whose visits are not counted:
  // Global Privacy Control, a view the day before): conversion is all of them, never over 100 %.
  for (let i = 0; i <= after.visitors - after.leads; i += 1) {
    const visitor = await apiContext();
    const res = await visitor.post('/api/demo-requests', {
      data: {
        first_name: 'Private',
        last_name: `Reader${id}${i}`,
        email: `private.${id}.${i}@reader.example`,
        company: `Private Rentals ${id}`,
        fill_ms: 10_000,
        attribution: {
          first: { landing_page: `/resources/${article.slug}`, at: new Date().toISOString() },
        },
      },
    });
    expect(res.status()).toBe(201);
    await visitor.dispose();
  }
  await adminPage.reload();
  const more = await articleFigures(adminPage);
  expect(more.leads).toBeGreaterThan(more.visitors);
  expect(more.conversion).toBe('100%');
  await expect(adminPage.getByTestId('analytics-kpis')).toContainText('Visitors');
  await expectNoSeriousViolations(adminPage);

  // The switch to last-touch attribution keeps the range and says so.
  await adminPage.getByRole('link', { name: 'Last touch' }).click();
  await expect(adminPage).toHaveURL(/touch=last/);
  await expect(adminPage).toHaveURL(/range=7d/);
  await expect(adminPage.getByRole('link', { name: 'Last touch' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(adminPage.getByTestId('analytics-articles')).toContainText(
    'last-touch landing page',
  );
});

test('"Last month" shows the calendar month before this one', async ({ adminPage }) => {
  await adminPage.goto(TAB);
  await adminPage.getByRole('link', { name: 'Last month' }).click();
  await expect(adminPage).toHaveURL(/range=last-month/);
  await expect(adminPage.getByRole('link', { name: 'Last month' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const month = first.toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' });
  await expect(adminPage.getByTestId('analytics-period')).toContainText(
    `${month} 1, ${first.getUTCFullYear()}`,
  );
});

test('an editor has the tab; a custom range without views shows the empty state', async ({
  browser,
  clientIp,
}) => {
  const ctx = await browser.newContext({
    storageState: await signedInState(E2E_EDITOR_EMAIL),
    extraHTTPHeaders: { 'x-forwarded-for': clientIp },
    baseURL: `http://127.0.0.1:${PORTS.main}`,
  });
  const editorPage = await ctx.newPage();
  await editorPage.goto('/admin/analytics');
  await expect(
    editorPage.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', {
      name: 'Analytics',
    }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(editorPage.getByRole('link', { name: 'Last 30 days' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const form = editorPage.getByRole('form', { name: 'Custom date range' });
  await form.getByLabel('From').fill('2020-01-01');
  await form.getByLabel('To').fill('2020-01-31');
  await form.getByRole('button', { name: 'Show' }).click();
  await expect(editorPage).toHaveURL(/from=2020-01-01&to=2020-01-31/);
  await expect(editorPage.getByTestId('analytics-empty')).toContainText(
    'No page views yet in this period.',
  );
  await expect(editorPage.getByTestId('analytics-empty')).toContainText('ANALYTICS=off');
  await expect(editorPage.getByTestId('analytics-period')).toContainText(
    'compared with Dec 1, 2019 – Dec 31, 2019',
  );
  // The landing pages' table shows without views too (its pages, or how to make one: other specs
  // create landing pages meanwhile, so either may be there), and axe checks it below.
  const landing = editorPage.getByRole('table', { name: 'Landing pages' });
  await expect(landing.getByRole('columnheader')).toHaveText([
    'Page',
    'Views',
    'Submissions',
    'Conversion',
    'Top sources',
    'Top campaigns',
  ]);
  // A row links to its page's editor; the empty state, to Pages.
  await expect(landing.getByRole('link').first()).toBeVisible();
  await expectNoSeriousViolations(editorPage);
  await ctx.close();
});

test('with ANALYTICS=off nothing is counted and the tab says so', async ({ browser }) => {
  // The one-banner server runs with counting off (playwright.config.ts).
  const origin = `http://127.0.0.1:${PORTS.oneBanner}`;
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  const campaign = `off-${unique()}`;
  await page.goto(`${origin}/about?utm_source=e2e&utm_campaign=${campaign}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await visitor.close();
  await rollup(PORTS.oneBanner);

  const ctx = await adminContext(browser, PORTS.oneBanner);
  const adminPage = await ctx.newPage();
  await adminPage.goto(TAB);
  await expect(adminPage.getByTestId('analytics-off')).toContainText(
    'Page-view counting is off on this server',
  );
  // Nothing was recorded on this server: the period is empty, the campaign nowhere.
  await expect(adminPage.getByTestId('analytics-empty')).toContainText(
    'No page views yet in this period.',
  );
  await expect(adminPage.getByText(campaign)).toHaveCount(0);
  await expectNoSeriousViolations(adminPage);
  await ctx.close();
});

test('the privacy policy says what is counted, without a cookie, and that GPC is honoured', async ({
  page,
}) => {
  await page.goto('/privacy-policy#cookies-and-tracking');
  const text = page
    .locator('section[aria-labelledby="cookies-and-tracking"] p')
    .filter({ hasText: 'Our own server also counts page views' });
  for (const words of [
    'no cookie, no browser storage',
    'utm_source, utm_medium, utm_campaign',
    'mobile, tablet or desktop',
    'changes every day and is deleted',
    'Global Privacy Control signal, the visit is not counted',
    'kept individually for 30 days',
  ])
    await expect(text).toContainText(words);
});
