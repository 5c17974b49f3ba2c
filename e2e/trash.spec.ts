/**
 * The Trash (issue #22 item 5) in the browser: a delete's toast offers Undo; a deleted item is
 * listed in the Trash tab with who deleted it and is restored from there; "Delete forever" and
 * "Empty trash" ask first; the purge deletes what has been in the Trash for the retention period
 * (30 days, the clock moved through the local admin channel: `npm run admin -- purge-trash --now`).
 */
import type { Page } from '@playwright/test';
import { callAction } from './fixtures/actions';
import { toast } from './fixtures/admin';
import { adminCli } from './fixtures/admin-cli';
import { apiContext, expect, signedInState, test } from './fixtures/test';
import { E2E_ADMIN_EMAIL, E2E_EDITOR_EMAIL } from './fixtures/users';

const DAY = 24 * 60 * 60 * 1000;

test.describe.configure({ mode: 'serial' });

const trashRow = (page: Page, name: string) =>
  page.getByTestId('trash-item').filter({ hasText: name });

async function admin() {
  return apiContext(await signedInState(E2E_ADMIN_EMAIL));
}

test('delete a post, then Undo in the toast: it is back on the site', async ({
  adminPage: page,
  browser,
}) => {
  const api = await admin();
  const u = Date.now().toString(36);
  const title = `Trash undo ${u}`;
  const slug = `trash-undo-${u}`;
  await callAction(api, 'createPostAction', {
    title,
    slug,
    content: '<p>Body</p>',
    status: 'published',
  });
  const visitor = await (await browser.newContext()).newPage();
  expect((await visitor.goto(`/resources/${slug}`))!.status()).toBe(200);

  await page.goto(`/admin/posts?q=${u}`);
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText('It moves to the Trash');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  const deleted = toast(page, 'Blog post deleted successfully!');
  await expect(deleted).toBeVisible();
  await expect(page.getByTestId('post-card').filter({ hasText: title })).toHaveCount(0);
  expect((await visitor.goto(`/resources/${slug}`))!.status()).toBe(404);

  await deleted.getByRole('button', { name: 'Undo' }).click();
  await expect(toast(page, 'Restored from the Trash')).toBeVisible();
  await expect(page.getByTestId('post-card').filter({ hasText: title })).toHaveCount(1);
  expect((await visitor.goto(`/resources/${slug}`))!.status()).toBe(200);
  await visitor.context().close();
  await api.dispose();
});

test('delete a resource, find it in the Trash with who and when, and restore it', async ({
  adminPage: page,
}) => {
  const api = await admin();
  const name = `Trash resource ${Date.now().toString(36)}`;
  const created = await callAction<{ id: number }>(api, 'createResourceAction', {
    name,
    category: 'Guides',
    file_url: '/downloads/trash.pdf',
    is_active: true,
  });
  await page.goto('/admin/resources');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Resource deleted successfully!')).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);

  await page.goto('/admin/trash');
  await expect(page.locator('#section-title')).toHaveText('Trash');
  const row = trashRow(page, name);
  await expect(row).toContainText('Resource');
  await expect(row).toContainText(/Purged on/);
  await expect(row.locator('td').nth(2)).not.toHaveText('');
  await row.getByRole('button', { name: `Restore ${name}` }).click();
  await expect(toast(page, 'Resource restored')).toBeVisible();
  await expect(trashRow(page, name)).toHaveCount(0);
  await page.goto('/admin/resources');
  await expect(page.getByText(name)).toBeVisible();

  // Delete forever asks first, then the item is gone for good.
  await callAction(api, 'deleteResourceAction', { id: created.data!.id });
  await page.goto('/admin/trash');
  await trashRow(page, name)
    .getByRole('button', { name: `Delete ${name} forever` })
    .click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('This cannot be undone.');
  await ask.getByRole('button', { name: 'Delete forever' }).click();
  await expect(toast(page, 'Resource deleted forever')).toBeVisible();
  await expect(trashRow(page, name)).toHaveCount(0);
  const again = await callAction(api, 'restoreTrashItemAction', {
    kind: 'resource',
    id: created.data!.id,
  });
  expect(again.ok).toBe(false);
  await api.dispose();
});

