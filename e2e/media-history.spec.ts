/**
 * Never losing editorial work on media items (issue #22 §3, §4): two people edit one item, the
 * second save is refused and both versions are shown side by side, and what the second person
 * chooses — a field of each — is what is stored; in the slot Edit dialog and in the library's
 * media editor. History lists the item's saves, shows the words inserted and deleted, and restores
 * an older revision, which the open dialog then shows. On the main server: the items are created
 * here; the one placed in About › Team photo 4 is taken out of it again at the end.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { callAction } from './fixtures/actions';
import { toast } from './fixtures/admin';
import { apiContext, expect, signedInState, test, unique } from './fixtures/test';
import { E2E_ADMIN_EMAIL } from './fixtures/users';

const SLOT = 'about-team-4';

/** A second person: another browser context signed in as the admin. */
async function secondPage(browser: Browser, baseURL: string | undefined) {
  const ctx = await browser.newContext({
    baseURL,
    storageState: await signedInState(E2E_ADMIN_EMAIL),
  });
  return { ctx, page: await ctx.newPage() };
}

/** Adds a library item through the server action. */
async function createItem(api: APIRequestContext, media: Record<string, unknown>) {
  const created = await callAction<{
    id: number;
    slotId: string | null;
    replacedId: number | null;
  }>(api, 'createLibraryMediaAction', media);
  expect(created.ok).toBe(true);
  return created.data!;
}

/** Opens the slot Edit dialog of the item named with `u` in {@link SLOT}. */
async function openSlotEdit(page: Page, u: string) {
  await page.goto('/admin/media?media=slots');
  await page
    .locator(`[data-slot-id="${SLOT}"]`)
    .filter({ hasText: u })
    .getByRole('button', { name: /^Edit / })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Media' });
  await expect(dialog.getByLabel('Name')).toHaveValue(new RegExp(u));
  return dialog;
}

/** Opens the library's media editor of the item named with `u`. */
async function openLibraryEdit(page: Page, u: string) {
  await page.goto(`/admin/media?media=library&q=${u}`);
  await page
    .getByTestId('library-card')
    .filter({ hasText: u })
    .getByRole('button', { name: /^Edit / })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Media' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(new RegExp(u));
  return dialog;
}

const conflictDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Someone else saved this media item' });

