import { expect, test } from './fixtures/test';
import { PUBLIC_ROUTES } from './routes';

test.describe('phone viewport', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const route of [...PUBLIC_ROUTES, '/demo']) {
    test(`${route} has no horizontal scroll`, async ({ page }) => {
      await page.goto(route);
      await page.waitForLoadState('load');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
