/**
 * Media System end to end (issue #8): videos (a YouTube video assigned to the demo slot plays on
 * /product), Import Existing Media (scan, import twice: the second skips all) and the migration
 * tool. On its own server: these change what the public pages show.
 */
import { PORTS } from '../playwright.config';
import { adminContext, solidPng, toast } from './fixtures/admin';
import { expect, test } from './fixtures/test';

test.describe('media system', () => {
  test.describe.configure({ timeout: 120_000 });

  async function adminPage(browser: import('@playwright/test').Browser) {
    const ctx = await adminContext(browser, PORTS.media);
    return { ctx, page: await ctx.newPage(), visitor: await ctx.newPage() };
  }

  test('videos: add a YouTube video to the demo slot and it plays on /product; edit and delete', async ({
    browser,
  }) => {
    const { ctx, page, visitor } = await adminPage(browser);
    await page.goto('/admin/media?media=videos');
    await expect(page.getByText('No videos found')).toBeVisible();
    await page.getByRole('button', { name: 'Add New Video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Video' });
    await dialog.getByRole('button', { name: 'Add Video' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Lizit in two minutes');
    await dialog.getByLabel('Video URL').fill('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    await dialog.getByLabel('Assign to slot').selectOption('product-demo-video');
    await dialog.getByRole('button', { name: 'Add Video' }).click();
    await expect(toast(page, 'Video added successfully!')).toBeVisible();
    const card = page.getByRole('list', { name: 'Videos' }).getByRole('listitem').first();
    await expect(card).toContainText('aqz-KE-b');
    await expect(card).not.toContainText('aqz-KE-bpKQ');

    await visitor.goto('/product');
    const video = visitor.locator('[data-slot="product-demo-video"]');
    // The frame loads when the visitor presses play.
    await video.getByRole('button', { name: 'Play video: Lizit in two minutes' }).click();
    await expect(video.locator('iframe')).toHaveAttribute(
      'src',
      /youtube(-nocookie)?\.com\/embed\/aqz-KE-bpKQ\?autoplay=1/,
    );

    await card.getByRole('button', { name: 'Edit "Lizit in two minutes"' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Video' });
    await edit.getByLabel('Video URL').fill('https://vimeo.com/76979871');
    await edit.getByRole('button', { name: 'Update Video' }).click();
    await expect(toast(page, 'Video updated successfully!')).toBeVisible();
    await visitor.goto('/product');
    // Any host's video shows our poster first: no frame until play is pressed.
    await expect(video.locator('iframe')).toHaveCount(0);
    await expect(video.locator('[data-video-poster] img')).toHaveAttribute(
      'src',
      '/defaults/video-poster.webp',
    );
    await video.getByRole('button', { name: 'Play video: Lizit in two minutes' }).click();
    await expect(video.locator('iframe')).toHaveAttribute(
      'src',
      /player\.vimeo\.com\/video\/76979871\?autoplay=1/,
    );

    await card.getByRole('button', { name: 'Delete "Lizit in two minutes"' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Video deleted successfully!')).toBeVisible();
    await expect(page.getByText('No videos found')).toBeVisible();
    await visitor.goto('/product');
    // The default video again, behind the same poster.
    await video.getByRole('button', { name: 'Play video: See Lizit in action' }).click();
    await expect(video.locator('iframe')).toHaveAttribute('src', /\/embed\/aqz-KE-bpKQ\?/);
    await ctx.close();
  });

  test('import: scan, import, and a second import skips everything; then the migration fills empty slots', async ({
    browser,
  }) => {
    const { ctx, page } = await adminPage(browser);
    await page.goto('/admin/media?media=import');
    await page.getByRole('button', { name: 'Scan for Media' }).click();
    await expect(toast(page, 'Scan Complete')).toBeVisible();
    const found = page.getByRole('list', { name: 'Media files found' }).getByRole('listitem');
    expect(await found.count()).toBeGreaterThanOrEqual(5);
    await expect(found.filter({ hasText: 'hero-dashboard.webp' })).toContainText('New');
    await page.getByRole('button', { name: /^Import \d+ New$/ }).click();
    await expect(toast(page, 'Import Complete')).toBeVisible();
    await expect(found).toHaveCount(0);

    await page.getByRole('button', { name: 'Scan for Media' }).click();
    await expect(toast(page, ', 0 new')).toBeVisible();
    await expect(found.filter({ hasText: 'hero-dashboard.webp' })).toContainText(
      'Already imported',
    );
    await expect(page.getByRole('button', { name: 'Import New Media' })).toBeDisabled();

    const migrate = page.getByRole('button', { name: 'Start Migration' });
    await migrate.click();
    await expect(toast(page, 'Migration Successful!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Migration Complete' })).toBeDisabled();
    await page.goto('/admin/media?media=slots');
    await expect(page.getByRole('button', { name: 'Migration Complete' })).toBeDisabled();
    await expect(page.locator('[data-slot-id="homepage-hero-dashboard"]')).toContainText('SEO 85');
    // Only the slot without a shipped image stays empty: the demo video (the solutions slots got
    // theirs from migration 0010, issue #20 item 17).
    await expect(
      page.getByRole('heading', { name: /^Available Empty Slots \(1\)$/ }),
    ).toBeVisible();
    await ctx.close();
  });

  test('library: store for later, find it, assign it to a slot; upload & use now with a placement; archive and delete', async ({
    browser,
  }) => {
    const { ctx, page, visitor } = await adminPage(browser);
    await page.goto('/admin/media?media=library');
    await page.getByRole('button', { name: 'Store for Later' }).click();
    let dialog = page.getByRole('dialog', { name: 'Store for Later' });
    const save = dialog.getByRole('button', { name: 'Save Media' });
    await expect(save).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Rental Counter Team');
    await dialog.getByLabel('Alt text').fill('Our rental counter team');
    await expect(save).toBeDisabled();
    await dialog.locator('#media-file').setInputFiles({
      name: 'IMG_0042.PNG',
      mimeType: 'image/png',
      buffer: await solidPng(400, 400, '#0ea5e9'),
    });
    await save.click();
    await expect(toast(page, 'Media stored successfully!')).toBeVisible();
    await expect(toast(page, 'Available in media library')).toBeVisible();
    const card = page.getByTestId('library-card').filter({ hasText: 'Rental Counter Team' });
    await expect(card.locator('img')).toHaveAttribute(
      'src',
      '/storage/site-assets/rental-counter-team.png',
    );
    await expect(card).toContainText('SEO Missing');
    await expect(card).toContainText('Unused');

    // Server-side search from the URL.
    await page.getByRole('searchbox', { name: 'Search media' }).fill('COUNTER');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/q=COUNTER/);
    // The search reads names and alt text, ignoring case: the new item, and the light tools image
    // migration 0010 placed on /solutions (alt "Light equipment and tool rental counter").
    await expect(page.getByTestId('library-card')).toHaveCount(2);
    await expect(
      page.getByTestId('library-card').filter({ hasText: 'Rental Counter Team' }),
    ).toHaveCount(1);
    await expect(
      page.getByTestId('library-card').filter({ hasText: 'solutions-light-tools-image' }),
    ).toHaveCount(1);

    // Assign it from the Page Slots tab: it shows on /about.
    await page.goto('/admin/media?media=slots');
    const stored = page.getByTestId('unassigned-item').filter({ hasText: 'Rental Counter Team' });
    await stored.getByLabel('Slot for Rental Counter Team').selectOption('about-team-2');
    await stored.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(toast(page, 'Media assigned to slot successfully')).toBeVisible();
    // One SEO signal: the slot says what the library card says.
    await expect(
      page
        .locator('[data-slot-id="about-team-2"]')
        .filter({ hasText: 'Rental Counter Team' })
        .getByTestId('seo-badge'),
    ).toHaveText('SEO Missing · 60');
    await visitor.goto('/about');
    await expect(visitor.locator('[data-slot="about-team-2"] img')).toHaveAttribute(
      'src',
      '/storage/site-assets/rental-counter-team.png',
    );
    await page.goto('/admin/media?media=library&usage=in-use');
    const assigned = page.getByTestId('library-card').filter({ hasText: 'Rental Counter Team' });
    await expect(assigned).toContainText('In Use');
    await expect(assigned.getByTestId('seo-badge')).toHaveText('SEO Missing · 60');

    // Upload & Use Now: placement first; a small image warns but is placed.
    await page.goto('/admin/media?media=library');
    await page.getByRole('button', { name: 'Upload & Use Now' }).click();
    dialog = page.getByRole('dialog', { name: 'Where should this media be placed?' });
    await dialog
      .getByRole('group', { name: 'Homepage › Hero' })
      .getByRole('button', { name: /^Dashboard image/ })
      .click();
    dialog = page.getByRole('dialog', { name: 'Upload & Place' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('spring-dashboard');
    await dialog.getByLabel('Alt text').fill('Spring dashboard');
    await dialog.locator('#media-file').setInputFiles({
      name: 'dash.png',
      mimeType: 'image/png',
      buffer: await solidPng(640, 300, '#22c55e'),
    });
    await expect(toast(page, 'Dimension Warning')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save Media' }).click();
    await expect(toast(page, 'Media uploaded and placed!')).toBeVisible();
    await visitor.goto('/');
    await expect(visitor.locator('[data-slot="homepage-hero-dashboard"] img')).toHaveAttribute(
      'src',
      '/storage/site-assets/spring-dashboard.png',
    );

    // Archive (kept, labelled) and delete (gone).
    const placed = page.getByTestId('library-card').filter({ hasText: 'spring-dashboard' });
    await placed.getByRole('button', { name: 'Archive spring-dashboard' }).click();
    await expect(toast(page, 'Media archived successfully!')).toBeVisible();
    await expect(placed).toContainText('Archived');
    await visitor.goto('/');
    await expect(visitor.locator('[data-slot="homepage-hero-dashboard"] img')).not.toHaveAttribute(
      'src',
      /spring-dashboard/,
    );
    await placed.getByRole('button', { name: 'Delete spring-dashboard' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Media deleted successfully!')).toBeVisible();
    await expect(placed).toHaveCount(0);
    await ctx.close();
  });
});
