/**
 * Unsaved changes are never discarded without asking (issue #22 item 1): on each of the six admin
 * forms, Escape, a click outside, the close button, a dashboard tab, a link or the browser's Back
 * button ask "Discard changes?" while the form is dirty, and a reload raises the browser's
 * `beforeunload` question. A form with nothing typed closes at once; a saved form lets the person
 * go. On the main server:
 * only the last test saves anything (an inactive resource and an inactive, unassigned video).
 */
import type { Locator, Page } from '@playwright/test';
import { toast } from './fixtures/admin';
import { expect, test, unique } from './fixtures/test';

const TYPED = 'Half-written words';

const prompt = (page: Page) => page.getByRole('alertdialog', { name: 'Discard changes?' });

/** Reloads, expecting the browser to ask first; the person stays on the page. */
async function reloadAsks(page: Page) {
  const asked = page.waitForEvent('dialog');
  // The reload is cancelled by the answer: no load event follows.
  const reload = page.reload({ timeout: 3_000 }).catch(() => null);
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await reload;
}

/** Reloads, expecting the browser not to ask. */
async function reloadGoesAtOnce(page: Page) {
  const asked: string[] = [];
  const onDialog = (dialog: import('@playwright/test').Dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  };
  page.on('dialog', onDialog);
  await page.reload();
  page.off('dialog', onDialog);
  expect(asked).toEqual([]);
}

/** Puts text in a field the way a person does (key presses: a user gesture for Chromium). */
async function typeInto(page: Page, field: Locator) {
  await field.click();
  await page.keyboard.type(TYPED);
}

type DialogForm = {
  name: string;
  /** Opens the form and returns its dialog. */
  open: (page: Page) => Promise<Locator>;
  /** The field typed into. */
  field: (dialog: Locator) => Locator;
  /** How the dirty form is finally discarded. */
  discardBy: 'outside click' | 'close button';
};

const DIALOG_FORMS: DialogForm[] = [
  {
    name: 'blog post (typing in the content editor)',
    open: async (page) => {
      await page.goto('/admin/posts');
      await page.getByRole('button', { name: 'Create New Blog Post' }).click();
      return page.getByRole('dialog', { name: 'Create New Blog Post' });
    },
    field: (dialog) => dialog.locator('#post-content'),
    discardBy: 'outside click',
  },
  {
    name: 'banner',
    open: async (page) => {
      await page.goto('/admin/banners');
      await page.getByRole('button', { name: 'Create Banner' }).click();
      return page.getByRole('dialog', { name: 'Create Banner' });
    },
    field: (dialog) => dialog.getByLabel('Destination URL'),
    discardBy: 'close button',
  },
  {
    name: 'media item',
    open: async (page) => {
      await page.goto('/admin/media?media=library');
      await page.getByRole('button', { name: 'Store for Later' }).click();
      return page.getByRole('dialog', { name: 'Store for Later' });
    },
    field: (dialog) => dialog.getByRole('textbox', { name: 'Name' }),
    discardBy: 'outside click',
  },
  {
    name: 'video',
    open: async (page) => {
      await page.goto('/admin/media?media=videos');
      await page.getByRole('button', { name: 'Add New Video' }).click();
      return page.getByRole('dialog', { name: 'Add New Video' });
    },
    field: (dialog) => dialog.getByRole('textbox', { name: 'Title', exact: true }),
    discardBy: 'close button',
  },
  {
    name: 'slot edit',
    open: async (page) => {
      await page.goto('/admin/media?media=slots');
      await page
        .locator('[data-slot-id="homepage-module-analytics"]')
        .getByRole('button', { name: /^Edit / })
        .click();
      return page.getByRole('dialog', { name: 'Edit Media' });
    },
    field: (dialog) => dialog.getByLabel('SEO title'),
    discardBy: 'outside click',
  },
];

