/**
 * Page slots end to end (issue #8): for every one of the 28 slots, media uploaded for the slot in
 * the Media System tab is what the public page shows; then the header logo's replace, active
 * switch, edit and delete, and assigning stored media (with the Broken URL case).
 * Runs on the one-banner server, whose pages no other spec checks for default images.
 */
import type { Page } from '@playwright/test';
import { PORTS } from '../playwright.config';
import { slotCatalogue } from '../src/lib/media/slots';
import { adminContext, solidPng, toast } from './fixtures/admin';
import { loadHtml, one } from './fixtures/html';
import { expect, fixtureIds, test } from './fixtures/test';

const PAGE_PATH: Record<string, string> = {
  homepage: '/',
  product: '/product',
  solutions: '/solutions',
  why: '/why-lizit',
  about: '/about',
  global: '/',
};

/** A minimal MP4 (ftyp + empty mdat): enough for the type check by magic bytes. */
const MP4 = Buffer.concat([
  Buffer.from('00000018667479706973736f6d00000200', 'hex').subarray(0, 8),
  Buffer.from('isom\u0000\u0000\u0002\u0000isomiso2', 'latin1'),
  Buffer.from('0000000866726565', 'hex'),
  Buffer.from('000000086d646174', 'hex'),
]);

async function uploadToSlot(page: Page, slotId: string, alt: string) {
  const card = page.getByRole('region', { name: 'Upload Media to a Slot' });
  await card.getByLabel('Slot').selectOption(slotId);
  const video = slotId === 'product-demo-video';
  await card.getByLabel('File').setInputFiles(
    video
      ? { name: 'demo.mp4', mimeType: 'video/mp4', buffer: MP4 }
      : {
          name: `${slotId}.png`,
          mimeType: 'image/png',
          buffer: await solidPng(64, 48, '#0f766e'),
        },
  );
  await card.getByLabel('Alt text').fill(alt);
  await card.getByRole('button', { name: 'Upload to Slot' }).click();
  // The form clears once the item is saved (a toast of the previous upload may still linger).
  await expect(card.getByLabel('Alt text')).toHaveValue('');
  await expect(toast(page, 'Media uploaded successfully')).toBeVisible();
}

