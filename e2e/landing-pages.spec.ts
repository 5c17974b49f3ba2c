/**
 * Landing pages, as a marketing person builds one for a campaign: named, given a free address
 * (a taken one is named while typing), composed from the palette beside its preview, published and
 * visited, ended (its address redirects), duplicated and deleted to the Trash. On the banner-less
 * server, at addresses of its own.
 */
import type { Page } from '@playwright/test';
import { PORTS } from '../playwright.config';
import { adminContext, toast } from './fixtures/admin';
import { all, loadHtml, one, text } from './fixtures/html';
import { expect, test } from './fixtures/test';

const section = (page: Page, key: string) => page.locator(`[data-form-section="${key}"]`);
const preview = (page: Page) =>
  page.frameLocator('iframe[title="Preview of the page with the draft"]');

test('a landing page for a campaign: named, given a free address, composed from the palette, published and visited', async ({
  browser,
  request,
}) => {
  const ctx = await adminContext(browser, PORTS.noBanners);
  const page = await ctx.newPage();
  const u = Date.now().toString(36);
  await page.goto('/admin/pages');
  await page.getByRole('button', { name: 'New landing page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add landing page' });
  const address = dialog.getByRole('textbox', { name: 'Address' });
  // A taken address is named as such while the person types.
  await address.fill('/contact');
  await expect(dialog.getByTestId('path-problem')).toHaveText(
    "/contact belongs to the site's own pages",
  );
  await address.fill('');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`Spring Show ${u}`);
  // The address follows the name.
  await expect(address).toHaveValue(`/spring-show-${u}`);
  await dialog.getByRole('button', { name: 'Add landing page' }).click();
  await expect(toast(page, 'Landing page created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pages\/landing-\d+$/);
  const url = `http://127.0.0.1:${PORTS.noBanners}/spring-show-${u}`;
  // Not published: the address is not a page yet.
  expect((await request.get(url)).status()).toBe(404);

  // A checklist from the palette, after the hero and the call-to-action band.
  await page.locator('[data-form-section="blocks"] summary').click();
  const blocks = section(page, 'blocks');
  await blocks.getByRole('combobox', { name: 'New section' }).selectOption('checklist');
  await blocks.getByRole('button', { name: 'Add section' }).click();
  const checklist = blocks.locator('[data-list-item="blocks.2"]');
  await expect(checklist).toContainText('Sections 3: Checklist');
  await checklist.getByRole('textbox', { name: 'Title' }).fill('Why visit booth 12');
  await checklist.getByRole('textbox', { name: 'Points 1' }).fill('Show pricing for three days');
  await expect(page.getByTestId('page-status')).toContainText('Draft saved');
  await expect(preview(page).getByRole('heading', { name: 'Why visit booth 12' })).toBeVisible();
  // The checklist moves above the call-to-action band.
  await blocks.getByRole('button', { name: 'Move Sections 3: Checklist up' }).click();
  await expect(page.getByTestId('page-status')).toContainText('Draft saved');

  // A testimonial picked from the Testimonials page's cards, at the end.
  await blocks.getByRole('combobox', { name: 'New section' }).selectOption('testimonials');
  await blocks.getByRole('button', { name: 'Add section' }).click();
  const quotes = blocks.locator('[data-list-item="blocks.3"]');
  await quotes.getByRole('textbox', { name: 'Title' }).fill('Yards like yours');
  await quotes
    .getByRole('combobox', { name: 'Testimonials 1' })
    .selectOption('Owner · Heavy equipment rental');
  await expect(page.getByTestId('page-status')).toContainText('Draft saved');
  await expect(preview(page).getByTestId('landing-3-testimonials')).toContainText(
    'Heavy equipment rental',
  );

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(toast(page, 'Published')).toBeVisible();
  // An earlier publication's toast may still show: the state line says this one is done.
  await expect(page.getByTestId('page-status')).toHaveText(/^Published /);
  const res = await request.get(url);
  expect(res.status()).toBe(200);
  const { document } = await loadHtml(request, url);
  expect(text(one(document, 'h1'))).toBe(`Spring Show ${u}`);
  const headings = all(document, 'main h2').map(text);
  expect(headings.indexOf('Why visit booth 12')).toBeLessThan(
    headings.indexOf('See Lizit with your own fleet'),
  );
  expect(all(document, 'main li').map(text)).toContain('Show pricing for three days');
  expect(text(one(document, '[data-testid="landing-3-testimonials"]'))).toContain('Owner');
  expect(one(document, 'link[rel="canonical"]').getAttribute('href')).toMatch(
    new RegExp(`/spring-show-${u}$`),
  );

  // Focused: the header keeps the logo alone, and the footer its last line.
  expect(all(document, 'nav[aria-label="Main"]')).toHaveLength(1);
  await page.locator('[data-form-section="page"] summary').click();
  const options = section(page, 'page');
  await options.getByLabel('Focused page: no header links and no footer').check();
  await expect(page.getByTestId('page-status')).toContainText('Draft saved');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('page-status')).toHaveText(/^Published /);
  const focused = (await loadHtml(request, url)).document;
  expect(all(focused, 'nav[aria-label="Main"]')).toHaveLength(0);
  expect(all(focused, 'nav[aria-label="Footer"]')).toHaveLength(0);
  expect(text(one(focused, 'footer'))).toContain('Privacy Policy');
  expect(text(one(focused, 'h1'))).toBe(`Spring Show ${u}`);

  // The campaign ends: its address sends visitors to the contact page.
  await options.getByLabel('Ends at (optional)').fill('2020-01-01T09:00');
  await options.getByRole('textbox', { name: 'After it ends, send visitors to' }).fill('/contact');
  await expect(page.getByTestId('page-status')).toContainText('Draft saved');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(toast(page, 'Published')).toBeVisible();
  // An earlier publication's toast may still show: the state line says this one is done.
  await expect(page.getByTestId('page-status')).toHaveText(/^Published /);
  const ended = await request.get(url, { maxRedirects: 0 });
  expect(ended.status()).toBe(307);
  expect(ended.headers()['location']).toBe('/contact');

  // Duplicated: the same sections under a new name, at an address of its own.
  await page.getByRole('button', { name: 'Duplicate' }).click();
  const copy = page.getByRole('dialog', { name: 'Add landing page' });
  await copy.getByRole('textbox', { name: 'Name' }).fill(`Autumn Show ${u}`);
  await expect(copy.getByRole('textbox', { name: 'Address' })).toHaveValue(`/autumn-show-${u}`);
  await copy.getByRole('button', { name: 'Add landing page' }).click();
  await expect(toast(page, 'Landing page duplicated')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Autumn Show ${u}` })).toBeVisible();
  await expect(preview(page).getByRole('heading', { name: 'Why visit booth 12' })).toBeVisible();

  // The copy is deleted: to the Trash, off the list, and it can come back from there.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this landing page?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, 'Landing page deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pages$/);
  await expect(page.getByRole('link', { name: `Edit Spring Show ${u}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Edit Autumn Show ${u}` })).toHaveCount(0);
  await page.goto('/admin/trash');
  await expect(
    page.getByTestId('trash-item').filter({ hasText: `Autumn Show ${u}` }),
  ).toContainText('Landing page');
  await ctx.close();
});