test.describe('unsaved changes', () => {
  test.describe.configure({ timeout: 60_000 });

  for (const form of DIALOG_FORMS) {
    test(`${form.name}: closes at once when untouched; when dirty Escape asks, Keep editing keeps the text, reload asks the browser, ${form.discardBy} → Discard closes it`, async ({
      adminPage: page,
    }) => {
      // Nothing typed: Escape closes it as before, without a question.
      let dialog = await form.open(page);
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(prompt(page)).toHaveCount(0);

      dialog = await form.open(page);
      const field = form.field(dialog);
      await typeInto(page, field);
      const kept = () =>
        form.name.startsWith('blog post')
          ? expect(field).toContainText(TYPED)
          : expect(field).toHaveValue(new RegExp(`${TYPED}$`));
      await kept();

      // Escape asks; the safe answer has the focus and keeps everything.
      await page.keyboard.press('Escape');
      await expect(prompt(page)).toBeVisible();
      const keep = prompt(page).getByRole('button', { name: 'Keep editing' });
      await expect(keep).toBeFocused();
      await keep.click();
      await expect(prompt(page)).toBeHidden();
      await expect(dialog).toBeVisible();
      await kept();
      // Escape in the question is "Keep editing" too.
      await page.keyboard.press('Escape');
      await expect(keep).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(prompt(page)).toBeHidden();
      await expect(dialog).toBeVisible();

      // Leaving the page: the browser asks; staying keeps the form as it was.
      await reloadAsks(page);
      await expect(dialog).toBeVisible();
      await kept();

      // A click outside (or the close button) asks too; Discard closes the form.
      if (form.discardBy === 'outside click') await page.mouse.click(5, 5);
      else await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(prompt(page)).toBeVisible();
      await prompt(page).getByRole('button', { name: 'Discard' }).click();
      await expect(prompt(page)).toBeHidden();
      await expect(dialog).toBeHidden();
      // Nothing unsaved any more: reloading goes at once.
      await reloadGoesAtOnce(page);
    });
  }

  test('resource form: a tab switch, "Back to resources" and a reload ask while it is dirty, and not before', async ({
    adminPage: page,
  }) => {
    const tabs = page.getByRole('navigation', { name: 'Dashboard sections' });
    // Untouched: a tab switch goes at once.
    await page.goto('/admin/resources?resource=new');
    await expect(page.getByRole('heading', { name: 'Create New Resource' })).toBeVisible();
    await tabs.getByRole('link', { name: 'Blog Posts' }).click();
    await expect(page).toHaveURL(/\/admin\/posts$/);
    await expect(prompt(page)).toHaveCount(0);

    await page.goto('/admin/resources?resource=new');
    const name = page.getByLabel('Name');
    await typeInto(page, name);
    await tabs.getByRole('link', { name: 'Blog Posts' }).click();
    await expect(prompt(page)).toBeVisible();
    await expect(prompt(page).getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await prompt(page).getByRole('button', { name: 'Keep editing' }).click();
    await expect(page).toHaveURL(/resource=new$/);
    await expect(tabs.getByRole('link', { name: 'Resources' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(name).toHaveValue(TYPED);

    await reloadAsks(page);
    await expect(name).toHaveValue(TYPED);

    // Another link of the back office asks the same; Discard follows it.
    await page.getByRole('link', { name: 'Back to resources' }).click();
    await expect(prompt(page)).toBeVisible();
    await prompt(page).getByRole('button', { name: 'Discard' }).click();
    await expect(page).toHaveURL(/\/admin\/resources$/);
    await expect(page.getByRole('link', { name: 'Create New Resource' })).toBeVisible();
    await reloadGoesAtOnce(page);
  });

  test("resource form: the browser's Back button asks while it is dirty; Discard goes back", async ({
    adminPage: page,
  }) => {
    await page.goto('/admin/resources');
    await page.getByRole('link', { name: 'Create New Resource' }).first().click();
    await expect(page).toHaveURL(/resource=new$/);
    const name = page.getByLabel('Name');
    await typeInto(page, name);

    // Back: the page stays, the question comes; Keep editing keeps the text.
    await page.evaluate(() => window.history.back());
    await expect(prompt(page)).toBeVisible();
    await expect(page).toHaveURL(/resource=new$/);
    await prompt(page).getByRole('button', { name: 'Keep editing' }).click();
    await expect(name).toHaveValue(TYPED);
    await expect(page).toHaveURL(/resource=new$/);

    // Back again, Discard: the list it came from.
    await page.evaluate(() => window.history.back());
    await expect(prompt(page)).toBeVisible();
    await prompt(page).getByRole('button', { name: 'Discard' }).click();
    await expect(page).toHaveURL(/\/admin\/resources$/);
    await expect(page.getByRole('heading', { name: 'Downloadable Resources' })).toBeVisible();
    // Nothing is dirty any more: Forward goes at once.
    await page.evaluate(() => window.history.forward());
    await expect(page).toHaveURL(/resource=new$/);
    await expect(prompt(page)).toHaveCount(0);
    await expect(name).toHaveValue('');
  });

  test('after a successful save nothing asks: a resource and a video', async ({
    adminPage: page,
  }) => {
    const u = unique();
    await page.goto('/admin/resources?resource=new');
    await typeInto(page, page.getByLabel('Name'));
    await page.keyboard.type(` ${u}`);
    await page.getByLabel('Category').selectOption('Checklists');
    await page.getByLabel('File URL').fill(`https://files.example/guard-${u}.pdf`);
    // Hidden from the public list: other specs count what it shows.
    await page.getByLabel('Active (listed on the Resources page)').uncheck();
    await page.getByRole('button', { name: 'Save Resource' }).click();
    await expect(toast(page, 'Resource created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/resources$/);
    await expect(prompt(page)).toHaveCount(0);
    await reloadGoesAtOnce(page);

    await page.goto('/admin/media?media=videos');
    await page.getByRole('button', { name: 'Add New Video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Video' });
    await typeInto(page, dialog.getByRole('textbox', { name: 'Title', exact: true }));
    await dialog.getByLabel('Video URL').fill('https://vimeo.com/76979871');
    await dialog.getByLabel('Active (shown on the site)').uncheck();
    await dialog.getByRole('button', { name: 'Add Video' }).click();
    await expect(toast(page, 'Video added successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(prompt(page)).toHaveCount(0);
    await reloadGoesAtOnce(page);
  });
});

test.describe('a change is registered the moment it is made', () => {
  for (const form of [DIALOG_FORMS[0]!, DIALOG_FORMS[1]!, DIALOG_FORMS.at(-1)!]) {
    test(`${form.name}: text pasted and Escape pressed at once still asks`, async ({
      adminPage: page,
    }) => {
      const dialog = await form.open(page);
      const field = form.field(dialog);
      await field.click();
      // The paste and the Escape in one task: React has not rendered the change yet.
      await field.evaluate((el) => {
        const target =
          el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement
            ? el
            : (el.querySelector('[contenteditable]') ?? el);
        if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
          const set = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'value')!.set!;
          set.call(target, 'Pasted words');
          target.dispatchEvent(new Event('input', { bubbles: true }));
        } else {
          const data = new DataTransfer();
          data.setData('text/plain', 'Pasted words');
          target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
        }
        target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      });
      await expect(prompt(page)).toBeVisible();
      await prompt(page).getByRole('button', { name: 'Keep editing' }).click();
      await expect(dialog).toBeVisible();
    });
  }
});