test.describe('media history and edit conflicts', () => {
  test.describe.configure({ timeout: 90_000 });

  test('slot Edit dialog: a stale save opens the conflict view, the stored item is what B chose; History restores the first revision', async ({
    adminPage: a,
    browser,
    baseURL,
  }) => {
    const u = unique();
    const api = await apiContext(await signedInState(E2E_ADMIN_EMAIL));
    const placed = await createItem(api, {
      name: `slot-${u}`,
      alt_text: 'Original alt',
      seo_title: 'Original SEO',
      file_url: '/defaults/team-4.svg',
      flow: 'use_now',
      placement: SLOT,
    });
    const { ctx, page: b } = await secondPage(browser, baseURL);
    try {
      const da = await openSlotEdit(a, u);
      const db = await openSlotEdit(b, u);
      await da.getByLabel('Name').fill(`A name ${u}`);
      await da.getByLabel('Alt text').fill('Alt from A');
      await da.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(a, 'Media updated successfully')).toBeVisible();
      await expect(da).toBeHidden();

      await db.getByLabel('Name').fill(`B name ${u}`);
      await db.getByLabel('Alt text').fill('Alt from B');
      await db.getByLabel('SEO title').fill('SEO from B');
      await db.getByRole('button', { name: 'Save Changes' }).click();
      const conflict = conflictDialog(b);
      await expect(conflict).toBeVisible();
      // Side by side, the fields that differ only.
      await expect(conflict.getByTestId('conflict-name-mine')).toHaveText(`B name ${u}`);
      await expect(conflict.getByTestId('conflict-name-theirs')).toHaveText(`A name ${u}`);
      await expect(conflict.getByTestId('conflict-alt_text-mine')).toHaveText('Alt from B');
      await expect(conflict.getByTestId('conflict-alt_text-theirs')).toHaveText('Alt from A');
      await expect(conflict.getByTestId('conflict-seo_title-mine')).toHaveText('SEO from B');
      await expect(conflict.getByTestId('conflict-seo_title-theirs')).toHaveText('Original SEO');
      await expect(conflict.getByTestId('conflict-redirect_url-mine')).toHaveCount(0);
      // A's name; B's alt text and SEO title.
      await conflict
        .getByRole('group', { name: 'Name', exact: true })
        .getByRole('radio', { name: 'Saved by someone else' })
        .check();
      await conflict.getByRole('button', { name: 'Use these values' }).click();
      await expect(conflict).toBeHidden();
      await expect(db.getByLabel('Name')).toHaveValue(`A name ${u}`);
      await expect(db.getByLabel('Alt text')).toHaveValue('Alt from B');
      await db.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(b, 'Media updated successfully')).toBeVisible();
      await expect(db).toBeHidden();

      // Stored: exactly what B chose.
      let dialog = await openSlotEdit(b, u);
      await expect(dialog.getByLabel('Name')).toHaveValue(`A name ${u}`);
      await expect(dialog.getByLabel('Alt text')).toHaveValue('Alt from B');
      await expect(dialog.getByLabel('SEO title')).toHaveValue('SEO from B');

      // History: created, A's save, B's save; restoring the first brings its values back.
      await dialog.getByRole('button', { name: 'History' }).click();
      const history = b.getByRole('dialog', { name: 'History' });
      await expect(history.getByTestId('revision')).toHaveCount(3);
      await history.getByTestId('revision').nth(2).click();
      // From the first revision to A's save: the original alt text out, A's in.
      await history.getByLabel('Compare with').selectOption({ index: 1 });
      const diff = history.getByTestId('revision-diff');
      await expect(diff.locator('del', { hasText: 'Original alt' })).toHaveCount(1);
      await expect(diff.locator('ins', { hasText: 'Alt from A' })).toHaveCount(1);
      await history.getByRole('button', { name: 'Restore this revision' }).click();
      await b.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
      await expect(toast(b, 'Revision restored')).toBeVisible();
      await expect(history).toBeHidden();
      await expect(dialog.getByLabel('Name')).toHaveValue(`slot-${u}`);
      await expect(dialog.getByLabel('Alt text')).toHaveValue('Original alt');
      await expect(dialog.getByLabel('SEO title')).toHaveValue('Original SEO');
      // Showing the restored values is not a change of the person's: Escape closes at once.
      await b.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(b.getByRole('alertdialog', { name: 'Discard changes?' })).toHaveCount(0);
      dialog = await openSlotEdit(b, u);
      await expect(dialog.getByLabel('Alt text')).toHaveValue('Original alt');
    } finally {
      await callAction(api, 'undoSlotChangeAction', {
        id: placed.id,
        slot_id: SLOT,
        previous_id: placed.replacedId,
      });
      await ctx.close();
      await api.dispose();
    }
  });

  test('library media editor: a stale save opens the conflict view, the stored item is what B chose', async ({
    adminPage: a,
    browser,
    baseURL,
  }) => {
    const u = unique();
    const api = await apiContext(await signedInState(E2E_ADMIN_EMAIL));
    await createItem(api, {
      name: `library-${u}`,
      description: 'Original description',
      alt_text: 'Original alt',
      file_url: '/defaults/team-1.svg',
      flow: 'store',
    });
    const { ctx, page: b } = await secondPage(browser, baseURL);
    const da = await openLibraryEdit(a, u);
    const db = await openLibraryEdit(b, u);
    await da.getByLabel('Description', { exact: true }).fill('Description from A');
    await da.getByLabel('Alt text').fill('Alt from A');
    await da.getByRole('button', { name: 'Save Media' }).click();
    await expect(toast(a, 'Media updated successfully!')).toBeVisible();
    await expect(da).toBeHidden();

    await db.getByLabel('Description', { exact: true }).fill('Description from B');
    await db.getByLabel('Alt text').fill('Alt from B');
    await db.getByRole('button', { name: 'Save Media' }).click();
    const conflict = conflictDialog(b);
    await expect(conflict).toBeVisible();
    await expect(conflict.getByTestId('conflict-description-mine')).toHaveText(
      'Description from B',
    );
    await expect(conflict.getByTestId('conflict-description-theirs')).toHaveText(
      'Description from A',
    );
    await expect(conflict.getByTestId('conflict-alt_text-mine')).toHaveText('Alt from B');
    await expect(conflict.getByTestId('conflict-alt_text-theirs')).toHaveText('Alt from A');
    await expect(conflict.getByTestId('conflict-name-mine')).toHaveCount(0);
    // A's description, B's alt text.
    await conflict
      .getByRole('group', { name: 'Description', exact: true })
      .getByRole('radio', { name: 'Saved by someone else' })
      .check();
    await conflict.getByRole('button', { name: 'Use these values' }).click();
    await expect(conflict).toBeHidden();
    await expect(db.getByLabel('Description', { exact: true })).toHaveValue('Description from A');
    await expect(db.getByLabel('Alt text')).toHaveValue('Alt from B');
    // B's own choice is an unsaved change: closing asks first.
    await b.keyboard.press('Escape');
    const discard = b.getByRole('alertdialog', { name: 'Discard changes?' });
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await db.getByRole('button', { name: 'Save Media' }).click();
    await expect(toast(b, 'Media updated successfully!')).toBeVisible();
    await expect(db).toBeHidden();

    const dialog = await openLibraryEdit(b, u);
    await expect(dialog.getByLabel('Description', { exact: true })).toHaveValue(
      'Description from A',
    );
    await expect(dialog.getByLabel('Alt text')).toHaveValue('Alt from B');
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(`library-${u}`);
    await ctx.close();
    await api.dispose();
  });

  test('library media editor: History shows the words changed between saves and restores an older revision', async ({
    adminPage: page,
  }) => {
    const u = unique();
    const api = await apiContext(await signedInState(E2E_ADMIN_EMAIL));
    await createItem(api, {
      name: `History first ${u}`,
      alt_text: 'The quick brown fox',
      file_url: '/defaults/team-2.svg',
      flow: 'store',
    });
    let dialog = await openLibraryEdit(page, u);
    await dialog.getByLabel('Alt text').fill('The quick red fox');
    await dialog.getByRole('button', { name: 'Save Media' }).click();
    await expect(toast(page, 'Media updated successfully!')).toBeVisible();
    dialog = await openLibraryEdit(page, u);
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`History second ${u}`);
    await dialog.getByRole('button', { name: 'Save Media' }).click();
    await expect(toast(page, 'Media updated successfully!')).toBeVisible();

    dialog = await openLibraryEdit(page, u);
    await dialog.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History' });
    const rows = history.getByTestId('revision');
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText(`History second ${u}`);
    await expect(rows.first()).toContainText(E2E_ADMIN_EMAIL);
    // The last save against the one before: the name's words.
    const diff = history.getByTestId('revision-diff');
    await expect(diff.locator('del')).toHaveText(['first']);
    await expect(diff.locator('ins')).toHaveText(['second']);
    // The first revision, selected, against the last: the name's and the alt text's words.
    await rows.nth(2).click();
    await expect(diff.locator('del')).toHaveText(['first', 'brown']);
    await expect(diff.locator('ins')).toHaveText(['second', 'red']);

    // Restore the selected revision, after a confirmation.
    await history.getByRole('button', { name: 'Restore this revision' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Restore this revision?' });
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await expect(toast(page, 'Revision restored')).toBeVisible();
    await expect(history).toBeHidden();
    // The open editor shows the restored values, with nothing unsaved.
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(`History first ${u}`);
    await expect(dialog.getByLabel('Alt text')).toHaveValue('The quick brown fox');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alertdialog', { name: 'Discard changes?' })).toHaveCount(0);

    dialog = await openLibraryEdit(page, u);
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(`History first ${u}`);
    await expect(dialog.getByLabel('Alt text')).toHaveValue('The quick brown fox');
    await dialog.getByRole('button', { name: 'History' }).click();
    await expect(rows).toHaveCount(4);
    await expect(rows.first()).toContainText('Restored');
    await api.dispose();
  });
});
