import { PORTS } from '../playwright.config';
import { expect, test } from './fixtures/test';

const slides = '[data-testid="banner-section"] [aria-roledescription="slide"]';

test.describe('banner carousel', () => {
  test('with three banners: loops with arrows, external links open in a new tab', async ({
    page,
  }) => {
    await page.goto('/');
    const region = page.getByRole('region', { name: 'Announcements' });
    await expect(page.locator(slides)).toHaveCount(3);
    const next = region.getByRole('button', { name: 'Next slide' });
    const prev = region.getByRole('button', { name: 'Previous slide' });
    await expect(next).toBeEnabled();
    // Looping: "previous" is available on the first slide.
    await expect(prev).toBeEnabled();

    const firstSlide = page.locator(slides).first();
    const x0 = await firstSlide.evaluate((el) => el.getBoundingClientRect().x);
    await next.click();
    await expect
      .poll(() => firstSlide.evaluate((el) => el.getBoundingClientRect().x))
      .toBeLessThan(x0 - 100);
    await prev.click();
    await prev.click();
    // From the first slide, "previous" wraps to the last one.
    const last = page.locator(slides).nth(2);
    await expect
      .poll(async () => Math.abs((await last.evaluate((el) => el.getBoundingClientRect().x)) - x0))
      .toBeLessThan(5);

    const external = page.locator(`${slides} a[data-banner-link="external"]`);
    await expect(external).toHaveCount(1);
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('href', /^https:\/\//);
    const internal = page.locator(`${slides} a[data-banner-link="internal"]`);
    await expect(internal).toHaveCount(2);
    for (const a of await internal.all()) await expect(a).not.toHaveAttribute('target', /.+/);
  });

  test('on a phone, the carousel starts working as it scrolls near, not before', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 640 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const region = page.locator('[aria-roledescription="carousel"]');
    // Far enough down that it is not within half a screen of the first one.
    expect(await region.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThan(
      1.5 * 640,
    );
    const next = region.getByRole('button', { name: 'Next slide' });
    await expect(next).toBeDisabled();
    await region.scrollIntoViewIfNeeded();
    await expect(next).toBeEnabled();
    const second = region.getByRole('group', { name: '2 of 3' });
    await expect(second).not.toBeInViewport();
    await next.click();
    await expect(second).toBeInViewport({ ratio: 0.9 });
  });

  test('an internal banner navigates in the same window', async ({ page }) => {
    await page.goto('/');
    const first = page.locator(`${slides} a`).first();
    await expect(first).toHaveAttribute('href', '/product');
    await first.click();
    await expect(page).toHaveURL(/\/product$/);
  });

  test('with one banner: no arrows', async ({ page }) => {
    await page.goto(`http://127.0.0.1:${PORTS.oneBanner}/`);
    await expect(page.locator(slides)).toHaveCount(1);
    await expect(page.getByRole('button', { name: /slide/ })).toHaveCount(0);
  });

  test('with no active banners: the section is hidden', async ({ page }) => {
    await page.goto(`http://127.0.0.1:${PORTS.noBanners}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('banner-section')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Announcements' })).toHaveCount(0);
  });
});
