/**
 * Never losing a post's work (issue #22 §2, §3): the History panel lists every save, shows the
 * words inserted and deleted between two revisions and restores one as a new revision; the editor
 * autosaves a few seconds after typing stops (without touching the post), offers the autosave back
 * after a reload, and keeps changes in the browser while offline.
 */
import type { Page } from '@playwright/test';
import { adminGet, callAction } from './fixtures/actions';
import { toast } from './fixtures/admin';
import { apiContext, expect, signedInState, test } from './fixtures/test';
import { E2E_ADMIN_EMAIL } from './fixtures/users';

async function newPost(u: string) {
  const api = await apiContext(await signedInState(E2E_ADMIN_EMAIL));
  const created = await callAction<{ id: number }>(api, 'createPostAction', {
    title: `History first ${u}`,
    slug: `history-${u}`,
    content: '<p>The quick brown fox</p>',
    status: 'draft',
  });
  return { api, id: created.data!.id };
}

const editor = (page: Page) => page.getByRole('dialog', { name: 'Edit Blog Post' });

test('History: clicking a revision selects it, Restore loads it into the editor as unsaved changes', async ({
  adminPage: page,
}) => {
  const u = Date.now().toString(36);
  const { api, id } = await newPost(u);
  await page.goto(`/admin/posts?edit=${id}`);
  await editor(page).getByLabel('Title').fill(`History second ${u}`);
  await editor(page).getByRole('button', { name: 'Update Post' }).click();
  await expect(toast(page, 'Blog post updated successfully!')).toBeVisible();
  await page.goto(`/admin/posts?edit=${id}`);
  await editor(page).getByLabel('Title').fill(`History third ${u}`);
  await editor(page).getByRole('button', { name: 'Update Post' }).click();
  await expect(toast(page, 'Blog post updated successfully!')).toBeVisible();

  await page.goto(`/admin/posts?edit=${id}`);
  await editor(page).getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  const rows = history.getByTestId('revision');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText(`History third ${u}`);
  await expect(rows.first()).toContainText(`${E2E_ADMIN_EMAIL} · Draft`);
  // At first the one before the newest is selected, compared with the newest.
  await expect(rows.nth(1).getByRole('radio')).toBeChecked();
  const diff = history.getByTestId('revision-diff');
  await expect(diff.locator('del')).toHaveText(['second']);
  await expect(diff.locator('ins')).toHaveText(['third']);

  // Clicking the oldest selects it: the changes since it, and Restore names it.
  await rows.nth(2).click();
  await expect(rows.nth(2).getByRole('radio')).toBeChecked();
  await expect(diff.locator('del')).toHaveText(['first']);
  await expect(diff.locator('ins')).toHaveText(['third']);
  await history.getByRole('button', { name: 'Restore this revision' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Restore this revision?' });
  await expect(confirm).toContainText('as unsaved changes');
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(toast(page, 'Revision loaded into the editor')).toBeVisible();
  // The selected revision, not another, is in the editor; nothing is saved yet.
  await expect(editor(page).getByLabel('Title')).toHaveValue(`History first ${u}`);
  expect((await adminGet<{ title: string }>(api, `/api/admin/posts/${id}`)).data!.title).toBe(
    `History third ${u}`,
  );
  // Unsaved: closing asks first.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog', { name: 'Discard changes?' })).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Keep editing' }).click();

  await editor(page).getByRole('button', { name: 'Update Post' }).click();
  await expect(toast(page, 'Blog post updated successfully!')).toBeVisible();
  const post = await adminGet<{ title: string }>(api, `/api/admin/posts/${id}`);
  expect(post.data!.title).toBe(`History first ${u}`);
  await page.goto(`/admin/posts?edit=${id}`);
  await editor(page).getByRole('button', { name: 'History' }).click();
  await expect(rows).toHaveCount(4);
  await expect(rows.first()).toContainText('Restored');
  await api.dispose();
});

test('autosave: saved after typing stops, offered back after a reload, kept while offline', async ({
  adminPage: page,
}) => {
  test.slow();
  const u = Date.now().toString(36);
  const { api, id } = await newPost(u);
  await page.goto(`/admin/posts?edit=${id}`);
  await editor(page).getByLabel('Title').fill(`Autosaved ${u}`);
  await expect(editor(page).getByTestId('autosave-status')).toHaveText(
    /^Draft saved \d{1,2}:\d{2}.* · not live$/,
    {
      timeout: 15_000,
    },
  );
  // The post itself, and so what is published, did not change.
  expect((await adminGet<{ title: string }>(api, `/api/admin/posts/${id}`)).data!.title).toBe(
    `History first ${u}`,
  );

  // Reload (leaving a changed form asks first: accept) → the autosave is offered back.
  page.once('dialog', (d) => void d.accept());
  await page.reload();
  const offer = editor(page).getByRole('region', { name: 'Unsaved changes' });
  await expect(offer).toContainText(/Restore unsaved changes from \d{1,2}:\d{2}/);
  await expect(editor(page).getByLabel('Title')).toHaveValue(`History first ${u}`);
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(editor(page).getByLabel('Title')).toHaveValue(`Autosaved ${u}`);

  // Offline: kept in this browser, sent when the connection returns.
  await page.context().setOffline(true);
  await editor(page).getByLabel('Title').fill(`Offline edit ${u}`);
  await expect(editor(page).getByTestId('autosave-status')).toHaveText(
    'Offline — changes kept in this browser',
    { timeout: 15_000 },
  );
  await page.context().setOffline(false);
  await expect(editor(page).getByTestId('autosave-status')).toHaveText(/^Draft saved /, {
    timeout: 15_000,
  });

  // Updating makes it the saved version: nothing is offered any more.
  await editor(page).getByRole('button', { name: 'Update Post' }).click();
  await expect(toast(page, 'Blog post updated successfully!')).toBeVisible();
  await page.goto(`/admin/posts?edit=${id}`);
  await expect(editor(page).getByLabel('Title')).toHaveValue(`Offline edit ${u}`);
  await expect(editor(page).getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);
  await api.dispose();
});

test('publishing says what it does: the footer, a scheduled time on the buttons, and a trashed published post restored as a draft', async ({
  adminPage: page,
}) => {
  const u = Date.now().toString(36);
  const { api, id } = await newPost(u);
  await page.goto(`/admin/posts?edit=${id}`);
  const status = editor(page).getByTestId('autosave-status');
  await expect(status).toHaveText('Draft');

  // A future time turns the primary button into "Schedule for …", and "Publish anyway" names it.
  await editor(page).getByLabel('Status').selectOption('published');
  await editor(page).getByLabel('Publication date and time').fill('2030-01-15T09:30');
  const schedule = editor(page).getByRole('button', { name: 'Schedule for Jan 15, 2030, 9:30 AM' });
  await expect(schedule).toBeVisible();
  await schedule.click();
  const ask = page.getByRole('alertdialog', { name: 'Before you publish' });
  await expect(ask).toContainText('it goes live on Jan 15, 2030, 9:30 AM');
  await ask.getByRole('button', { name: 'Publish anyway on Jan 15, 2030, 9:30 AM' }).click();
  await expect(toast(page, 'Blog post updated successfully!')).toBeVisible();
  await page.goto(`/admin/posts?edit=${id}`);
  await expect(status).toHaveText('Scheduled for Jan 15, 2030, 9:30 AM');

  // No time: "Update Post" publishes now; the footer says Published only once it is live.
  await editor(page).getByLabel('Publication date and time').fill('');
  await expect(editor(page).getByRole('button', { name: 'Update Post' })).toBeVisible();
  await editor(page).getByRole('button', { name: 'Update Post' }).click();
  await expect(toast(page, 'Blog post updated successfully!')).toBeVisible();
  await page.goto(`/admin/posts?edit=${id}`);
  await expect(status).toHaveText('Published');
  // Changes autosaved are a draft, not live.
  await editor(page).getByLabel('Title').fill(`Live post renamed ${u}`);
  await expect(status).toHaveText(/^Draft saved \d{1,2}:\d{2}.* · not live$/, { timeout: 15_000 });
  page.once('dialog', (d) => void d.accept());
  await page.goto('/admin/trash');

  // Deleted while published: Restore asks whether it comes back live or as a draft.
  expect((await callAction(api, 'deletePostAction', { id })).ok).toBe(true);
  await page.reload();
  await page.getByRole('button', { name: `Restore History first ${u}` }).click();
  const restore = page.getByRole('alertdialog', { name: `Restore "History first ${u}"?` });
  await expect(restore).toContainText('It was published when it was deleted.');
  await expect(restore.getByRole('button', { name: 'Restore' })).toBeDisabled();
  await restore.getByRole('radio', { name: /As a draft/ }).check();
  await restore.getByRole('button', { name: 'Restore' }).click();
  await expect(toast(page, 'Blog post restored as a draft')).toBeVisible();
  const back = await adminGet<{ status: string }>(api, `/api/admin/posts/${id}`);
  expect(back.data!.status).toBe('draft');
  await api.dispose();
});
