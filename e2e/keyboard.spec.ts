/**
 * Keyboard-only use (issue #10 "Accessibility"): the public forms are filled and submitted with
 * Tab, typing and Enter; admin dialogs open from the keyboard, take the focus, keep it while
 * open, close with Escape and give the focus back to what opened them. Nothing is clicked. On the
 * Media System spec's server (the main server's specs count what they see); the dialogs are
 * closed without saving, so nothing is created there but the two form submissions.
 */
import type { Locator, Page } from '@playwright/test';
import { PORTS } from '../playwright.config';
import { adminContext } from './fixtures/admin';
import { expect, test, unique } from './fixtures/test';

const ORIGIN = `http://127.0.0.1:${PORTS.media}`;

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would; fails if it
 * is not reached within `max` presses. Fails too if the focus lands on a spam trap (a field
 * only bots should fill, which a keyboard user must never reach).
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 150 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const trap = await page.evaluate(() => {
      const el = document.activeElement;
      return el?.closest('[aria-hidden="true"]') ? (el as HTMLElement).outerHTML.slice(0, 80) : '';
    });
    expect(trap, 'keyboard focus never enters hidden content').toBe('');
  }
  throw new Error(`could not reach ${target} with the keyboard`);
}

/** Whether the focused element is inside `container`. */
function focusInside(container: Locator): Promise<boolean> {
  return container.evaluate((el) => el.contains(document.activeElement));
}

test('the contact form is filled and sent with the keyboard only', async ({ page }) => {
  await page.goto(`${ORIGIN}/contact`);
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  await tabTo(page, form.getByLabel('Full name'));
  await page.keyboard.type('Kim Keyboard');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(`kim.${unique()}@yard.example`);
  await tabTo(page, form.getByLabel('Message'));
  await page.keyboard.type('We run two yards and navigate everything by keyboard.');
  await tabTo(page, form.getByRole('button', { name: 'Send Message' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByText('Message sent successfully!', { exact: false }).first(),
  ).toBeVisible();
});

test('the newsletter form is filled and sent with the keyboard only', async ({ page }) => {
  await page.goto(`${ORIGIN}/resources`);
  const form = page.getByRole('form', { name: 'Newsletter signup' });
  const name = form.getByRole('textbox').first();
  await tabTo(page, name);
  await page.keyboard.type('Nia Newsletter');
  await page.keyboard.press('Tab');
  await page.keyboard.type(`nia.${unique()}@yard.example`);
  // Back to the name with Shift+Tab and forward again: the order is the visual order.
  await page.keyboard.press('Shift+Tab');
  await expect(name).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText("You've successfully subscribed to our newsletter.")).toBeVisible();
});

/**
 * Answers "Discard changes?" from the keyboard: the focus starts on Keep editing, Tab reaches
 * Discard and Enter presses it.
 */
async function discardFromKeyboard(page: Page) {
  const ask = page.getByRole('alertdialog', { name: 'Discard changes?' });
  await expect(ask.getByRole('button', { name: 'Keep editing' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(ask.getByRole('button', { name: 'Discard' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(ask).toBeHidden();
}

test.describe('admin dialogs from the keyboard', () => {
  test('Create Banner: opens with Enter, traps focus, closes with Escape, focus returns', async ({
    browser,
  }) => {
    const ctx = await adminContext(browser, PORTS.media);
    const page = await ctx.newPage();
    await page.goto('/admin/banners');
    const opener = page.getByRole('button', { name: 'Create Banner' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create Banner' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusInside(dialog)).toBe(true);
    // Use it: type a destination, and Tab around without leaving the dialog.
    await tabTo(page, dialog.getByLabel('Destination URL'));
    await page.keyboard.type('/product');
    await expect(dialog.getByLabel('Destination URL')).toHaveValue('/product');
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInside(dialog), `Tab ${i + 1} stays in the dialog`).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside(dialog), `Shift+Tab ${i + 1} stays in the dialog`).toBe(true);
    }
    // Something was typed: Escape asks first (issue #22), and Discard closes it.
    await page.keyboard.press('Escape');
    await discardFromKeyboard(page);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await ctx.close();
  });

  test('a delete confirmation opens with Space on Cancel, and Escape cancels back to its button', async ({
    browser,
  }) => {
    const ctx = await adminContext(browser, PORTS.media);
    const page = await ctx.newPage();
    await page.goto('/admin/banners');
    const rows = page.getByTestId('banner-row');
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);
    const opener = page.getByRole('button', { name: 'Delete banner 1' });
    await tabTo(page, opener);
    await page.keyboard.press('Space');
    const dialog = page.getByRole('alertdialog', { name: 'Delete this banner?' });
    await expect(dialog).toBeVisible();
    // The safe choice has the focus; Tab reaches Delete and Shift+Tab comes back, inside.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await focusInside(dialog)).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(dialog)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(rows).toHaveCount(count);
    await ctx.close();
  });

  test('Blog Post: opens with Enter, takes typing, closes with Escape, focus returns', async ({
    browser,
  }) => {
    const ctx = await adminContext(browser, PORTS.media);
    const page = await ctx.newPage();
    await page.goto('/admin/posts');
    const posts = await page.getByTestId('post-card').count();
    const opener = page.getByRole('button', { name: 'Create New Blog Post' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create New Blog Post' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusInside(dialog)).toBe(true);
    await tabTo(page, dialog.getByLabel('Title'));
    await page.keyboard.type('Keyboard only post');
    await expect(dialog.getByLabel('Slug')).toHaveValue('keyboard-only-post');
    await page.keyboard.press('Tab');
    expect(await focusInside(dialog)).toBe(true);
    await page.keyboard.press('Escape');
    await discardFromKeyboard(page);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    // Closed without saving: nothing was created.
    await page.reload();
    await expect(page.getByTestId('post-card')).toHaveCount(posts);
    await ctx.close();
  });
});
