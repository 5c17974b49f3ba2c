/**
 * Never losing a banner's or a video's work (issue #22 §3, §4): two people editing the same record
 * meet the conflict view instead of overwriting each other, and what the second one chooses is
 * what is stored; the History panel shows the words changed between two saves and restores the
 * older one. Every record here is the test's own, inactive (the home carousel and the video slots
 * stay as the other specs expect them).
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { callAction } from './fixtures/actions';
import { toast } from './fixtures/admin';
import { apiContext, expect, signedInState, test, unique } from './fixtures/test';
import { E2E_ADMIN_EMAIL } from './fixtures/users';

type Revision = { title: string; restoredFrom: number | null };

/** A second admin, in a browser context of its own (another person, or another computer). */
async function secondAdmin(browser: Browser, baseURL: string | undefined) {
  const ctx = await browser.newContext({
    baseURL,
    storageState: await signedInState(E2E_ADMIN_EMAIL),
  });
  return { ctx, page: await ctx.newPage() };
}

/** The stored record's revisions, newest first (read over HTTP, not through the page). */
async function revisions(api: APIRequestContext, kind: 'banner' | 'video', id: number | string) {
  const res = await api.get(`/api/admin/revisions?kind=${kind}&id=${id}`);
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toContain('private');
  return ((await res.json()) as { data: Revision[] }).data;
}

