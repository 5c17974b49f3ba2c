/**
 * The post editor's SEO panel (issue #23 §4) in a real browser: the pixel and character counters
 * and the search and social previews follow the typing (and cut with "…" past the limit); a
 * published post switched to noindex leaves the sitemap and the feed, stays readable and carries
 * robots noindex; publishing with SEO warnings shows "Before you publish", which never blocks.
 */
import type { Page } from '@playwright/test';
import { callAction } from './fixtures/actions';
import { toast } from './fixtures/admin';
import { apiContext, expect, signedInState, test } from './fixtures/test';
import { E2E_ADMIN_EMAIL } from './fixtures/users';

async function openNewPost(page: Page) {
  await page.goto('/admin/posts');
  await page.getByRole('button', { name: 'Create New Blog Post' }).click();
  return page.getByRole('dialog', { name: 'Create New Blog Post' });
}

/** Moves a post to the Trash through its card's Delete button. */
async function deleteByCard(page: Page, title: string, u: string) {
  await page.goto(`/admin/posts?q=${u}`);
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Blog post deleted successfully!')).toBeVisible();
}

test('counters and previews follow the typing', async ({ adminPage: page }) => {
  const u = Date.now().toString(36);
  const dialog = await openNewPost(page);
  await dialog.getByLabel('Title').fill(`Seo Panel ${u}`);
  await dialog.getByTestId('seo-toggle').click();

  const titlePx = dialog.getByTestId('seo-title-counter-px');
  const titleChars = dialog.getByTestId('seo-title-counter-chars');
  // Empty SEO title: the post title with the product name is measured and shown.
  const fallback = `Seo Panel ${u} | Lizit`;
  await expect(titleChars).toHaveText(`${fallback.length} characters`);
  await expect(dialog.getByTestId('serp-desktop-title')).toHaveText(fallback);
  const before = await titlePx.textContent();

  await dialog.getByLabel('SEO headline').fill('Fleet tips');
  await expect(titleChars).toHaveText('10 characters');
  await expect(titlePx).not.toHaveText(before!);
  await expect(titlePx).toHaveText(/^\d+ \/ 580 px$/);
  await expect(dialog.getByTestId('serp-desktop-title')).toHaveText('Fleet tips');
  await expect(dialog.getByTestId('serp-mobile-title')).toHaveText('Fleet tips');
  await expect(dialog.getByTestId('social-card-title')).toHaveText('Fleet tips');

  // Too wide: the counter says so and the desktop result cuts it with "…".
  const long = 'Warehouse Management With Wonderful Widgets For Every Rental Workshop';
  await dialog.getByLabel('SEO headline').fill(long);
  await expect(dialog.getByTestId('seo-title-counter')).toContainText('search results cut it');
  await expect(dialog.getByTestId('serp-desktop-title')).toHaveText(/…$/);
  expect(
    long.startsWith((await dialog.getByTestId('serp-desktop-title').textContent())!.slice(0, -1)),
  ).toBe(true);

  const meta = `Everything about fleet utilization, in five minutes ${u}.`;
  await dialog.getByLabel('Meta description').fill(meta);
  await expect(dialog.getByTestId('seo-description-counter-chars')).toHaveText(
    `${meta.length} characters`,
  );
  await expect(dialog.getByTestId('serp-desktop-description')).toHaveText(meta);
  await expect(dialog.getByTestId('serp-mobile-description')).toHaveText(meta);
  await expect(dialog.getByTestId('social-card-description')).toHaveText(meta);
  await dialog.getByLabel('Meta description').fill(`${meta} `.repeat(6));
  await expect(dialog.getByTestId('serp-desktop-description')).toHaveText(/…$/);
  await expect(dialog.getByTestId('seo-description-counter')).toContainText(
    'search results cut it',
  );
  // A new post without an image: a neutral placeholder.
  await expect(dialog.getByTestId('social-card-placeholder')).toBeVisible();

  // The keyphrase checks follow too.
  await dialog.getByLabel('Focus keyphrase').fill('fleet utilization');
  const checks = dialog.getByTestId('seo-checks');
  await expect(checks.locator('[data-check="keyphrase-description"]')).toHaveAttribute(
    'data-ok',
    'true',
  );
  await expect(checks.locator('[data-check="keyphrase-title"]')).toHaveAttribute(
    'data-ok',
    'false',
  );
  await dialog.getByLabel('SEO headline').fill('Fleet Utilization tips');
  await expect(checks.locator('[data-check="keyphrase-title"]')).toHaveAttribute('data-ok', 'true');
});

test('a noindex post leaves the sitemap and the feed and carries robots noindex', async ({
  adminPage: page,
  request,
}) => {
  const api = await apiContext(await signedInState(E2E_ADMIN_EMAIL));
  const u = Date.now().toString(36);
  const title = `Noindex Story ${u}`;
  const slug = `noindex-story-${u}`;
  const created = await callAction(api, 'createPostAction', {
    title,
    slug,
    content: '<p>Body</p>',
    meta_description: 'A post that will hide from search engines.',
    status: 'published',
  });
  expect(created.ok).toBe(true);
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/resources/${slug}<`);
  expect(await (await request.get('/resources/rss.xml')).text()).toContain(`/resources/${slug}<`);

  await page.goto(`/admin/posts?q=${u}`);
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Blog Post' });
  await editor.getByTestId('seo-toggle').click();
  await editor.getByLabel('Hide from search engines (noindex)').check();
  await editor.getByRole('button', { name: 'Update Post' }).click();
  await expect(toast(page, 'Blog post updated successfully!')).toBeVisible();

  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/resources/${slug}<`);
  expect(await (await request.get('/resources/rss.xml')).text()).not.toContain(
    `/resources/${slug}<`,
  );
  const article = await request.get(`/resources/${slug}`);
  expect(article.status()).toBe(200);
  expect(await article.text()).toMatch(/<meta name="robots" content="noindex/);

  await deleteByCard(page, title, u);
  await api.dispose();
});

test('publishing with SEO warnings asks first, and "Publish anyway" publishes', async ({
  adminPage: page,
  request,
}) => {
  const u = Date.now().toString(36);
  const title = `Checklist Story ${u}`;
  const slug = `checklist-story-${u}`;
  const dialog = await openNewPost(page);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Status').selectOption('published');
  await dialog.getByRole('button', { name: 'Create Post' }).click();

  const ask = page.getByRole('alertdialog', { name: 'Before you publish' });
  await expect(ask).toBeVisible();
  await expect(ask.getByTestId('prepublish-warnings')).toContainText('No meta description');
  await expect(ask.getByTestId('prepublish-warnings')).toContainText('No featured image');
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toBeHidden();
  await expect(dialog).toBeVisible();
  expect((await request.get(`/resources/${slug}`)).status()).toBe(404);

  await dialog.getByRole('button', { name: 'Create Post' }).click();
  await ask.getByRole('button', { name: 'Publish anyway' }).click();
  await expect(toast(page, 'Blog post created successfully!')).toBeVisible();
  expect((await request.get(`/resources/${slug}`)).status()).toBe(200);

  await deleteByCard(page, title, u);
});
