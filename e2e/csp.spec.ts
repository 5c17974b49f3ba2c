/**
 * The public pages run under their Content-Security-Policy without a single violation (issue #10:
 * Lighthouse best practices; a violation is also how a broken inline script or an eval would show).
 * Phone size, so the mobile navigation renders too; the page is interacted with a little so that
 * lazily loaded code runs.
 */
import { devices } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { PUBLIC_ROUTES } from './routes';

test.use({ ...devices['Pixel 5'] });

test('no public page reports a Content-Security-Policy violation', async ({ page }) => {
  // Fifteen pages, each waited on until its network is idle: more than one page's 30 s budget.
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    (window as unknown as { __csp: string[] }).__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __csp: string[] }).__csp.push(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  });
  const violations: string[] = [];
  for (const route of [...PUBLIC_ROUTES, '/demo']) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    // Type into the first form field, as a visitor would (client-side validation runs).
    const field = page.locator('main input[type="email"]').first();
    if (await field.count()) {
      await field.fill('not-an-email');
      await field.blur();
    }
    const seen = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
    violations.push(...seen.map((v) => `${route}: ${v}`));
  }
  expect(violations).toEqual([]);
});

test('pages rendered for one visitor (a campaign link, a signed-in admin, a 404) run under a nonce, never unsafe-inline', async ({
  page,
  adminPage,
}) => {
  for (const p of [page, adminPage]) {
    await p.addInitScript(() => {
      (window as unknown as { __csp: string[] }).__csp = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { __csp: string[] }).__csp.push(
          `${e.violatedDirective} ${e.blockedURI}`,
        ),
      );
    });
  }
  for (const [p, url] of [
    [page, '/?utm_source=linkedin&utm_campaign=csp-check'],
    [page, '/resources?category=Guides'],
    [page, '/no-such-page-for-csp'],
    [adminPage, '/product'],
    [adminPage, '/contact'],
  ] as const) {
    const res = await p.goto(url);
    const csp = res!.headers()['content-security-policy']!;
    const scripts = /script-src [^;]*/.exec(csp)![0];
    expect(scripts, url).not.toContain('unsafe-inline');
    expect(scripts, url).toMatch(/'nonce-[^']+'/);
    await p.waitForLoadState('networkidle');
    expect(await p.evaluate(() => (window as unknown as { __csp: string[] }).__csp), url).toEqual(
      [],
    );
  }
  // The inline touch script ran under the nonce on the campaign link: the campaign is kept.
  expect(await page.evaluate(() => sessionStorage.getItem('lizit.attribution.last'))).toContain(
    'csp-check',
  );
});
