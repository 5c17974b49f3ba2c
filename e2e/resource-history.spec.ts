/**
 * A resource's edit conflicts and History (issue #22 §3, §4): two browser contexts edit one
 * resource, the stale save is refused and resolved field by field; the History panel shows the
 * words changed between two saves and restores an older one as a new revision.
 */
import type { Page } from '@playwright/test';
import { callAction } from './fixtures/actions';
import { toast } from './fixtures/admin';
import { apiContext, expect, signedInState, test, unique } from './fixtures/test';
import { E2E_ADMIN_EMAIL } from './fixtures/users';

type Revision = { id: number; title: string; restoredFrom: number | null };

async function newResource(name: string) {
  const api = await apiContext(await signedInState(E2E_ADMIN_EMAIL));
  const created = await callAction<{ id: number }>(api, 'createResourceAction', {
    name,
    description: 'First description',
    category: 'Guides',
    file_url: '/storage/resources/guide.pdf',
    // Inactive: the public /resources page, which other specs check, never lists it.
    is_active: false,
  });
  const id = created.data!.id;
  // The resource's revisions, newest first (the newest is what it holds now).
  const load = async () =>
    (
      (await (await api.get(`/api/admin/revisions?kind=resource&id=${id}`)).json()) as {
        data: Revision[];
      }
    ).data;
  return { api, id, load };
}

async function openForm(page: Page, id: number) {
  await page.goto(`/admin/resources?resource=${id}`);
  await expect(page.getByRole('heading', { name: 'Edit Resource' })).toBeVisible();
  await expect(page.getByLabel('Name')).not.toHaveValue('');
}

test('a stale resource save is refused; the person keeps their name and takes the other description', async ({
  adminPage: a,
  browser,
  baseURL,
}) => {
  const u = unique();
  const { api, id, load } = await newResource(`Conflict guide ${u}`);
  const ctxB = await browser.newContext({
    baseURL,
    storageState: await signedInState(E2E_ADMIN_EMAIL),
  });
  const b = await ctxB.newPage();
  await openForm(a, id);
  await openForm(b, id);

  await a.getByLabel('Name').fill(`Name from A ${u}`);
  await a.getByLabel('Description').fill('Description from A');
  await a.getByRole('button', { name: 'Update Resource' }).click();
  await expect(toast(a, 'Resource updated successfully!')).toBeVisible();
  await expect(a).toHaveURL(/\/admin\/resources$/);

  await b.getByLabel('Name').fill(`Name from B ${u}`);
  await b.getByRole('button', { name: 'Update Resource' }).click();
  const conflict = b.getByRole('dialog', { name: 'Someone else saved this resource' });
  await expect(conflict).toBeVisible();
  // Nothing of B was written.
  expect((await load())[0]!.title).toBe(`Name from A ${u}`);
  await expect(conflict.getByTestId('conflict-name-mine')).toHaveText(`Name from B ${u}`);
  await expect(conflict.getByTestId('conflict-name-theirs')).toHaveText(`Name from A ${u}`);
  await expect(conflict.getByTestId('conflict-description-mine')).toHaveText('First description');
  await expect(conflict.getByTestId('conflict-description-theirs')).toHaveText(
    'Description from A',
  );
  await expect(conflict.getByTestId('conflict-category-mine')).toHaveCount(0);
  await conflict
    .getByRole('group', { name: 'Description' })
    .getByRole('radio', { name: 'Saved by someone else' })
    .check();
  await conflict.getByRole('button', { name: 'Use these values' }).click();
  await expect(conflict).toBeHidden();
  await expect(b.getByLabel('Name')).toHaveValue(`Name from B ${u}`);
  await expect(b.getByLabel('Description')).toHaveValue('Description from A');
  await b.getByRole('button', { name: 'Update Resource' }).click();
  await expect(toast(b, 'Resource updated successfully!')).toBeVisible();

  await openForm(a, id);
  await expect(a.getByLabel('Name')).toHaveValue(`Name from B ${u}`);
  await expect(a.getByLabel('Description')).toHaveValue('Description from A');
  await ctxB.close();
  await api.dispose();
});

test('History of a resource: a word diff between two saves, and restore as a new revision', async ({
  adminPage: page,
}) => {
  const u = unique();
  const { api, id, load } = await newResource(`Rental checklist ${u}`);
  await openForm(page, id);
  await page.getByLabel('Name').fill(`Rental return checklist ${u}`);
  await page.getByRole('button', { name: 'Update Resource' }).click();
  await expect(toast(page, 'Resource updated successfully!')).toBeVisible();

  await openForm(page, id);
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  const rows = history.getByTestId('revision');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(`Rental return checklist ${u}`);
  await expect(rows.first()).toContainText(E2E_ADMIN_EMAIL);
  const diff = history.getByTestId('revision-diff');
  await expect(diff.locator('ins')).toHaveText(['return ']);
  await expect(diff.locator('del')).toHaveCount(0);

  await rows.nth(1).click();
  await history.getByRole('button', { name: 'Restore this revision' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
  await expect(toast(page, 'Revision restored')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue(`Rental checklist ${u}`);
  const list = await load();
  expect(list).toHaveLength(3);
  expect(list[0]).toMatchObject({ title: `Rental checklist ${u}` });
  expect(list[0]!.restoredFrom).toBe(list[2]!.id);
  await api.dispose();
});
