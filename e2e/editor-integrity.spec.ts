/**
 * The post editor never deletes words by itself: inserting an image with words selected (linked
 * ones in a post with a heading, as a marketer did), in a list or in a heading keeps every word;
 * undo takes the image back out; pasting replaces only what was selected. The post is then
 * published, and the public article has every word.
 */
import type { Locator, Page } from '@playwright/test';
import { PORTS } from '../playwright.config';
import { adminContext, toast } from './fixtures/admin';
import { expect, test, unique } from './fixtures/test';

const IMAGE = 'https://images.example.com/yard.jpg';

/** Selects the last `n` characters before the caret (keyboard, as a person would). */
async function selectBack(page: Page, n: number) {
  for (let i = 0; i < n; i += 1) await page.keyboard.press('Shift+ArrowLeft');
}

async function insertImage(page: Page, dialog: Locator, alt: string) {
  await dialog.getByRole('button', { name: 'Insert image' }).click();
  const imageDialog = page.getByRole('dialog', { name: 'Insert image' });
  await imageDialog.getByLabel(/image address/i).fill(IMAGE);
  await imageDialog.getByLabel('Alt text').fill(alt);
  await imageDialog.getByRole('button', { name: 'Insert image' }).click();
  await expect(imageDialog).toBeHidden();
}

// On the server whose specs publish posts of their own (the main server's specs count the
// published ones).
test('inserting an image, undoing it and pasting never remove words the author did not select', async ({
  browser,
}) => {
  test.slow();
  const ctx = await adminContext(browser, PORTS.media);
  const page = await ctx.newPage();
  const u = unique();
  await page.goto('/admin/posts');
  await page.getByRole('button', { name: 'Create New Blog Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Blog Post' });
  await dialog.getByLabel('Title').fill(`Editor integrity ${u}`);
  await dialog.getByLabel('Excerpt').fill('Words stay where the author put them.');
  const editor = dialog.locator('#post-content');
  const html = () => editor.innerHTML();

  await editor.click();
  await dialog.getByRole('button', { name: 'Heading 2' }).click();
  await page.keyboard.type('Plan your fleet');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Call our team to book a demo today');

  // Linked words, still selected when the image goes in.
  await selectBack(page, 'book a demo today'.length);
  await dialog.getByRole('button', { name: 'Add link' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Add link' });
  await linkDialog.getByLabel('Link address').fill('/contact');
  await linkDialog.getByRole('button', { name: 'Add link' }).click();
  await expect(linkDialog).toBeHidden();
  await expect(editor).toBeFocused();
  await insertImage(page, dialog, 'Yard at dawn');
  expect(await html()).toContain('<a href="/contact">book a demo today</a>');
  expect(await html()).toMatch(/book a demo today<\/a>[\s\S]*<img[^>]+alt="Yard at dawn"/);
  await expect(editor.getByRole('heading', { level: 2 })).toHaveText('Plan your fleet');

  // Undo takes only the image back out.
  await page.keyboard.press('ControlOrMeta+z');
  await expect(editor.locator('img')).toHaveCount(0);
  expect(await html()).toContain('<a href="/contact">book a demo today</a>');

  // In a heading: the image goes after it, the heading keeps its words.
  await editor.getByRole('heading', { level: 2 }).click();
  await page.keyboard.press('End');
  await selectBack(page, 'fleet'.length);
  await insertImage(page, dialog, 'Heading picture');
  await expect(editor.getByRole('heading', { level: 2 })).toHaveText('Plan your fleet');
  await expect(editor.locator('h2 + img[alt="Heading picture"]')).toHaveCount(1);

  // In a list: the item keeps its words.
  await editor.locator('p', { hasText: 'book a demo today' }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('Scissor lifts and booms');
  await selectBack(page, 'booms'.length);
  await insertImage(page, dialog, 'List picture');
  await expect(editor.locator('li')).toContainText('Scissor lifts and booms');
  await expect(editor.locator('li img[alt="List picture"]')).toHaveCount(1);

  // Pasting over a selection replaces exactly the selection.
  await editor.locator('li p', { hasText: 'Scissor lifts' }).click();
  await page.keyboard.press('Home');
  for (let i = 0; i < 'Scissor'.length; i += 1) await page.keyboard.press('Shift+ArrowRight');
  // The editor takes the browser's selection from its selectionchange events, a task later: paste
  // once the selection is the word and those tasks have run (two frames).
  await expect
    .poll(() => editor.evaluate(() => document.getSelection()?.toString()))
    .toBe('Scissor');
  await editor.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await editor.evaluate((el) => {
    const data = new DataTransfer();
    data.setData('text/plain', 'Telehandlers');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  });
  await expect(editor.locator('li')).toContainText('Telehandlers lifts and booms');
  expect(await html()).toContain('<a href="/contact">book a demo today</a>');

  // Published: the public article has every word.
  await dialog.getByLabel('Status').selectOption('published');
  await dialog.getByRole('button', { name: 'Create Post' }).click();
  const prepublish = page.getByRole('alertdialog', { name: 'Before you publish' });
  await prepublish.getByRole('button', { name: 'Publish anyway' }).click();
  await expect(toast(page, 'Blog post created successfully!')).toBeVisible();
  const res = await page.request.get(`/resources/editor-integrity-${u}`);
  const article = await res.text();
  expect(article).toContain('Plan your fleet');
  expect(article).toContain('book a demo today</a>');
  expect(article).toContain('Telehandlers lifts and booms');

  await ctx.close();
});