test('an Editor cannot delete forever what an admin moved to the Trash, and can restore it', async ({
  browser,
}) => {
  const api = await admin();
  const u = Date.now().toString(36);
  const title = `Admin trashed ${u}`;
  const created = await callAction<{ id: number }>(api, 'createPostAction', {
    title,
    slug: `admin-trashed-${u}`,
    content: '<p>Body</p>',
    status: 'draft',
  });
  const id = created.data!.id;
  await callAction(api, 'deletePostAction', { id });

  const ctx = await browser.newContext({ storageState: await signedInState(E2E_EDITOR_EMAIL) });
  const page = await ctx.newPage();
  await page.goto('/admin/trash');
  const row = trashRow(page, title);
  await expect(row.getByTestId('purge-admin-only')).toHaveText(
    'Only an admin can delete this forever.',
  );
  await expect(row.getByRole('button', { name: /forever/ })).toHaveCount(0);
  // The server says no too, whatever the page shows.
  const editorApi = await apiContext(await signedInState(E2E_EDITOR_EMAIL));
  for (const [action, input] of [
    ['purgeTrashItemAction', { kind: 'post', id }],
    ['purgeTrashItemsAction', { items: [{ kind: 'post', id }] }],
  ] as const) {
    const refused = await callAction(editorApi, action, input);
    expect(refused, action).toMatchObject({ ok: false, status: 409 });
  }
  await page.reload();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Restore ${title}` }).click();
  await expect(toast(page, 'Blog post restored')).toBeVisible();
  await expect(row).toHaveCount(0);
  await ctx.close();
  await editorApi.dispose();
  await api.dispose();
});

test('the purge deletes what has been in the Trash 30 days; Empty trash asks first', async ({
  adminPage: page,
}) => {
  const api = await admin();
  const u = Date.now().toString(36);
  const banner = await callAction<{ id: number }>(api, 'createBannerAction', {
    image_url: '/defaults/banners/banner-1.svg',
    redirect_url: '/product',
    alt_text: `Trash banner ${u}`,
    is_active: false,
  });
  const video = await callAction<{ id: string }>(api, 'createVideoAction', {
    title: `Trash video ${u}`,
    video_url: 'https://youtu.be/aqz-KE-bpKQ',
    is_active: false,
  });
  await callAction(api, 'deleteBannerAction', { id: banner.data!.id });
  await callAction(api, 'deleteVideoAction', { id: video.data!.id });
  await page.goto('/admin/trash');
  await expect(trashRow(page, `Trash banner ${u}`)).toContainText('Banner');
  await expect(trashRow(page, `Trash video ${u}`)).toContainText('Video');

  // 29 days on, nothing is due; 30 days on, both are purged.
  const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
  expect(adminCli(['purge-trash', '--now', at(29)])).toContain('Purged 0 item(s)');
  await page.reload();
  await expect(trashRow(page, `Trash banner ${u}`)).toHaveCount(1);
  expect(adminCli(['purge-trash', '--now', at(30.01)])).toMatch(/Purged [1-9]\d* item\(s\)/);
  await page.reload();
  await expect(trashRow(page, `Trash banner ${u}`)).toHaveCount(0);
  await expect(trashRow(page, `Trash video ${u}`)).toHaveCount(0);

  // Empty trash: Cancel keeps everything, confirming purges it all.
  const post = await callAction<{ id: number }>(api, 'createPostAction', {
    title: `Trash empty ${u}`,
    slug: `trash-empty-${u}`,
    content: '<p>x</p>',
    status: 'draft',
  });
  await callAction(api, 'deletePostAction', { id: post.data!.id });
  await page.reload();
  await page.getByRole('button', { name: 'Empty trash' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(trashRow(page, `Trash empty ${u}`)).toHaveCount(1);
  await page.getByRole('button', { name: 'Empty trash' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Empty trash' }).click();
  await expect(toast(page, 'Trash emptied')).toBeVisible();
  await expect(page.getByText('The Trash is empty')).toBeVisible();
  await api.dispose();
});

test('Restore selected and Delete selected forever act on the chosen items only', async ({
  adminPage: page,
}) => {
  const api = await admin();
  const u = Date.now().toString(36);
  const names = ['one', 'two', 'three'].map((n) => `Bulk trash ${n} ${u}`);
  const ids: number[] = [];
  for (const name of names) {
    const created = await callAction<{ id: number }>(api, 'createResourceAction', {
      name,
      category: 'Guides',
      file_url: '/downloads/bulk-trash.pdf',
      is_active: false,
    });
    ids.push(created.data!.id);
    await callAction(api, 'deleteResourceAction', { id: created.data!.id });
  }
  await page.goto('/admin/trash');
  const select = (name: string) => page.getByRole('checkbox', { name: `Select ${name}` });
  await select(names[0]!).check();
  await select(names[1]!).check();
  const bar = page.getByRole('region', { name: 'Selected items' });
  await expect(bar).toContainText('2 items selected');
  await bar.getByRole('button', { name: 'Restore selected' }).click();
  await expect(toast(page, 'Restored 2 items')).toBeVisible();
  await expect(trashRow(page, names[0]!)).toHaveCount(0);
  await expect(trashRow(page, names[1]!)).toHaveCount(0);
  await expect(trashRow(page, names[2]!)).toHaveCount(1);
  await expect(bar).toHaveCount(0);

  // Both back in the Trash, then two of the three deleted forever after a confirmation.
  await callAction(api, 'deleteResourceAction', { id: ids[0] });
  await callAction(api, 'deleteResourceAction', { id: ids[1] });
  await page.reload();
  await select(names[1]!).check();
  await select(names[2]!).check();
  await bar.getByRole('button', { name: 'Delete selected forever' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Delete 2 items forever?' });
  await expect(ask).toContainText('This cannot be undone.');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(trashRow(page, names[2]!)).toHaveCount(1);
  await bar.getByRole('button', { name: 'Delete selected forever' }).click();
  await ask.getByRole('button', { name: 'Delete forever' }).click();
  await expect(toast(page, 'Deleted 2 items forever')).toBeVisible();
  await expect(trashRow(page, names[1]!)).toHaveCount(0);
  await expect(trashRow(page, names[2]!)).toHaveCount(0);
  await expect(trashRow(page, names[0]!)).toHaveCount(1);
  // Select all chooses every listed item.
  await page.getByRole('checkbox', { name: 'Select all items' }).check();
  await expect(select(names[0]!)).toBeChecked();
  await callAction(api, 'purgeTrashItemAction', { kind: 'resource', id: ids[0] });
  await api.dispose();
});
