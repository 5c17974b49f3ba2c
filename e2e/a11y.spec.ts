import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures/test';
import { PUBLIC_ROUTES } from './routes';

// An accessibility check of every public page in Chromium: no serious or critical violations.
for (const route of [...PUBLIC_ROUTES, '/no-such-page']) {
  test(`${route} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(route);
    await page.waitForLoadState('load');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(
      serious.map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
      })),
    ).toEqual([]);
  });
}
