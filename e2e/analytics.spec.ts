/**
 * Page-view counting (issue #25 §1 and §2) end to end: a fresh browser's visits to public pages,
 * one served twice (the second from the HTML cache), reach the database within seconds, with no
 * client script and no cookie; a bot, a visitor sending Sec-GPC: 1 and a prefetch are not counted;
 * no public page answers with Set-Cookie or makes a request to another origin. Counts are read
 * through the local admin channel (`analytics` command), filtered by a referrer host unique to the
 * test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, serverDataDir, test, unique } from './fixtures/test';
import { PUBLIC_ROUTES } from './routes';

type Totals = { path: string; views: number; visitors: number };
type Answer = {
  fromReferrer: Totals[];
  summary: { days: Array<{ day: string; views: number; visitors: number }> };
};

async function analytics(referrerHost: string): Promise<Answer> {
  const token = fs.readFileSync(path.join(serverDataDir(), 'admin-token'), 'utf8').trim();
  const res = await fetch(`${test.info().project.use.baseURL}/api/internal/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-lizit-admin-token': token },
    body: JSON.stringify({ action: 'analytics', referrerHost }),
  });
  const body = (await res.json()) as { ok: boolean; data: Answer };
  expect(body.ok).toBe(true);
  return body.data;
}

const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

test('views are counted by the server, cache hits included; bots, GPC and prefetches are not', async ({
  page,
  request,
}) => {
  const host = `e2e-${unique()}.example`;
  // http: a https referrer would be dropped on the way to this http server (a downgrade).
  const referer = `http://${host}/a-post`;
  await page.goto('/about', { referer });
  const first = await page.goto('/product', { referer });
  expect(first!.status()).toBe(200);
  const second = await page.goto('/product', { referer });
  // A revalidation answered 304 from the cache is a view too.
  expect([200, 304]).toContain(second!.status());
  expect(second!.headers()['x-cache']).toBe('HIT');

  const headers = { 'user-agent': BROWSER_UA, referer };
  expect((await request.get('/contact', { headers })).status()).toBe(200);
  const uncounted = [
    {
      ...headers,
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    },
    { ...headers, 'sec-gpc': '1' },
    { ...headers, purpose: 'prefetch' },
    { ...headers, 'sec-purpose': 'prefetch' },
  ];
  for (const h of uncounted)
    expect((await request.get('/contact', { headers: h })).status()).toBe(200);

  await expect
    .poll(async () => (await analytics(host)).fromReferrer, { timeout: 10_000 })
    .toEqual([
      { path: '/about', views: 1, visitors: 1 },
      { path: '/contact', views: 1, visitors: 1 },
      { path: '/product', views: 2, visitors: 1 },
    ]);
  // The rollup (run by the command) has today's totals.
  const [today] = (await analytics(host)).summary.days;
  expect(today!.views).toBeGreaterThanOrEqual(4);
  expect(await page.evaluate(() => document.cookie)).toBe('');
});

test('no public page sets a cookie', async ({ request }) => {
  for (const route of PUBLIC_ROUTES) {
    const res = await request.get(route, { headers: { 'user-agent': BROWSER_UA } });
    expect(res.status(), route).toBe(200);
    const cookies = res.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie');
    expect(cookies, route).toEqual([]);
  }
});

test('no public page makes a request to another origin', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  let seen = 0;
  page.on('request', (req) => {
    const url = req.url();
    seen += 1;
    if (/^(data|blob):/.test(url)) return;
    if (new URL(url).origin !== origin) elsewhere.push(url);
  });
  for (const route of PUBLIC_ROUTES) {
    await page.goto(route, { waitUntil: 'load' });
    // Scrolled to the end so that lazy images and embeds below the fold load too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('load');
  }
  expect(elsewhere).toEqual([]);
  // The listener saw every page's own documents, styles, scripts and images.
  expect(seen).toBeGreaterThan(PUBLIC_ROUTES.length * 3);
});
