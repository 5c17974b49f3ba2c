/**
 * A landing page's form, as a marketing person builds one and a visitor answers it: a page with a
 * hero, a testimonial and a form asking "Fleet size" (a number) and "Current software" (one
 * choice), published and visited from a campaign link; the lead is in the inbox with both answers,
 * the page and the campaign. Bad answers, a missing required answer and a 10 MB body get a clear
 * 4xx and store nothing. On the one-banner server (its forms take any fill time): a published page
 * joins its server's sitemap, which the main server's crawler spec counts exactly.
 */
import type { Page } from '@playwright/test';
import { PORTS } from '../playwright.config';
import { expectNoSeriousViolations } from './fixtures/a11y';
import { adminContext, toast } from './fixtures/admin';
import { apiContext, expect, test, unique } from './fixtures/test';

const blocks = (page: Page) => page.locator('[data-form-section="blocks"]');
const saved = (page: Page) => expect(page.getByTestId('page-status')).toContainText('Draft saved');

/** Adds a block of `type` to the page's sections. */
async function addSection(page: Page, type: string) {
  await blocks(page).getByRole('combobox', { name: 'New section' }).selectOption(type);
  await blocks(page).getByRole('button', { name: 'Add section' }).click();
}

test('a campaign page with a form: built, published, answered from a UTM link, found in the inbox with its answers', async ({
  browser,
  clientIp,
}) => {
  const u = unique();
  const ctx = await adminContext(browser, PORTS.oneBanner);
  const page = await ctx.newPage();
  const visitorContext = await browser.newContext({
    baseURL: `http://127.0.0.1:${PORTS.oneBanner}`,
    extraHTTPHeaders: { 'x-forwarded-for': clientIp },
  });
  const visitor = await visitorContext.newPage();
  await page.goto('/admin/pages');
  await page.getByRole('button', { name: 'New landing page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add landing page' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`Fleet Offer ${u}`);
  await dialog.getByRole('button', { name: 'Add landing page' }).click();
  await expect(toast(page, 'Landing page created')).toBeVisible();
  await page.locator('[data-form-section="blocks"] summary').click();

  // A testimonial, then the form, after the hero and the call-to-action band.
  await addSection(page, 'testimonials');
  const quotes = blocks(page).locator('[data-list-item="blocks.2"]');
  await quotes.getByRole('textbox', { name: 'Title' }).fill('Yards like yours');
  await quotes
    .getByRole('combobox', { name: 'Testimonials 1' })
    .selectOption('Owner · Heavy equipment rental');
  await addSection(page, 'form');
  const form = blocks(page).locator('[data-list-item="blocks.3"]');
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Get your fleet quote');
  // It starts with the name and the e-mail; a number and a choice are added.
  await form.getByRole('combobox', { name: 'New field' }).selectOption('number');
  await form.getByRole('button', { name: 'Add field' }).click();
  const fleet = form.locator('[data-list-item="blocks.3.fields.2"]');
  await fleet.getByRole('textbox', { name: 'Label' }).fill('Fleet size');
  await fleet.getByRole('checkbox', { name: 'Required' }).check();
  await form.getByRole('combobox', { name: 'New field' }).selectOption('choice');
  await form.getByRole('button', { name: 'Add field' }).click();
  const software = form.locator('[data-list-item="blocks.3.fields.3"]');
  await software.getByRole('textbox', { name: 'Label' }).fill('Current software');
  await software.getByRole('checkbox', { name: 'Required' }).check();
  await software.getByRole('textbox', { name: 'Answers offered 1' }).fill('Point of Rental');
  await software.getByRole('textbox', { name: 'Answers offered 2' }).fill('Spreadsheets');
  await saved(page);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('page-status')).toHaveText(/^Published /);

  // A visitor from a LinkedIn campaign.
  const path = `/fleet-offer-${u}`;
  await visitor.goto(`${path}?utm_source=linkedin&utm_medium=paid&utm_campaign=fleet-${u}`);
  await expect(visitor.getByTestId('landing-2-testimonials')).toContainText('Heavy equipment');
  const section = visitor.getByRole('region', { name: 'Get your fleet quote' });
  await section.getByLabel('Full name').fill('Robin Yard');
  await section.getByLabel('Work e-mail').fill(`robin.${u}@yard.example`);
  await section.getByLabel('Fleet size').fill('about 40');
  await section.getByRole('button', { name: 'Send' }).click();
  // Checked in the browser first, with the server's own rules.
  await expect(section.getByText('Fleet size must be a whole number')).toBeVisible();
  await expect(section.getByText('Current software is required')).toBeVisible();
  // The group of answers names its error, and the form with its errors is accessible.
  await expect(
    section.getByRole('group', { name: 'Current software' }),
  ).toHaveAccessibleDescription('Current software is required');
  await expectNoSeriousViolations(visitor);
  await section.getByLabel('Fleet size').fill('40');
  await section.getByRole('radio', { name: 'Spreadsheets' }).check();
  const sent = visitor.waitForRequest((r) => r.url().endsWith('/api/forms'));
  await section.getByRole('button', { name: 'Send' }).click();
  await expect(section.getByRole('status')).toHaveText(
    "Thank you! We'll be in touch within one business day.",
  );
  const body = (await sent).postDataJSON() as Record<string, unknown>;

  // The same form posted with bad answers, a missing answer or a 10 MB body: a 4xx, nothing kept.
  const api = await apiContext(undefined, PORTS.oneBanner);
  const bad = await api.post('/api/forms', {
    data: { ...body, f0: 'Bad Answer', f2: 'forty' },
  });
  expect(bad.status()).toBe(422);
  expect(await bad.json()).toMatchObject({
    fieldErrors: { f2: 'Fleet size must be a whole number' },
  });
  const missing = await api.post('/api/forms', { data: { ...body, f0: 'Bad Answer', f3: '' } });
  expect(missing.status()).toBe(422);
  expect(await missing.json()).toMatchObject({
    fieldErrors: { f3: 'Current software is required' },
  });
  const huge = await api.post('/api/forms', {
    data: { ...body, f0: 'Bad Answer', f4: 'x'.repeat(10 * 1024 * 1024) },
  });
  expect(huge.status()).toBe(413);
  await api.dispose();
  await visitorContext.close();
  const adminPage = page;

  // In the inbox: one lead, with the page, the campaign and both answers.
  // (The inbox is masked: it finds a lead by what it shows, here its page.)
  await adminPage.goto(`/admin/leads?q=${encodeURIComponent(`Fleet Offer ${u}`)}`);
  const card = adminPage.getByTestId('customer-record');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(`campaign fleet-${u}`);
  // The answers are personal data: shown once the admin asks for full data (audited).
  await adminPage.getByRole('radio', { name: 'Showing full data' }).check();
  await card.getByRole('button', { name: /^Open lead/ }).click();
  const lead = adminPage.getByRole('dialog');
  await expect(lead).toContainText(`Fleet Offer ${u}`);
  await expect(lead).toContainText(path);
  await expect(lead.getByTestId('lead-answers')).toContainText('Fleet size40');
  await expect(lead.getByTestId('lead-answers')).toContainText('Current softwareSpreadsheets');
  await expect(lead.getByTestId('lead-attribution')).toContainText(`utm_campaign:fleet-${u}`);
  await expect(adminPage.getByTestId('customer-record')).toHaveCount(1);
  await ctx.close();
});
