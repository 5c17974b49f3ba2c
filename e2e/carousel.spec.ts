import type { Locator } from '@playwright/test';
import { PORTS } from '../playwright.config';
import { expect, test } from './fixtures/test';

const slides = '[data-testid="banner-section"] [aria-roledescription="slide"]';

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const box = async (locator: Locator): Promise<Box> => {
  const b = await locator.boundingBox();
  expect(b, 'element has a layout box').not.toBeNull();
  return b!;
};

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
});

test.describe('banner words over the image (issue #20 item 19)', () => {
  const WORDS = ['headline', 'subtext', 'cta'] as const;

  for (const width of [390, 1280]) {
    test(`at ${width} px: the words are real text of 16 px and more, and the arrows never cover them`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/');
      const region = page.locator('[aria-roledescription="carousel"]');
      await region.scrollIntoViewIfNeeded();
      const prev = region.getByRole('button', { name: 'Previous slide' });
      const next = region.getByRole('button', { name: 'Next slide' });
      await expect(next).toBeEnabled();

      const first = page.locator(slides).first();
      await expect(first.locator('[data-banner-headline]')).toHaveText(
        'New: digital contracts with e-signature & ID verification',
      );
      await expect(first.locator('[data-banner-subtext]')).toHaveText(
        'Send, sign and verify renters from any device.',
      );
      await expect(first.locator('[data-banner-cta]')).toHaveText('See how it works');
      // The whole slide, words included, is the one link; the picture's alt text describes the
      // picture instead of repeating the words.
      await expect(first.locator('a')).toHaveCount(1);
      await expect(first.locator('a [data-banner-headline]')).toHaveCount(1);
      await expect(first.locator('img')).toHaveAttribute(
        'alt',
        'A rental agreement signed on screen beside a verified ID card',
      );

      const arrows = [await box(prev), await box(next)];
      for (let i = 0; i < 3; i++) {
        if (i > 0) await next.click();
        const slide = page.locator(slides).nth(i);
        await expect(slide).toBeInViewport({ ratio: 0.95 });
        const slideBox = await box(slide);
        for (const part of WORDS) {
          const words = slide.locator(`[data-banner-${part}]`);
          await expect(words).toBeVisible();
          const size = await words.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
          expect(size, `${part} of banner ${i + 1}`).toBeGreaterThanOrEqual(16);
          const wordsBox = await box(words);
          // Inside the banner, not cut off...
          expect(wordsBox.x).toBeGreaterThanOrEqual(slideBox.x);
          expect(wordsBox.y).toBeGreaterThanOrEqual(slideBox.y);
          expect(wordsBox.x + wordsBox.width).toBeLessThanOrEqual(
            slideBox.x + slideBox.width + 0.5,
          );
          expect(wordsBox.y + wordsBox.height).toBeLessThanOrEqual(
            slideBox.y + slideBox.height + 0.5,
          );
          // ...and clear of both arrows.
          for (const arrow of arrows)
            expect(
              intersects(arrow, wordsBox),
              `an arrow covers the ${part} of banner ${i + 1}`,
            ).toBe(false);
        }
        // The arrows sit in a row under the banner.
        for (const arrow of arrows)
          expect(arrow.y).toBeGreaterThanOrEqual(slideBox.y + slideBox.height);
        if (i === 0) await region.screenshot({ path: testInfo.outputPath(`banner-${width}.png`) });
      }
    });
  }
});
