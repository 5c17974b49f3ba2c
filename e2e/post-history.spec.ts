/**
 * Never losing a post's work (issue #22 §2, §3): the History panel lists every save, shows the
 * words inserted and deleted between two revisions and restores one as a new revision; the editor
 * autosaves a few seconds after typing stops (without touching the post), offers the autosave back
 * after a reload, and keeps changes in the browser while offline.
 */
import type { Page } from '@playwright/test';
import { callAction } from './fixtures/actions';
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

test('History: revisions newest first, a word diff, and restore as a new revision', async ({
  adminPage: page,
}) => {
  const u = Date.now().toString(36);
  const { api, id } = await newPost(u);
  await page.goto(`/admin?tab=blog&edit=${id}`);
  await editor(page).getByLabel('Title').fill(`History second ${u}`);
  await editor(page).getByRole('button', { name: 'Update Post' }).click();
  await expect(toast(page, 'Blog post updated successfully!')).toBeVisible();

  await page.goto(`/admin?tab=blog&edit=${id}`);
  await editor(page).getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  const rows = history.getByTestId('revision');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(`History second ${u}`);
  await expect(rows.first()).toContainText(`${E2E_ADMIN_EMAIL} · Draft`);
  const diff = history.getByTestId('revision-diff');
  await expect(diff.locator('del')).toHaveText(['first']);
  await expect(diff.locator('ins')).toHaveText(['second']);

  // Restore the first revision (chosen as "With"), after a confirmation.
  await history.getByLabel('With').selectOption({ index: 1 });
  await expect(diff.locator('ins')).toHaveCount(0);
  await history.getByRole('button', { name: 'Restore this revision' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
  await expect(toast(page, 'Revision restored')).toBeVisible();
  await expect(editor(page).getByLabel('Title')).toHaveValue(`History first ${u}`);
  const post = await callAction<{ title: string }>(api, 'loadPostAction', { id });
  expect(post.data!.title).toBe(`History first ${u}`);
  await editor(page).getByRole('button', { name: 'History' }).click();
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('Restored');
  await api.dispose();
});

test('autosave: saved after typing stops, offered back after a reload, kept while offline', async ({
  adminPage: page,
}) => {
  test.slow();
  const u = Date.now().toString(36);
  const { api, id } = await newPost(u);
  await page.goto(`/admin?tab=blog&edit=${id}`);
  await editor(page).getByLabel('Title').fill(`Autosaved ${u}`);
  await expect(editor(page).getByTestId('autosave-status')).toHaveText(/^Saved \d{1,2}:\d{2}/, {
    timeout: 15_000,
  });
  // The post itself, and so what is published, did not change.
  expect((await callAction<{ title: string }>(api, 'loadPostAction', { id })).data!.title).toBe(
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
  await expect(editor(page).getByTestId('autosave-status')).toHaveText(/^Saved /, {
    timeout: 15_000,
  });

  // Updating makes it the saved version: nothing is offered any more.
  await editor(page).getByRole('button', { name: 'Update Post' }).click();
  await expect(toast(page, 'Blog post updated successfully!')).toBeVisible();
  await page.goto(`/admin?tab=blog&edit=${id}`);
  await expect(editor(page).getByLabel('Title')).toHaveValue(`Offline edit ${u}`);
  await expect(editor(page).getByRole('region', { name: 'Unsaved changes' })).toHaveCount(0);
  await api.dispose();
});
