/**
 * Admin content end to end (issue #7): banners, blog posts and resources written in the back
 * office and seen on the public site at once.
 */
import { PORTS } from '../playwright.config';
import { adminContext, solidPng, toast } from './fixtures/admin';
import { expect, test, unique } from './fixtures/test';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const slides = '[data-testid="banner-section"] [aria-roledescription="slide"]';

test.describe('admin content', () => {
  test.describe.configure({ timeout: 90_000 });
  // The keyboard reorder checks each announcement of the drag, which lasts as long as the move's
  // transition: with motion (the suite's default is reduced motion) it stays long enough to read.
  test.use({ reducedMotion: 'no-preference' });

  test('banners: bad input, create, reorder, deactivate and delete; the home carousel follows', async ({
    browser,
  }) => {
    // The server without banners, so the carousel starts empty and ends empty again.
    const ctx = await adminContext(browser, PORTS.noBanners);
    const page = await ctx.newPage();
    const home = await ctx.newPage();
    await page.goto('/admin/banners');
    await expect(page.getByText('No banners created yet')).toBeVisible();

    const openCreate = async () => {
      await page.getByRole('button', { name: 'Create Banner' }).click();
      return page.getByRole('dialog', { name: 'Create Banner' });
    };
    let dialog = await openCreate();
    await dialog.getByLabel('Destination URL').fill('/product');
    await dialog.getByRole('button', { name: 'Create Banner' }).click();
    await expect(toast(page, 'Image required')).toBeVisible();
    await expect(page.getByText('Please upload a banner image').first()).toBeVisible();

    const file = dialog.locator('#banner-image');
    await file.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    });
    await expect(toast(page, 'Invalid file type')).toBeVisible();
    await file.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
    });
    await expect(toast(page, 'File too large')).toBeVisible();

    await file.setInputFiles({
      name: 'Spring Sale.png',
      mimeType: 'image/png',
      buffer: await solidPng(1200, 400),
    });
    await expect(toast(page, 'Image uploaded successfully!')).toBeVisible();
    await dialog.getByLabel('Destination URL').fill('');
    await dialog.getByRole('button', { name: 'Create Banner' }).click();
    await expect(toast(page, 'URL required')).toBeVisible();
    await dialog.getByLabel('Destination URL').fill('/product');
    await dialog.getByLabel('Alt text').fill('A blue field');
    // Words over the image (issue #20 item 19): a button label needs a headline...
    await dialog.getByLabel('Button label').fill('Shop the sale');
    await dialog.getByRole('button', { name: 'Create Banner' }).click();
    await expect(dialog.locator('#banner-cta-error')).toHaveText(
      'Add a headline: the words over the image show only with one',
    );
    // ...and the live preview draws them as the carousel will, markup as plain text.
    await dialog
      .getByLabel('Headline', { exact: true })
      .fill('Spring <b>sale</b> on rental software');
    await dialog.getByLabel('Text under the headline').fill('Twenty percent off until May.');
    const preview = dialog.getByTestId('banner-preview');
    await expect(preview.locator('[data-banner-headline]')).toHaveText(
      'Spring <b>sale</b> on rental software',
    );
    await expect(preview.locator('[data-banner-subtext]')).toHaveText(
      'Twenty percent off until May.',
    );
    await expect(preview.locator('[data-banner-cta]')).toHaveText('Shop the sale');
    await dialog.getByRole('button', { name: 'Create Banner' }).click();
    await expect(toast(page, 'Banner created successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('banner-headline')).toHaveText(
      'Spring <b>sale</b> on rental software',
    );

    dialog = await openCreate();
    await expect(dialog.getByLabel('Order index')).toHaveValue('1');
    await dialog.locator('#banner-image').setInputFiles({
      name: 'second.png',
      mimeType: 'image/png',
      buffer: await solidPng(1200, 400, '#f97316'),
    });
    await expect(dialog.getByRole('img', { name: 'Selected image preview' })).toBeVisible();
    await dialog.getByLabel('Destination URL').fill('https://partner.example/offer');
    await dialog.getByRole('button', { name: 'Create Banner' }).click();
    await expect(toast(page, 'Banner created successfully!')).toBeVisible();

    const rows = page.getByTestId('banner-row');
    await expect(rows).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Move banner 1 up' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Move banner 2 down' })).toBeDisabled();

    // Stored through the upload pipeline and served from storage.
    const src = await rows.first().locator('img').getAttribute('src');
    expect(src).toMatch(/^\/storage\/home-banners\/\d+-[a-z0-9]+\.png$/);
    const stored = await ctx.request.get(src!);
    expect(stored.headers()['content-type']).toBe('image/png');
    expect(stored.headers()['x-content-type-options']).toBe('nosniff');

    await home.goto('/');
    await expect(home.locator(slides)).toHaveCount(2);
    await expect(home.locator(`${slides} a`).first()).toHaveAttribute('href', '/product');
    // The words are text inside the banner's link; a banner without words is its image alone.
    const words = home.locator(`${slides} a`).first();
    await expect(words.locator('[data-banner-headline]')).toHaveText(
      'Spring <b>sale</b> on rental software',
    );
    await expect(words.locator('b')).toHaveCount(0);
    await expect(words.locator('[data-banner-cta]')).toHaveText('Shop the sale');
    await expect(words.locator('img')).toHaveAttribute('alt', 'A blue field');
    await expect(home.locator(`${slides} [data-banner-headline]`)).toHaveCount(1);
    // The upload's WebP variants reach the carousel through srcset (issue #8).
    const base = src!.replace(/\.png$/, '');
    await expect(home.locator(`${slides} img`).first()).toHaveAttribute(
      'srcset',
      `${base}.w480.webp 480w, ${base}.w960.webp 960w, ${src} 1200w`,
    );
    expect((await ctx.request.get(`${base}.w480.webp`)).headers()['content-type']).toBe(
      'image/webp',
    );

    await page.getByRole('button', { name: 'Move banner 2 up' }).click();
    await expect(toast(page, 'Banner order updated!')).toBeVisible();
    await expect(rows.first()).toContainText('https://partner.example/offer');
    await home.reload();
    await expect(home.locator(`${slides} a`).first()).toHaveAttribute(
      'href',
      'https://partner.example/offer',
    );

    // Drag and drop with the keyboard (issue #20 item 12): pick banner 2 up by its handle with
    // Space, move it up, drop it. The row shows the whole image, its link and its status.
    await expect(rows.first().locator('img')).toHaveClass(/object-contain/);
    await expect(rows.first()).toContainText('Links to https://partner.example/offer');
    await expect(rows.first()).toContainText('Active');
    // Each step waits for what a screen reader hears (dnd-kit measures the rows on pick-up).
    const announced = (text: string) =>
      expect(page.getByRole('status').filter({ hasText: text })).toHaveCount(1);
    const grip = page.getByRole('button', { name: 'Drag banner 2 to reorder' });
    await grip.focus();
    await page.keyboard.press('Space');
    await expect(grip).toHaveAttribute('aria-pressed', 'true');
    await announced('Banner 2 is over position 2.');
    // dnd-kit measures the rows after the pick-up is announced, and a key pressed before it has
    // them moves nothing (as for a person, pressing again then moves it). With two rows a second
    // press cannot move it past position 1.
    await expect(async () => {
      await page.keyboard.press('ArrowUp');
      await expect(
        page.getByRole('status').filter({ hasText: 'Banner 2 is over position 1.' }),
      ).toHaveCount(1, { timeout: 1_000 });
    }).toPass();
    await page.keyboard.press('Space');
    await announced('was dropped at position 1.');
    await expect(rows.first()).toContainText('/product');
    await page.reload();
    await expect(rows.first()).toContainText('/product');
    await home.reload();
    await expect(home.locator(`${slides} a`).first()).toHaveAttribute('href', '/product');
    // And back with the mouse: drag the first row's handle below the second row.
    const handle = page.getByRole('button', { name: 'Drag banner 1 to reorder' });
    const target = (await rows.nth(1).boundingBox())!;
    await handle.hover();
    await page.mouse.down();
    await page.mouse.move(target.x + 20, target.y + target.height - 4, { steps: 12 });
    await page.mouse.up();
    await expect(rows.first()).toContainText('https://partner.example/offer');
    await page.reload();
    await expect(rows.first()).toContainText('https://partner.example/offer');

    // New words for the /product banner, without the button: the carousel follows.
    await page.getByRole('button', { name: 'Edit banner 2' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Banner' });
    await expect(dialog.getByLabel('Headline', { exact: true })).toHaveValue(
      'Spring <b>sale</b> on rental software',
    );
    await dialog.getByLabel('Headline', { exact: true }).fill('Summer is for renting');
    await dialog.getByLabel('Button label').fill('');
    await dialog.getByRole('button', { name: 'Update Banner' }).click();
    await expect(toast(page, 'Banner updated successfully!')).toBeVisible();
    await expect(rows.nth(1).getByTestId('banner-headline')).toHaveText('Summer is for renting');
    await home.reload();
    const product = home.locator(`${slides} a[href="/product"]`);
    await expect(product.locator('[data-banner-headline]')).toHaveText('Summer is for renting');
    await expect(product.locator('[data-banner-subtext]')).toHaveText(
      'Twenty percent off until May.',
    );
    await expect(product.locator('[data-banner-cta]')).toHaveCount(0);

    // Deactivate the external one: the carousel keeps the other.
    await page.getByRole('button', { name: 'Edit banner 1' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Banner' });
    await dialog.getByLabel('Active (shown on the homepage)').uncheck();
    await dialog.getByRole('button', { name: 'Update Banner' }).click();
    await expect(toast(page, 'Banner updated successfully!')).toBeVisible();
    await expect(rows.first()).toContainText('Inactive');
    await home.reload();
    await expect(home.locator(slides)).toHaveCount(1);
    await expect(home.locator(`${slides} a`)).toHaveAttribute('href', '/product');

    for (let n = 2; n >= 1; n--) {
      await page.getByRole('button', { name: `Delete banner ${n}` }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText('Delete this banner?');
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(toast(page, 'Banner deleted successfully!')).toBeVisible();
      await expect(rows).toHaveCount(n - 1);
    }
    await expect(page.getByText('No banners created yet')).toBeVisible();
    await home.reload();
    await expect(home.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(home.getByTestId('banner-section')).toHaveCount(0);
    await expect(home.getByRole('region', { name: 'Announcements' })).toHaveCount(0);
    await ctx.close();
  });

  test('blog: write, publish and see a post; schedule one; edit, and delete', async ({
    browser,
  }) => {
    // On the Media System spec's server: the main server's specs count the seeded posts.
    const ctx = await adminContext(browser, PORTS.media);
    const page = await ctx.newPage();
    const u = unique();
    const title = `Forklift Fleet Checklist ${u}`;
    const slug = `forklift-fleet-checklist-${u}`;
    const visitor = await (
      await browser.newContext({ baseURL: `http://127.0.0.1:${PORTS.media}` })
    ).newPage();

    await page.goto('/admin/posts');
    await page.getByRole('button', { name: 'Create New Blog Post' }).click();
    let dialog = page.getByRole('dialog', { name: 'Create New Blog Post' });
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();

    await dialog.getByLabel('Title').fill(title);
    await expect(dialog.getByLabel('Slug')).toHaveValue(slug);
    await dialog.getByLabel('Excerpt').fill('What to check before every rental goes out.');

    const editor = dialog.locator('#post-content');
    await editor.click();
    await dialog.getByRole('button', { name: 'Heading 2' }).click();
    await page.keyboard.type('Daily checks');
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('Tires and forks');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Hydraulic leaks');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    // A link inserted with its own text (no selection, so the dialog asks for the text).
    await dialog.getByRole('button', { name: 'Add link' }).click();
    const linkDialog = page.getByRole('dialog', { name: 'Add link' });
    await linkDialog.getByLabel('Link address').fill('javascript:alert(1)');
    await linkDialog.getByRole('button', { name: 'Add link' }).click();
    await expect(linkDialog.getByRole('alert')).toBeVisible();
    await linkDialog
      .getByLabel('Link address')
      .fill('https://www.osha.gov/powered-industrial-trucks');
    await linkDialog.getByLabel('Text to show').fill('Read the guide');
    await linkDialog.getByRole('button', { name: 'Add link' }).click();
    await expect(linkDialog).toBeHidden();
    // Focus goes back to the text a task after the dialog has gone (Radix restores it then); a
    // field filled before that would lose the focus to the text mid-fill.
    await expect(editor).toBeFocused();

    await dialog.getByLabel('Tags').fill('Forklifts, Safety, forklifts');
    await dialog.getByLabel('Category').selectOption('Best Practices');
    await dialog.getByLabel('Status').selectOption('published');
    await dialog.locator('#post-image').setInputFiles({
      name: 'forklift.png',
      mimeType: 'image/png',
      buffer: await solidPng(800, 450),
    });
    await expect(toast(page, 'Image uploaded successfully!')).toBeVisible();
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    // The pre-publish checklist (issue #23 §4) warns; it never blocks.
    await page
      .getByRole('alertdialog', { name: 'Before you publish' })
      .getByRole('button', { name: 'Publish anyway' })
      .click();
    await expect(toast(page, 'Blog post created successfully!')).toBeVisible();
    const card = page.getByTestId('post-card').filter({ hasText: title });
    await expect(card).toContainText('Published');

    // Found in the public article list (searched for: the specs that publish many posts on this
    // server at the same time may push it past the newest few on /resources).
    await visitor.goto(`/resources/articles?q=${encodeURIComponent(title)}`);
    await expect(visitor.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
    await visitor.goto(`/resources/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const article = visitor.locator('.prose-content');
    await expect(article.getByRole('heading', { level: 2, name: 'Daily checks' })).toBeVisible();
    await expect(article.locator('li')).toHaveCount(2);
    await expect(article.getByRole('link', { name: 'Read the guide' })).toHaveAttribute(
      'href',
      'https://www.osha.gov/powered-industrial-trucks',
    );
    const cover = visitor.locator('img[src^="/storage/blog-images/featured/"]').first();
    await expect(cover).toBeVisible();
    // An 800 px upload: its 480 px WebP variant and itself (issue #8).
    const coverSrc = (await cover.getAttribute('src'))!;
    await expect(cover).toHaveAttribute(
      'srcset',
      `${coverSrc.replace(/\.png$/, '')}.w480.webp 480w, ${coverSrc} 800w`,
    );
    await visitor.goto('/resources/articles');
    await expect(visitor.locator(`img[src="${coverSrc}"]`)).toHaveAttribute(
      'srcset',
      /\.w480\.webp 480w, .*\.png 800w$/,
    );
    await visitor.goto(`/resources/${slug}`);

    // The same slug again is refused with a clear message.
    await page.getByRole('button', { name: 'Create New Blog Post' }).click();
    dialog = page.getByRole('dialog', { name: 'Create New Blog Post' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await expect(dialog.getByText('This slug is already used by another post.')).toBeVisible();

    // Scheduled a few seconds ahead: "Scheduled" in the admin, absent until due, then public.
    const laterTitle = `Scheduled Post ${u}`;
    await dialog.getByLabel('Title').fill(laterTitle);
    await dialog.getByLabel('Status').selectOption('published');
    const due = new Date(Date.now() + 10_000);
    const local = await page.evaluate((ms) => {
      const d = new Date(ms);
      const p = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
    }, due.getTime());
    await dialog.getByLabel('Publication date and time').fill(local);
    // A future time: the primary button schedules, and names the time.
    await dialog.getByRole('button', { name: /^Schedule for \w{3} \d{1,2}, \d{4}, / }).click();
    await page
      .getByRole('alertdialog', { name: 'Before you publish' })
      .getByRole('button', { name: /^Publish anyway on / })
      .click();
    await expect(toast(page, 'Blog post created successfully!')).toBeVisible();
    await expect(page.getByTestId('post-card').filter({ hasText: laterTitle })).toContainText(
      'Scheduled',
    );
    const laterUrl = `/resources/scheduled-post-${u}`;
    expect((await visitor.goto(laterUrl))!.status()).toBe(404);
    await expect
      .poll(async () => (await visitor.request.get(laterUrl)).status(), { timeout: 25_000 })
      .toBe(200);

    // Edit: the new title shows at once.
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Blog Post' });
    await expect(dialog.getByLabel('Tags')).toHaveValue('Forklifts, Safety');
    await dialog.getByLabel('Title').fill(`${title} (updated)`);
    await expect(dialog.getByLabel('Slug')).toHaveValue(slug);
    await dialog.getByRole('button', { name: 'Update Post' }).click();
    await expect(toast(page, 'Blog post updated successfully!')).toBeVisible();
    await visitor.goto(`/resources/${slug}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`${title} (updated)`);

    // Delete both, with confirmation; the article is gone.
    for (const t of [`${title} (updated)`, laterTitle]) {
      await page.getByRole('button', { name: `Delete ${t}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(toast(page, 'Blog post deleted successfully!')).toBeVisible();
      await expect(page.getByTestId('post-card').filter({ hasText: t })).toHaveCount(0);
    }
    expect((await visitor.goto(`/resources/${slug}`))!.status()).toBe(404);
    await visitor.context().close();
    await ctx.close();
  });

  test('resources: Save waits for the required fields; upload a PDF and download it from /resources', async ({
    adminPage: page,
    context,
  }) => {
    const name = `Rental Counter Checklist ${unique()}`;
    await page.goto('/admin/resources');
    await page.getByRole('link', { name: 'Create New Resource' }).click();
    await expect(page).toHaveURL(/resource=new/);
    await expect(page.getByRole('heading', { name: 'Create New Resource' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Save Resource' });
    await expect(save).toBeDisabled();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Category').selectOption('Checklists');
    await expect(save).toBeDisabled();
    await expect(page.getByLabel('Version')).toHaveValue('1.0');

    await page.locator('#resource-file').setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ'),
    });
    await expect(toast(page, 'File type not allowed for security reasons')).toBeVisible();
    await page
      .locator('#resource-file')
      .setInputFiles({ name: 'Counter Checklist.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(toast(page, 'File uploaded successfully!')).toBeVisible();
    await expect(page.getByLabel('File URL')).toHaveValue(/^\/storage\/resources\/.+\.pdf$/);
    // Sizes read naturally (issue #20 item 9): bytes, KB or MB, never "0.00 MB".
    await expect(page.getByLabel('File size')).toHaveValue(/^\d+ B$/);
    await expect(save).toBeEnabled();
    await save.click();
    await expect(toast(page, 'Resource created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/resources$/);
    const row = page.getByTestId('resource-row').filter({ hasText: name });
    await expect(row).toContainText('0 downloads');

    const visitor = await context.newPage();
    await visitor.goto('/resources');
    const download = visitor.getByRole('link', { name: `Download ${name}` });
    await expect(download).toBeVisible();
    const res = await visitor.request.get((await download.getAttribute('href'))!);
    expect(res.status()).toBe(200);
    expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.headers()['content-disposition']).toMatch(/^attachment/);
    // It arrives under the name it was uploaded with (issue #20 item 9, RFC 6266).
    expect(res.headers()['content-disposition']).toContain(
      `filename*=UTF-8''Counter%20Checklist.pdf`,
    );

    await page.reload();
    await expect(row).toContainText('1 download');
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Resource deleted successfully!')).toBeVisible();
    await visitor.goto('/resources');
    await expect(visitor.getByRole('link', { name: `Download ${name}` })).toHaveCount(0);
  });
});
