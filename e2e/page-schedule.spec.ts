/**
 * A page's publication scheduled for the next minute appears on the public page by itself (the
 * background runner's pages.publish job). Apart from the other Pages specs so its wait for the
 * minute overlaps other work; on the media server, whose why page no other spec reads.
 */
import type { Page } from '@playwright/test';
import { PORTS } from '../playwright.config';
import { adminContext, toast } from './fixtures/admin';
import { loadHtml, one, text } from './fixtures/html';
import { expect, test } from './fixtures/test';

const section = (page: Page, key: string) => page.locator(`[data-form-section="${key}"]`);

test('a change scheduled for the next minute appears on the public page by itself', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const ctx = await adminContext(browser, PORTS.media);
  const page = await ctx.newPage();
  const publicH1 = async () =>
    text(one((await loadHtml(ctx.request, '/why-lizit')).document, 'h1'));
  await page.goto('/admin/pages/why');
  await section(page, 'hero')
    .getByRole('textbox', { name: 'Title', exact: true })
    .fill('Scheduled why headline');
  await expect(page.getByTestId('page-status')).toContainText('Draft saved');

  // The next whole minute at least 8 s away, in the browser's time zone.
  const at = await page.evaluate(() => {
    const d = new Date(Math.ceil((Date.now() + 8_000) / 60_000) * 60_000);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
  });
  await page.getByRole('button', { name: 'Schedule…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule the publication' });
  // A time in the past is refused in the dialog, which stays open.
  await dialog.getByLabel('Publish at').fill('2020-01-01T09:00');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog.getByText('Choose a time in the future')).toBeVisible();
  await dialog.getByLabel('Publish at').fill(at);
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(toast(page, 'Publication scheduled')).toBeVisible();
  await expect(page.getByTestId('page-status')).toContainText('Scheduled for');
  expect(await publicH1()).not.toBe('Scheduled why headline');

  // The background runner publishes it at that time; the public page follows.
  await expect
    .poll(publicH1, { timeout: 100_000, intervals: [2_000] })
    .toBe('Scheduled why headline');
  await page.goto('/admin/pages');
  await expect(page.getByTestId('page-state-why')).toContainText('Published');
  await expect(page.getByTestId('page-state-why')).not.toContainText('Scheduled');
  await ctx.close();
});
