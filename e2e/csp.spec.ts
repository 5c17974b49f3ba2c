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