test.describe('media slots', () => {
  test.describe.configure({ timeout: 240_000 });

  test('every one of the 28 slots shows the media uploaded for it on its public page', async ({
    browser,
  }) => {
    const ctx = await adminContext(browser, PORTS.oneBanner);
    const page = await ctx.newPage();
    await page.goto('/admin/media?media=slots');
    expect(slotCatalogue).toHaveLength(28);

    // Missing fields: the spec's message, nothing uploaded.
    await page
      .getByRole('region', { name: 'Upload Media to a Slot' })
      .getByRole('button', { name: 'Upload to Slot' })
      .click();
    await expect(toast(page, 'Please provide file, slot ID, and alt text')).toBeVisible();

    for (const slot of slotCatalogue) {
      await uploadToSlot(page, slot.id, `Uploaded for ${slot.id}`);
      // What the public page's server HTML shows in the slot (the browser's part, the upload, is above).
      const { document } = await loadHtml(ctx.request, PAGE_PATH[slot.page]!);
      const box = one(document, `[data-slot="${slot.id}"]`);
      if (slot.id === 'product-demo-video') {
        const video = one(box, 'video');
        expect(video.getAttribute('src')).toMatch(/^\/storage\/site-media\//);
        // A video file shows our poster until played.
        expect(video.getAttribute('poster')).toBe('/defaults/video-poster.webp');
      } else {
        const img = one(box, 'img');
        expect(img.getAttribute('src'), slot.id).toMatch(/^\/storage\/site-media\/slot-/);
        expect(img.getAttribute('alt')).toBe(`Uploaded for ${slot.id}`);
      }
    }
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Assigned Slots (28 of 28)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Available Empty Slots (0)' })).toBeVisible();
    await ctx.close();
  });

  test('header logo: shown on every page, replaced, switched off (default returns), edited and deleted', async ({
    browser,
  }) => {
    const ctx = await adminContext(browser, PORTS.oneBanner);
    const page = await ctx.newPage();
    const visitor = await ctx.newPage();
    await page.goto('/admin/media?media=slots');
    await uploadToSlot(page, 'global-header-logo', 'Lizit logo');
    const logo = visitor.locator('[data-slot="global-header-logo"] img');
    for (const path of ['/', '/product', '/resources', '/about', '/contact']) {
      await visitor.goto(path);
      await expect(logo).toHaveAttribute('alt', 'Lizit logo');
    }
    const first = await logo.getAttribute('src');

    const row = page
      .locator('[data-testid="assigned-slot"][data-slot-id="global-header-logo"]')
      .first();
    await row.getByRole('button', { name: 'Replace Header logo' }).click();
    let dialog = page.getByRole('dialog', { name: 'Replace Media' });
    await dialog.getByRole('button', { name: 'Replace', exact: true }).click();
    await expect(dialog.getByText('Please select a file')).toBeVisible();
    await dialog.getByLabel('New file').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    });
    await expect(dialog.getByRole('alert').first()).toContainText('Invalid file type');
    await dialog.getByRole('button', { name: 'Replace', exact: true }).click();
    await expect(dialog.getByText('Please fix validation errors before uploading')).toBeVisible();
    await dialog.getByLabel('New file').setInputFiles({
      name: 'new-logo.png',
      mimeType: 'image/png',
      buffer: await solidPng(64, 48, '#9333ea'),
    });
    await dialog.getByRole('button', { name: 'Replace', exact: true }).click();
    await expect(toast(page, 'Media replaced successfully')).toBeVisible();
    await visitor.goto('/');
    await expect(logo).not.toHaveAttribute('src', first!);
    await expect(logo).toHaveAttribute('src', /^\/storage\/site-media\//);
    const replaced = await logo.getAttribute('src');

    // The previous image is in the item's history and comes back at any time, not only from the
    // toast; putting back again swaps them once more.
    await page.reload();
    await expect(row.getByText(/Previous file: /)).toBeVisible();
    await row.getByRole('button', { name: 'Put back previous image of Header logo' }).click();
    await expect(toast(page, 'Previous image put back')).toBeVisible();
    await visitor.goto('/');
    await expect(logo).toHaveAttribute('src', first!);
    await row.getByRole('button', { name: 'Edit Header logo' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Media' });
    await dialog.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History' });
    await expect(
      history.getByTestId('revision-diff').getByText('File', { exact: true }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await row.getByRole('button', { name: 'Put back previous image of Header logo' }).click();
    // The first put back's toast may still be up, so it cannot tell that this one is done: the
    // public page is asked until it shows the image put back.
    await expect(async () => {
      await visitor.goto('/');
      await expect(logo).toHaveAttribute('src', replaced!, { timeout: 1_000 });
    }).toPass();

    // Switched off: the default logo returns.
    await row.getByRole('switch', { name: 'Header logo active' }).uncheck();
    await expect(toast(page, 'Media deactivated successfully')).toBeVisible();
    await expect(row.getByText('Inactive')).toBeVisible();
    await visitor.goto('/');
    await expect(logo).toHaveAttribute('src', '/defaults/lizit-logo.svg');
    await row.getByRole('switch', { name: 'Header logo active' }).check();
    await expect(toast(page, 'Media activated successfully')).toBeVisible();
    await visitor.goto('/');
    await expect(logo).toHaveAttribute('src', /^\/storage\/site-media\//);

    // Edit: alt text is required; the new alt text and a full SEO score follow.
    await row.getByRole('button', { name: 'Edit Header logo' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Media' });
    await dialog.getByLabel('Alt text').fill('');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Alt text is required')).toBeVisible();
    await dialog.getByLabel('Alt text').fill('Lizit rental software');
    await dialog.getByLabel('SEO title').fill('Lizit');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Media updated successfully')).toBeVisible();
    await expect(row.getByText('SEO 85')).toBeVisible();
    await visitor.goto('/product');
    await expect(logo).toHaveAttribute('alt', 'Lizit rental software');

    // Stored media: assigned from the library; the broken upload cannot be assigned.
    const { storedMedia, brokenMedia } = fixtureIds(PORTS.oneBanner);
    const assignCard = page.getByRole('region', { name: 'Assign Media to Slots' });
    const broken = assignCard.getByTestId('unassigned-item').filter({ hasText: 'lost-upload' });
    await expect(broken.getByText('Broken URL')).toBeVisible();
    await expect(broken.getByRole('button', { name: 'Assign', exact: true })).toHaveCount(0);
    const stored = assignCard.getByTestId('unassigned-item').filter({ hasText: 'stored-badge' });
    await stored.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(toast(page, 'Please select a slot')).toBeVisible();
    await stored.getByLabel('Slot for stored-badge').selectOption('about-ara-logo');
    await stored.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(toast(page, 'Media assigned to slot successfully')).toBeVisible();
    await expect(assignCard.getByTestId('unassigned-count')).toHaveText('1');
    await visitor.goto('/about');
    await expect(visitor.locator('[data-slot="about-ara-logo"] img')).toHaveAttribute(
      'src',
      '/defaults/ara-logo-navy.svg',
    );
    expect(storedMedia).not.toBe(brokenMedia);

    await row.getByRole('button', { name: 'Delete Header logo' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Delete "');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Media deleted successfully')).toBeVisible();
    await ctx.close();
  });

  test('a solutions slot switched off shows the placeholder, not an image, until switched on', async ({
    browser,
  }) => {
    // Issue #20 item 17: the shipped solutions images are media in the slots, not fallbacks, so
    // clearing a slot brings back the spec's placeholder (public-site.md §2 "/solutions").
    const ctx = await adminContext(browser, PORTS.oneBanner);
    const page = await ctx.newPage();
    const visitor = await ctx.newPage();
    await page.goto('/admin/media?media=slots');
    // The slot's active item: its shipped image, or whatever an earlier test put there.
    const on = page.getByRole('switch', {
      name: 'Solutions party events image active',
      checked: true,
    });
    await expect(on).toHaveCount(1);
    const itemName = (
      await page
        .locator('[data-testid="assigned-slot"]')
        .filter({ has: on })
        .locator('p')
        .nth(1)
        .innerText()
    ).split(' · ')[0]!;
    // The row by its item's name: switching it off moves it below the slot's active item, if any.
    const row = page
      .locator('[data-testid="assigned-slot"][data-slot-id="solutions-party-events"]')
      .filter({ hasText: itemName })
      .first();
    await on.uncheck();
    await expect(toast(page, 'Media deactivated successfully')).toBeVisible();
    await expect(row.getByText('Inactive')).toBeVisible();

    await visitor.goto('/solutions');
    const box = visitor.locator('[data-slot="solutions-party-events"]');
    await expect(box).toHaveAttribute('data-slot-state', 'empty');
    await expect(box.locator('img')).toHaveCount(0);
    await expect(box.getByText('Image preview appears here once uploaded')).toBeVisible();
    // The other two still show their images.
    await expect(visitor.locator('[data-slot="solutions-heavy-equipment"] img')).toHaveCount(1);
    await expect(visitor.locator('[data-slot="solutions-light-tools"] img')).toHaveCount(1);

    await row.getByRole('switch', { name: 'Solutions party events image active' }).check();
    await expect(toast(page, 'Media activated successfully')).toBeVisible();
    await visitor.goto('/solutions');
    await expect(box).toHaveAttribute('data-slot-state', 'image');
    await expect(visitor.getByText('Image preview appears here once uploaded')).toHaveCount(0);
    await ctx.close();
  });

  test('a wide uploaded image is offered in phone-sized WebP variants through srcset', async ({
    browser,
  }) => {
    const ctx = await adminContext(browser, PORTS.oneBanner);
    const page = await ctx.newPage();
    await page.goto('/admin/media?media=slots');
    const card = page.getByRole('region', { name: 'Upload Media to a Slot' });
    await card.getByLabel('Slot').selectOption('about-team-3');
    await card.getByLabel('File').setInputFiles({
      name: 'team.png',
      mimeType: 'image/png',
      buffer: await solidPng(1200, 1200, '#64748b'),
    });
    await card.getByLabel('Alt text').fill('Team member three');
    await card.getByRole('button', { name: 'Upload to Slot' }).click();
    await expect(card.getByLabel('Alt text')).toHaveValue('');

    const visitor = await ctx.newPage();
    await visitor.setViewportSize({ width: 390, height: 844 });
    await visitor.goto('/about');
    const img = visitor.locator('[data-slot="about-team-3"] img');
    const srcset = (await img.getAttribute('srcset')) ?? '';
    expect(srcset).toMatch(/\.w480\.webp 480w, .*\.w960\.webp 960w, .*\.png 1200w$/);
    const variant = srcset.split(' ')[0]!;
    const res = await ctx.request.get(variant);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/webp');
    // A phone picks a variant, not the full-size original.
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc))
      .toMatch(/\.w\d+\.webp$/);
    await ctx.close();
  });

  test('the summary quick-assigns the first usable item to an empty priority slot', async ({
    browser,
  }) => {
    // The no-banner server: its slots are all empty, and no other spec looks at its footer.
    const ctx = await adminContext(browser, PORTS.noBanners);
    const page = await ctx.newPage();
    await page.goto('/admin/media?media=slots');
    const summary = page.getByTestId('priority-summary');
    // Five priority slots are empty; the summary offers four, for the usable item (not the broken one).
    await expect(summary.getByRole('button')).toHaveText([
      'Header logo',
      'Footer product logo',
      'Footer CRA logo',
      'Footer ARA logo',
    ]);
    await expect(summary).toContainText('assign stored-badge');
    await summary.getByRole('button', { name: 'Assign stored-badge to Footer CRA logo' }).click();
    // The slot shows its default logo now: the quick-assign asks first, with before and after.
    const confirm = page.getByRole('alertdialog', { name: 'Replace the Footer CRA logo?' });
    await expect(confirm.getByTestId('before-after')).toContainText('After: stored-badge');
    await confirm.getByRole('button', { name: 'Replace Footer CRA logo' }).click();
    await expect(toast(page, 'Media assigned to slot successfully')).toBeVisible();
    await expect(page.locator('[data-slot-id="global-footer-cra-logo"]')).toContainText(
      'stored-badge',
    );
    // Only the broken upload is left: the summary names the slots but offers no button.
    await expect(summary.getByRole('button')).toHaveCount(0);
    await expect(summary).toContainText('Priority slots still empty');

    const visitor = await ctx.newPage();
    await visitor.goto('/contact');
    await expect(visitor.locator('[data-slot="global-footer-cra-logo"] img')).toHaveAttribute(
      'src',
      '/defaults/ara-logo-navy.svg',
    );
    await ctx.close();
  });
});
