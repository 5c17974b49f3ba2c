/**
 * Issue #20 item 15: a toast never covers the control that raised it or a field of its form, on
 * the public site and in the admin, whichever corner it would normally take.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures/test';

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Waits for the toast with `text` and checks it covers none of `controls`. */
async function expectToastClear(page: Page, text: string, controls: Locator[]): Promise<void> {
  const toast = page.locator('[data-sonner-toast]', { hasText: text }).first();
  await expect(toast).toBeVisible();
  // sonner slides a toast in: measure where it settles.
  await expect(toast).toHaveAttribute('data-mounted', 'true');
  await toast.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)),
  );
  const box = (await toast.boundingBox())!;
  for (const control of controls) {
    const other = (await control.boundingBox())!;
    expect(
      overlaps(box, other),
      `${text} covers ${await control.evaluate((e) => e.outerHTML.slice(0, 80))}`,
    ).toBe(false);
  }
}

/** Scrolls so that `locator`'s bottom sits just above the viewport's bottom edge. */
async function scrollToBottomEdge(page: Page, locator: Locator): Promise<void> {
  await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    window.scrollBy(0, r.bottom - (window.innerHeight - 8));
  });
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 720 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`${viewport.name}: the newsletter error toast leaves the e-mail field and the button visible`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.route('**/api/newsletter', (route) => route.abort('connectionrefused'));
    await page.goto('/resources');
    const form = page.getByRole('form', { name: 'Newsletter signup' });
    await form.getByLabel('Name').fill('Casey');
    await form.getByLabel('Email').fill('casey@events.example');
    // The worst case: the form at the bottom of the screen, where toasts usually appear.
    await scrollToBottomEdge(page, form);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expectToastClear(page, 'Failed to subscribe', [
      form.getByLabel('Name'),
      form.getByLabel('Email'),
      form.getByRole('button', { name: 'Subscribe' }),
    ]);
  });
}

test('admin: the Scan toast leaves the button that raised it visible, wherever it is', async ({
  adminPage,
}) => {
  await adminPage.setViewportSize({ width: 1280, height: 720 });
  await adminPage.goto('/admin/media?media=import');
  const scan = adminPage.getByRole('button', { name: 'Scan for Media' });
  // A window just tall enough puts the buttons (on the right) in the toast's usual corner.
  const { y, height } = (await scan.boundingBox())!;
  await adminPage.setViewportSize({ width: 1280, height: Math.ceil(y + height + 12) });
  await expect(scan).toBeInViewport();
  await scan.click();
  await expectToastClear(adminPage, 'Scan Complete', [scan]);
});
