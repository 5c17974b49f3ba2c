import { expectNoSeriousViolations } from './fixtures/a11y';
import { test } from './fixtures/test';
import { PUBLIC_ROUTES } from './routes';

// An accessibility check of every public page in Chromium: no serious or critical violations.
for (const route of [...PUBLIC_ROUTES, '/no-such-page']) {
  test(`${route} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(route);
    await page.waitForLoadState('load');
    await expectNoSeriousViolations(page);
  });
}
