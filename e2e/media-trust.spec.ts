/**
 * A back office a marketing team trusts (issue #20 items 1-5), as a person uses it: Upload &
 * Place offers the 28 real page slots and fills the chosen one (About › Team photo 2 shows on
 * /about), with Undo; quick-assign into the header logo asks first with before and after, and
 * Undo and Put back reverse slot changes; the counts agree and follow every action; labelled
 * actions; messages that name the missing field. Desktop and phone size. On the media server.
 */
import type { Page } from '@playwright/test';
import { PORTS } from '../playwright.config';
import { adminContext, solidPng, toast } from './fixtures/admin';
import { expect, test } from './fixtures/test';

const SHOTS = process.env.MEDIA_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/** Stores an item for later through the library form. */
async function storeForLater(page: Page, name: string, opts: { seoTitle?: string } = {}) {
  await page.goto('/admin/media?media=library');
  await page.getByRole('button', { name: 'Store for Later' }).click();
  const dialog = page.getByRole('dialog', { name: 'Store for Later' });
  await expect(dialog.getByLabel('Category')).toHaveValue('');
  await expect(
    dialog.getByText('Add a name, alt text and a file (or its URL) to save.'),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByLabel('Alt text').fill(`${name} picture`);
  await expect(dialog.getByText('Add a file (or its URL) to save.')).toBeVisible();
  await dialog.locator('#media-file').setInputFiles({
    name: `${name}.png`,
    mimeType: 'image/png',
    buffer: await solidPng(240, 64, '#7c3aed'),
  });
  if (opts.seoTitle) {
    await dialog.getByRole('tab', { name: 'SEO & Settings' }).click();
    await dialog.getByLabel('SEO title').fill(opts.seoTitle);
  }
  await dialog.getByRole('button', { name: 'Save Media' }).click();
  await expect(toast(page, 'Media stored successfully!')).toBeVisible();
}

const emptyHeading = (page: Page) => page.getByRole('heading', { name: /^Available Empty Slots/ });

/** The two empty-slot figures of the Page Slots tab: migration card and Available Empty Slots. */
async function emptyCounts(page: Page): Promise<[number, number]> {
  const card = (await page.getByTestId('migration-card').innerText()).match(
    /(\d+) of 28 page slots/,
  );
  const heading = (await emptyHeading(page).innerText()).match(/\((\d+)\)/);
  return [Number(card?.[1]), Number(heading?.[1])];
}

test.describe('media: a back office a marketing team trusts', () => {
  test.describe.configure({ timeout: 150_000 });

  test('Upload & Place: the chooser lists the 28 page slots; About › Team photo 2 shows on /about; Undo puts the default back', async ({
    browser,
  }) => {
    const ctx = await adminContext(browser, PORTS.media);
    const page = await ctx.newPage();
    const visitor = await ctx.newPage();
    await page.goto('/admin/media?media=library');
    await page.getByRole('button', { name: 'Upload & Use Now' }).click();
    let dialog = page.getByRole('dialog', { name: 'Where should this media be placed?' });
    const chooser = dialog.getByTestId('placement-chooser');
    await expect(chooser.getByRole('button')).toHaveCount(28);
    await expect(chooser.locator('img').first()).toBeVisible();
    for (const page_ of [
      'Homepage',
      'Product Page',
      'Solutions',
      'Why Lizit',
      'About',
      'Every page',
    ])
      await expect(dialog.getByRole('group', { name: page_, exact: true })).toBeVisible();
    const team = dialog.getByRole('group', { name: 'About › Team' });
    await expect(team.getByRole('button')).toHaveCount(4);
    const slot = team.getByRole('button', { name: /^Team photo 2 \(now: / });
    await expect(slot).toContainText('Now:');
    await shot(page, 'chooser-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await slot.scrollIntoViewIfNeeded();
    await shot(page, 'chooser-phone');
    const box = await slot.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 720 });
    await slot.click();

    dialog = page.getByRole('dialog', { name: 'Upload & Place' });
    await expect(dialog).toContainText('About › Team › Team photo 2');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('founder-two-portrait');
    await dialog.getByLabel('Alt text').fill('Founder two at the rental yard');
    await dialog.locator('#media-file').setInputFiles({
      name: 'founder.png',
      mimeType: 'image/png',
      buffer: await solidPng(400, 400, '#be185d'),
    });
    await dialog.getByRole('button', { name: 'Save Media' }).click();
    const placed = toast(page, 'Media uploaded and placed!');
    await expect(placed).toContainText('Placed in About › Team › Team photo 2');
    await visitor.goto('/about');
    const photo = visitor.locator('[data-slot="about-team-2"] img');
    await expect(photo).toHaveAttribute('src', '/storage/site-assets/founder-two-portrait.png');
    await expect(photo).toHaveAttribute('alt', 'Founder two at the rental yard');

    // The toast's Undo (it stays about 10 seconds): the default photo returns.
    await placed.getByRole('button', { name: 'Undo' }).click();
    await expect(toast(page, 'Change undone')).toBeVisible();
    await visitor.goto('/about');
    await expect(photo).not.toHaveAttribute('src', /founder-two-portrait/);
    // The item is kept in the library, unplaced.
    await expect(
      page.getByTestId('library-card').filter({ hasText: 'founder-two-portrait' }),
    ).toContainText('Unused');
    await ctx.close();
  });

  test('quick-assign to the header logo asks with before and after; Undo and Put back reverse slot changes; the counts follow', async ({
    browser,
  }) => {
    const ctx = await adminContext(browser, PORTS.media);
    const page = await ctx.newPage();
    const visitor = await ctx.newPage();
    await storeForLater(page, 'spring-logo');
    await page.goto('/admin/media?media=slots');
    // The header logo shows its default (a migration on this server may have filled it).
    const headerRows = page.locator(
      '[data-testid="assigned-slot"][data-slot-id="global-header-logo"]',
    );
    for (let n = await headerRows.count(); n > 0; n--) {
      await headerRows.first().getByRole('button', { name: 'Delete Header logo' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(headerRows).toHaveCount(n - 1);
    }
    const [cardBefore, headingBefore] = await emptyCounts(page);
    expect(cardBefore).toBe(headingBefore);

    const row = page.getByTestId('unassigned-item').filter({ hasText: 'spring-logo' });
    const quick = row.getByRole('button', { name: 'Assign spring-logo to Header logo' });
    await expect(quick).toHaveText('Header logo');
    await quick.click();
    const confirm = page.getByRole('alertdialog', { name: 'Replace the Header logo?' });
    await expect(confirm.getByTestId('before-after')).toContainText('Now: Default image');
    await expect(confirm.getByTestId('before-after')).toContainText('After: spring-logo');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await shot(page, 'confirm-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'confirm-phone');
    const ok = confirm.getByRole('button', { name: 'Replace Header logo' });
    const okBox = await ok.boundingBox();
    expect(okBox!.x + okBox!.width).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 720 });
    // Cancel (Escape) changes nothing.
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    await visitor.goto('/');
    const logo = visitor.locator('[data-slot="global-header-logo"] img');
    await expect(logo).toHaveAttribute('src', '/defaults/lizit-logo.svg');

    await quick.click();
    await confirm.getByRole('button', { name: 'Replace Header logo' }).click();
    const assigned = toast(page, 'Media assigned to slot successfully');
    await expect(assigned).toContainText('Every page › Header › Header logo');
    await visitor.goto('/');
    await expect(logo).toHaveAttribute('src', '/storage/site-assets/spring-logo.png');
    // The counts agree and follow the action without a reload.
    await expect.poll(() => emptyCounts(page)).toEqual([cardBefore - 1, headingBefore - 1]);

    await assigned.getByRole('button', { name: 'Undo' }).click();
    await expect(toast(page, 'Change undone')).toBeVisible();
    await visitor.goto('/');
    await expect(logo).toHaveAttribute('src', '/defaults/lizit-logo.svg');
    await expect(row).toBeVisible();
    await expect.poll(() => emptyCounts(page)).toEqual([cardBefore, headingBefore]);

    // Assign it again, then upload a newer logo: the slot's row offers to put spring-logo back.
    await quick.click();
    await confirm.getByRole('button', { name: 'Replace Header logo' }).click();
    await expect(toast(page, 'Media assigned to slot successfully')).toBeVisible();
    const upload = page.getByRole('region', { name: 'Upload Media to a Slot' });
    await upload.getByLabel('Slot').selectOption('global-header-logo');
    await upload.getByLabel('File').setInputFiles({
      name: 'summer.png',
      mimeType: 'image/png',
      buffer: await solidPng(240, 64, '#f59e0b'),
    });
    await upload.getByLabel('Alt text').fill('Summer logo');
    await upload.getByRole('button', { name: 'Upload to Slot' }).click();
    await expect(toast(page, 'Media uploaded successfully')).toBeVisible();
    await visitor.goto('/');
    await expect(logo).toHaveAttribute('alt', 'Summer logo');
    const slotRow = page
      .locator('[data-testid="assigned-slot"][data-slot-id="global-header-logo"]')
      .first();
    await expect(slotRow).toContainText('Before: spring-logo');
    await slotRow.getByRole('button', { name: 'Put back spring-logo in Header logo' }).click();
    await expect(toast(page, 'spring-logo is back in its slot')).toBeVisible();
    await visitor.goto('/');
    await expect(logo).toHaveAttribute('src', '/storage/site-assets/spring-logo.png');
    await ctx.close();
  });

  test('labelled card actions, destructive ones apart; no category by default; SEO Missing only when a field is missing; the missing field is named', async ({
    browser,
  }) => {
    const ctx = await adminContext(browser, PORTS.media);
    const page = await ctx.newPage();
    await storeForLater(page, 'complete-seo-photo', { seoTitle: 'Complete photo' });
    const card = page.getByTestId('library-card').filter({ hasText: 'complete-seo-photo' });
    await expect(card).toContainText('Uncategorised');
    await expect(card).not.toContainText('SEO Missing');
    const actions = card.getByRole('group', { name: 'Actions for complete-seo-photo' });
    for (const [name, text] of [
      ['Edit complete-seo-photo', 'Edit'],
      ['Duplicate complete-seo-photo', 'Duplicate'],
      ['Preview complete-seo-photo', 'Preview'],
    ])
      await expect(actions.getByRole('button', { name })).toHaveText(text!);
    await expect(
      actions.getByRole('link', { name: 'Visit the link of complete-seo-photo' }),
    ).toHaveText('Visit');
    const remove = card.getByRole('group', { name: 'Remove complete-seo-photo' });
    await expect(remove.getByRole('button', { name: 'Archive complete-seo-photo' })).toHaveText(
      'Archive',
    );
    const del = remove.getByRole('button', { name: 'Delete complete-seo-photo' });
    await expect(del).toHaveText('Delete');
    await expect(del).toHaveClass(/text-red-700/);
    await expect(actions.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    // Keyboard: Tab reaches the labelled actions.
    await actions.getByRole('button', { name: 'Edit complete-seo-photo' }).focus();
    await page.keyboard.press('Tab');
    await expect(
      actions.getByRole('button', { name: 'Duplicate complete-seo-photo' }),
    ).toBeFocused();

    // Edit: removing the SEO title shows the warning, adding it back clears it.
    await actions.getByRole('button', { name: 'Edit complete-seo-photo' }).click();
    let dialog = page.getByRole('dialog', { name: 'Edit Media' });
    await dialog.getByRole('tab', { name: 'SEO & Settings' }).click();
    await dialog.getByLabel('SEO title').fill('');
    await dialog.getByRole('button', { name: 'Save Media' }).click();
    await expect(toast(page, 'Media updated successfully!')).toBeVisible();
    await expect(card).toContainText('SEO Missing');
    await actions.getByRole('button', { name: 'Edit complete-seo-photo' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Media' });
    await dialog.getByRole('tab', { name: 'SEO & Settings' }).click();
    await dialog.getByLabel('SEO title').fill('Complete photo again');
    await dialog.getByRole('button', { name: 'Save Media' }).click();
    await expect(toast(page, 'Media updated successfully!')).toBeVisible();
    await expect(card).not.toContainText('SEO Missing');

    // Phone: the card's actions stay on screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await del.scrollIntoViewIfNeeded();
    const delBox = await del.boundingBox();
    expect(delBox!.x + delBox!.width).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 720 });

    // Slot upload: the toast keeps the spec's title and names what is missing.
    await page.goto('/admin/media?media=slots');
    const upload = page.getByRole('region', { name: 'Upload Media to a Slot' });
    await upload.getByLabel('Alt text').fill('A logo');
    await upload.getByRole('button', { name: 'Upload to Slot' }).click();
    const missing = toast(page, 'Please provide file, slot ID, and alt text');
    await expect(missing).toContainText(
      'Still missing: the file to upload and the slot (where on the site it goes).',
    );
    await expect(upload.getByText('Choose where on the site it goes')).toBeVisible();
    await expect(upload.getByText('Choose the file to upload')).toBeVisible();
    await expect(upload.getByText('Describe the picture in a few words')).toHaveCount(0);
    // Slot row actions are labelled too; Delete sits apart.
    const slotRow = page.locator('[data-testid="assigned-slot"]').first();
    if ((await slotRow.count()) > 0) {
      await expect(slotRow.getByRole('button', { name: /^Replace / })).toHaveText('Replace');
      await expect(slotRow.getByRole('button', { name: /^Edit / })).toHaveText('Edit');
      await expect(slotRow.getByRole('link', { name: /^View .* in place$/ })).toHaveText('View');
      await expect(slotRow.getByRole('button', { name: /^Delete / })).toHaveText('Delete');
    }
    await ctx.close();
  });
});