/** In the open History panel, restores the older of the two newest saves (after confirming). */
async function restoreOlder(page: Page) {
  const history = page.getByRole('dialog', { name: 'History' });
  // Selected at first: the one before the newest.
  await history.getByTestId('revision').nth(1).click();
  await expect(history.getByTestId('revision').nth(1).getByRole('radio')).toBeChecked();
  await history.getByRole('button', { name: 'Restore this revision' }).click();
  await page
    .getByRole('alertdialog', { name: 'Restore this revision?' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(toast(page, 'Revision restored')).toBeVisible();
  await expect(history).toBeHidden();
}

// ---------------------------------------------------------------------------------------------
// Banners

async function newBanner(api: APIRequestContext, headline: string, subtext: string) {
  const created = await callAction<{ id: number }>(api, 'createBannerAction', {
    image_url: '/defaults/banners/banner-1.webp',
    redirect_url: '/product',
    alt_text: 'A bike in a shop',
    headline,
    subtext,
    cta_label: '',
    order_index: '900',
    is_active: false,
  });
  expect(created.ok).toBe(true);
  return created.data!.id;
}

/** Opens the Edit Banner dialog of the banner listed with this headline. */
async function openBanner(page: Page, headline: string) {
  await page.goto('/admin/banners');
  await page
    .getByTestId('banner-row')
    .filter({ hasText: headline })
    .getByRole('button', { name: /^Edit banner \d+$/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Banner' });
  await expect(dialog.getByLabel('Headline', { exact: true })).toHaveValue(headline);
  return dialog;
}

async function saveBanner(page: Page) {
  await page
    .getByRole('dialog', { name: 'Edit Banner' })
    .getByRole('button', { name: 'Update Banner' })
    .click();
  await expect(toast(page, 'Banner updated successfully!')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Edit Banner' })).toBeHidden();
}

test('banner: a stale save opens the conflict view; the fields chosen are what is stored', async ({
  adminPage: a,
  browser,
  baseURL,
}) => {
  test.slow();
  const u = unique();
  const api = await apiContext(await signedInState(E2E_ADMIN_EMAIL));
  const id = await newBanner(api, `Banner ${u}`, 'Original words');
  const b = await secondAdmin(browser, baseURL);

  // Both open the same banner; A saves first.
  const da = await openBanner(a, `Banner ${u}`);
  const db = await openBanner(b.page, `Banner ${u}`);
  await da.getByLabel('Headline', { exact: true }).fill(`A headline ${u}`);
  await da.getByLabel('Text under the headline').fill('Words from A');
  await saveBanner(a);

  // B's save is refused: nothing of B is written, both versions are side by side.
  await db.getByLabel('Headline', { exact: true }).fill(`B headline ${u}`);
  await db.getByRole('button', { name: 'Update Banner' }).click();
  const conflict = b.page.getByRole('dialog', { name: 'Someone else saved this banner' });
  await expect(conflict).toBeVisible();
  expect((await revisions(api, 'banner', id))[0]!.title).toBe(`A headline ${u}`);
  await expect(conflict.getByTestId('conflict-headline-mine')).toHaveText(`B headline ${u}`);
  await expect(conflict.getByTestId('conflict-headline-theirs')).toHaveText(`A headline ${u}`);
  await expect(conflict.getByTestId('conflict-subtext-mine')).toHaveText('Original words');
  await expect(conflict.getByTestId('conflict-subtext-theirs')).toHaveText('Words from A');
  // Unchanged fields are not asked about.
  await expect(conflict.getByTestId('conflict-redirect_url-mine')).toHaveCount(0);

  // B keeps its headline and takes A's words, then saves again.
  await conflict
    .getByRole('group', { name: 'Text under the headline' })
    .getByRole('radio', { name: 'Saved by someone else' })
    .check();
  await conflict.getByRole('button', { name: 'Use these values' }).click();
  await expect(conflict).toBeHidden();
  await expect(db.getByLabel('Headline', { exact: true })).toHaveValue(`B headline ${u}`);
  await expect(db.getByLabel('Text under the headline')).toHaveValue('Words from A');
  await saveBanner(b.page);

  // Stored: B's headline, A's words, the rest as it was.
  expect((await revisions(api, 'banner', id))[0]!.title).toBe(`B headline ${u}`);
  const stored = await openBanner(a, `B headline ${u}`);
  await expect(stored.getByLabel('Text under the headline')).toHaveValue('Words from A');
  await expect(stored.getByLabel('Destination URL')).toHaveValue('/product');
  await expect(stored.getByLabel('Alt text')).toHaveValue('A bike in a shop');
  await expect(stored.getByLabel('Active (shown on the homepage)')).not.toBeChecked();

  await b.ctx.close();
  await api.dispose();
});

test('banner: History shows the words changed between two saves and restores the older one', async ({
  adminPage: page,
}) => {
  test.slow();
  const u = unique();
  const api = await apiContext(await signedInState(E2E_ADMIN_EMAIL));
  const id = await newBanner(api, `Spring sale ${u}`, 'Bikes for every road');

  // A second save: new words.
  let dialog = await openBanner(page, `Spring sale ${u}`);
  await dialog.getByLabel('Headline', { exact: true }).fill(`Summer sale ${u}`);
  await saveBanner(page);
  await expect(page.getByTestId('banner-row').filter({ hasText: `Summer sale ${u}` })).toHaveCount(
    1,
  );

  // History: both saves, newest first, and the words changed between them.
  dialog = await openBanner(page, `Summer sale ${u}`);
  await dialog.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  await expect(history.getByTestId('revision')).toHaveCount(2);
  await expect(history.getByTestId('revision').first()).toContainText(`Summer sale ${u}`);
  const diff = history.getByTestId('revision-diff');
  await expect(diff.locator('del')).toHaveText(['Spring']);
  await expect(diff.locator('ins')).toHaveText(['Summer']);

  // Restore the older save: the dialog closes on the list, which shows it again.
  await restoreOlder(page);
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('banner-row').filter({ hasText: `Spring sale ${u}` })).toHaveCount(
    1,
  );
  const restored = await revisions(api, 'banner', id);
  expect(restored).toHaveLength(3);
  expect(restored[0]).toMatchObject({ title: `Spring sale ${u}` });
  expect(restored[0]!.restoredFrom).not.toBeNull();

  // The form opens on the restored banner, at its new edit version: saving is no conflict.
  dialog = await openBanner(page, `Spring sale ${u}`);
  await expect(dialog.getByLabel('Text under the headline')).toHaveValue('Bikes for every road');
  await dialog.getByLabel('Alt text').fill('A bike in the sun');
  await saveBanner(page);
  expect(await revisions(api, 'banner', id)).toHaveLength(4);
  await api.dispose();
});

// ---------------------------------------------------------------------------------------------
// Videos

async function newVideo(api: APIRequestContext, title: string, seoDescription: string) {
  const created = await callAction<{ id: string }>(api, 'createVideoAction', {
    title,
    video_url: 'https://vimeo.com/76979871',
    slot_identifier: '',
    seo_title: '',
    seo_description: seoDescription,
    is_active: false,
  });
  expect(created.ok).toBe(true);
  return created.data!.id;
}

const titleField = (dialog: ReturnType<Page['getByRole']>) =>
  dialog.getByRole('textbox', { name: 'Title', exact: true });

/** Opens the Edit Video dialog of the video with this title. */
async function openVideo(page: Page, title: string) {
  await page.goto('/admin/media?media=videos');
  await page.getByRole('button', { name: `Edit "${title}"` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Video' });
  await expect(titleField(dialog)).toHaveValue(title);
  return dialog;
}

async function saveVideo(page: Page) {
  await page
    .getByRole('dialog', { name: 'Edit Video' })
    .getByRole('button', { name: 'Update Video' })
    .click();
  await expect(toast(page, 'Video updated successfully!')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Edit Video' })).toBeHidden();
}

test('video: a stale save opens the conflict view; the fields chosen are what is stored', async ({
  adminPage: a,
  browser,
  baseURL,
}) => {
  test.slow();
  const u = unique();
  const api = await apiContext(await signedInState(E2E_ADMIN_EMAIL));
  const id = await newVideo(api, `Video ${u}`, 'The first description');
  const b = await secondAdmin(browser, baseURL);

  // Both open the same video; A saves first.
  const da = await openVideo(a, `Video ${u}`);
  const db = await openVideo(b.page, `Video ${u}`);
  await titleField(da).fill(`A title ${u}`);
  await da.getByLabel('SEO description').fill('Description from A');
  await saveVideo(a);

  // B's save is refused: nothing of B is written, both versions are side by side.
  await db.getByLabel('SEO description').fill('Description from B');
  await db.getByLabel('Active (shown on the site)').check();
  await db.getByRole('button', { name: 'Update Video' }).click();
  const conflict = b.page.getByRole('dialog', { name: 'Someone else saved this video' });
  await expect(conflict).toBeVisible();
  expect((await revisions(api, 'video', id))[0]!.title).toBe(`A title ${u}`);
  await expect(conflict.getByTestId('conflict-title-mine')).toHaveText(`Video ${u}`);
  await expect(conflict.getByTestId('conflict-title-theirs')).toHaveText(`A title ${u}`);
  await expect(conflict.getByTestId('conflict-seo_description-mine')).toHaveText(
    'Description from B',
  );
  await expect(conflict.getByTestId('conflict-seo_description-theirs')).toHaveText(
    'Description from A',
  );
  await expect(conflict.getByTestId('conflict-is_active-mine')).toHaveText('On');
  await expect(conflict.getByTestId('conflict-is_active-theirs')).toHaveText('Off');
  await expect(conflict.getByTestId('conflict-video_url-mine')).toHaveCount(0);

  // B takes all of A's, except its own description, then saves again.
  await conflict.getByRole('button', { name: 'Take all theirs' }).click();
  await conflict
    .getByRole('group', { name: 'SEO description' })
    .getByRole('radio', { name: 'Your version' })
    .check();
  await conflict.getByRole('button', { name: 'Use these values' }).click();
  await expect(conflict).toBeHidden();
  await expect(titleField(db)).toHaveValue(`A title ${u}`);
  await expect(db.getByLabel('SEO description')).toHaveValue('Description from B');
  await expect(db.getByLabel('Active (shown on the site)')).not.toBeChecked();
  await saveVideo(b.page);

  // Stored: A's title, B's description, still inactive.
  const stored = await openVideo(a, `A title ${u}`);
  await expect(stored.getByLabel('SEO description')).toHaveValue('Description from B');
  await expect(stored.getByLabel('Video URL')).toHaveValue('https://vimeo.com/76979871');
  await expect(stored.getByLabel('Active (shown on the site)')).not.toBeChecked();
  expect(await revisions(api, 'video', id)).toHaveLength(3);

  await b.ctx.close();
  await api.dispose();
});

test('video: History shows the words changed between two saves and restores the older one', async ({
  adminPage: page,
}) => {
  test.slow();
  const u = unique();
  const api = await apiContext(await signedInState(E2E_ADMIN_EMAIL));
  const id = await newVideo(api, `Tour of the warehouse ${u}`, 'A short walk through');

  let dialog = await openVideo(page, `Tour of the warehouse ${u}`);
  await titleField(dialog).fill(`Tour of the office ${u}`);
  await dialog.getByLabel('SEO description').fill('A long walk through');
  await saveVideo(page);

  dialog = await openVideo(page, `Tour of the office ${u}`);
  await dialog.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  await expect(history.getByTestId('revision')).toHaveCount(2);
  const diff = history.getByTestId('revision-diff');
  await expect(diff.locator('del')).toHaveText(['warehouse', 'short']);
  await expect(diff.locator('ins')).toHaveText(['office', 'long']);

  // Restore the older save: the dialog closes on the grid, which shows it again.
  await restoreOlder(page);
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('button', { name: `Edit "Tour of the warehouse ${u}"` }),
  ).toBeVisible();
  const restored = await revisions(api, 'video', id);
  expect(restored).toHaveLength(3);
  expect(restored[0]).toMatchObject({ title: `Tour of the warehouse ${u}` });
  expect(restored[0]!.restoredFrom).not.toBeNull();

  dialog = await openVideo(page, `Tour of the warehouse ${u}`);
  await expect(dialog.getByLabel('SEO description')).toHaveValue('A short walk through');
  await titleField(dialog).fill(`Tour of the yard ${u}`);
  await saveVideo(page);
  expect((await revisions(api, 'video', id))[0]!.title).toBe(`Tour of the yard ${u}`);
  await api.dispose();
});
