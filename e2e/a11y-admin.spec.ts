import { PORTS } from '../playwright.config';
import { expectNoSeriousViolations } from './fixtures/a11y';
import { adminContext } from './fixtures/admin';
import { expect, test } from './fixtures/test';

// Accessibility of the back office and the sign-in page (issue #10 "Accessibility"): axe finds no
// serious or critical violation on any admin tab or media sub-tab. On the Media System spec's
// server (it reads only; the main server's specs count what they see).
const PORT = PORTS.media;

const ADMIN_URLS = [
  '/admin',
  ...[
    'media',
    'leads',
    'newsletter',
    'analytics',
    'bulk',
    'posts',
    'resources',
    'banners',
    'seo',
    'trash',
    'team',
    'integrations',
  ].map((section) => `/admin/${section}`),
  ...['slots', 'library', 'videos', 'import'].map((m) => `/admin/media?media=${m}`),
  '/admin/leads?view=notifications',
  '/admin/resources?resource=new',
  '/admin/newsletter/new',
];

for (const url of ADMIN_URLS) {
  test(`${url} has no serious or critical accessibility violations`, async ({ browser }) => {
    const ctx = await adminContext(browser, PORT);
    const page = await ctx.newPage();
    await page.goto(url);
    await page.waitForLoadState('load');
    // The tab's panel has streamed in (its loading skeletons are gone).
    await expect(page.getByRole('status', { name: /^Loading / })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await ctx.close();
  });
}

for (const url of [
  '/auth',
  '/auth/sign-up',
  '/auth/forgot-password',
  '/auth/verify',
  '/auth/reset-password?token=x',
  '/auth/invite?token=x',
]) {
  test(`${url} has no serious or critical accessibility violations`, async ({ browser }) => {
    const ctx = await browser.newContext({ baseURL: `http://127.0.0.1:${PORT}` });
    const page = await ctx.newPage();
    await page.goto(url);
    await page.waitForLoadState('load');
    await expectNoSeriousViolations(page);
    await ctx.close();
  });
}
