/**
 * Edit conflicts (issue #22 §4) with two browser contexts on one post: the second save is refused,
 * both versions are shown side by side, and each resolution — keep mine, take theirs, a field of
 * each — saves what the person chose, never overwriting silently.
 */
import type { Page } from '@playwright/test';
import { adminGet, callAction } from './fixtures/actions';
import { toast } from './fixtures/admin';
import { apiContext, expect, signedInState, test } from './fixtures/test';
import { E2E_ADMIN_EMAIL } from './fixtures/users';

type Post = { title: string; excerpt: string | null; version: number };

async function openEditor(page: Page, id: number) {
  await page.goto(`/admin/posts?edit=${id}`);
  const dialog = page.getByRole('dialog', { name: 'Edit Blog Post' });
  await expect(dialog.getByLabel('Title')).not.toHaveValue('');
  return dialog;
}

async function save(page: Page) {
  await page
    .getByRole('dialog', { name: 'Edit Blog Post' })
    .getByRole('button', { name: 'Update Post' })
    .click();
}

test('a stale save is refused and resolved by keeping mine, taking theirs, or mixing', async ({
  adminPage: a,
  browser,
  baseURL,
}) => {
  test.slow();
  const api = await apiContext(await signedInState(E2E_ADMIN_EMAIL));
  const u = Date.now().toString(36);
  const created = await callAction<{ id: number }>(api, 'createPostAction', {
    title: `Conflict ${u}`,
    slug: `conflict-${u}`,
    content: '<p>Original body</p>',
    excerpt: 'Original excerpt',
    status: 'draft',
  });
  const id = created.data!.id;
  const load = async () => (await adminGet<Post>(api, `/api/admin/posts/${id}`)).data!;
  const ctxB = await browser.newContext({
    baseURL,
    storageState: await signedInState(E2E_ADMIN_EMAIL),
  });
  const b = await ctxB.newPage();

  // Round 1: both open version 1; A saves; B's save is refused, nothing of B is written.
  const da = await openEditor(a, id);
  const db = await openEditor(b, id);
  await da.getByLabel('Title').fill(`A title ${u}`);
  await da.getByLabel('Excerpt').fill('Excerpt from A');
  await save(a);
  await expect(toast(a, 'Blog post updated successfully!')).toBeVisible();
  await db.getByLabel('Title').fill(`B title ${u}`);
  await save(b);
  const conflict = b.getByRole('dialog', { name: 'Someone else saved this post' });
  await expect(conflict).toBeVisible();
  expect(await load()).toMatchObject({ title: `A title ${u}`, version: 2 });
  // Both versions side by side, for the fields that differ only.
  await expect(conflict.getByTestId('conflict-title-mine')).toHaveText(`B title ${u}`);
  await expect(conflict.getByTestId('conflict-title-theirs')).toHaveText(`A title ${u}`);
  await expect(conflict.getByTestId('conflict-excerpt-mine')).toHaveText('Original excerpt');
  await expect(conflict.getByTestId('conflict-excerpt-theirs')).toHaveText('Excerpt from A');
  await expect(conflict.getByTestId('conflict-content-mine')).toHaveCount(0);
  // A field of each: B's title, A's excerpt.
  await conflict
    .getByRole('group', { name: 'Excerpt' })
    .getByRole('radio', { name: 'Saved by someone else' })
    .check();
  await conflict.getByRole('button', { name: 'Use these values' }).click();
  await expect(db.getByLabel('Title')).toHaveValue(`B title ${u}`);
  await expect(db.getByLabel('Excerpt')).toHaveValue('Excerpt from A');
  await save(b);
  await expect(toast(b, 'Blog post updated successfully!')).toBeVisible();
  expect(await load()).toMatchObject({
    title: `B title ${u}`,
    excerpt: 'Excerpt from A',
    version: 3,
  });

  // Round 2: take theirs.
  const da2 = await openEditor(a, id);
  const db2 = await openEditor(b, id);
  await db2.getByLabel('Title').fill(`B again ${u}`);
  await save(b);
  await expect(toast(b, 'Blog post updated successfully!')).toBeVisible();
  await da2.getByLabel('Title').fill(`A again ${u}`);
  await save(a);
  const c2 = a.getByRole('dialog', { name: 'Someone else saved this post' });
  await c2.getByRole('button', { name: 'Take all theirs' }).click();
  await c2.getByRole('button', { name: 'Use these values' }).click();
  await expect(da2.getByLabel('Title')).toHaveValue(`B again ${u}`);
  await save(a);
  await expect(toast(a, 'Blog post updated successfully!')).toBeVisible();
  expect(await load()).toMatchObject({ title: `B again ${u}`, version: 5 });

  // Round 3: keep mine.
  const da3 = await openEditor(a, id);
  const db3 = await openEditor(b, id);
  await da3.getByLabel('Excerpt').fill('A wins the excerpt');
  await save(a);
  await expect(toast(a, 'Blog post updated successfully!')).toBeVisible();
  await db3.getByLabel('Excerpt').fill('B keeps its excerpt');
  await save(b);
  const c3 = b.getByRole('dialog', { name: 'Someone else saved this post' });
  await c3.getByRole('button', { name: 'Keep all mine' }).click();
  await c3.getByRole('button', { name: 'Use these values' }).click();
  await save(b);
  await expect(toast(b, 'Blog post updated successfully!')).toBeVisible();
  expect(await load()).toMatchObject({ excerpt: 'B keeps its excerpt', version: 7 });

  await ctxB.close();
  await api.dispose();
});
