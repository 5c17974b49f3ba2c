/**
 * Shareable preview links (issue #22 §6) in a real browser: "Preview" on a new post saves a draft
 * and opens it; "Share preview" makes a link that works signed out, marked as a preview, never
 * cached or indexed; revoking it withdraws it; once the post is published the link redirects to
 * the article. A link past its expiry (made in the past on the one-banner server) says so.
 */
import { PORTS } from '../playwright.config';
import { adminContext, toast } from './fixtures/admin';
import { expect, fixtureIds, test } from './fixtures/test';

test('a shared preview works signed out, is revoked, and redirects after publishing', async ({
  adminPage: page,
  browser,
  baseURL,
}) => {
  test.slow();
  const u = Date.now().toString(36);
  const title = `Shared Draft ${u}`;

  // "Preview" on a post never saved: the draft is saved first and its preview opens.
  await page.goto('/admin/posts');
  await page.getByRole('button', { name: 'Create New Blog Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Blog Post' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Status').selectOption('published');
  const [previewTab] = await Promise.all([
    page.context().waitForEvent('page'),
    dialog.getByRole('button', { name: 'Preview' }).click(),
  ]);
  await expect(toast(page, 'Draft saved')).toBeVisible();
  await expect(previewTab).toHaveURL(/\/blog\/preview\/\d+$/);
  await expect(previewTab.getByTestId('preview-status')).toHaveText('Draft');
  await expect(previewTab.getByRole('heading', { level: 1 })).toHaveText(title);
  await previewTab.close();
  const editor = page.getByRole('dialog', { name: 'Edit Blog Post' });
  await expect(editor.getByLabel('Title')).toHaveValue(title);
  // Saved as a draft, whatever the status field said.
  await expect(editor.getByLabel('Status')).toHaveValue('draft');

  // Share preview: a link shown once, listed with its expiry.
  await editor.getByRole('button', { name: 'Share preview' }).click();
  const share = page.getByRole('dialog', { name: 'Share a preview' });
  await expect(share.getByText('No preview links yet.')).toBeVisible();
  await share.getByLabel('Link works for').selectOption('3');
  await share.getByRole('button', { name: 'Create link' }).click();
  const linkField = share.getByLabel('New preview link');
  await expect(linkField).toHaveValue(/\/preview\/[A-Za-z0-9_-]{43}$/);
  const url = new URL(await linkField.inputValue());
  await expect(share.getByTestId('preview-links').getByRole('listitem')).toHaveCount(1);
  await expect(share.getByTestId('preview-links')).toContainText('works until');

  // Anyone with the link, signed out: the draft, marked as a preview, never cached or indexed.
  const visitor = await browser.newContext({ baseURL });
  const anon = await visitor.newPage();
  const res = await anon.goto(url.pathname);
  expect(res!.status()).toBe(200);
  expect(res!.headers()['cache-control']).toBe('private, no-store');
  expect(res!.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(anon.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(anon.getByRole('region', { name: 'Preview' })).toContainText(
    'PREVIEW — not published yet',
  );
  await expect(anon.getByRole('heading', { level: 1 })).toHaveText(title);
  const missing = await anon.goto(`/preview/${'x'.repeat(43)}`);
  expect(missing!.status()).toBe(404);

  // Revoked from the editor: the link says it was withdrawn.
  await share.getByRole('button', { name: /^Revoke the link created/ }).click();
  await expect(toast(page, 'Preview link revoked')).toBeVisible();
  await expect(share.getByText('No preview links yet.')).toBeVisible();
  await anon.goto(url.pathname);
  await expect(
    anon.getByRole('heading', { name: 'This preview link was withdrawn' }),
  ).toBeVisible();
  await expect(anon.getByText(title)).toHaveCount(0);

  // A new link, then the post is published: the link now redirects to the article.
  await share.getByRole('button', { name: 'Create link' }).click();
  await expect(linkField).toHaveValue(/\/preview\/[A-Za-z0-9_-]{43}$/);
  const second = new URL(await linkField.inputValue());
  expect(second.pathname).not.toBe(url.pathname);
  await page.keyboard.press('Escape');
  await editor.getByLabel('Status').selectOption('published');
  await editor.getByRole('button', { name: 'Update Post' }).click();
  // The pre-publish checklist (issue #23 §4) warns; it never blocks.
  await page
    .getByRole('alertdialog', { name: 'Before you publish' })
    .getByRole('button', { name: 'Publish anyway' })
    .click();
  await expect(toast(page, 'Blog post updated successfully!')).toBeVisible();
  const redirect = await visitor.request.get(second.pathname, { maxRedirects: 0 });
  expect([301, 308]).toContain(redirect.status());
  expect(redirect.headers().location).toMatch(/^\/resources\/shared-draft-/);
  await anon.goto(second.pathname);
  await expect(anon).toHaveURL(/\/resources\/shared-draft-/);
  await expect(anon.getByRole('heading', { level: 1 })).toHaveText(title);
  await visitor.close();
});

test('an expired preview link says so, signed out, and the editor lists it as expired', async ({
  browser,
}) => {
  // The one-banner server holds a draft shared eight days ago for seven days.
  const origin = `http://127.0.0.1:${PORTS.oneBanner}`;
  const { expiredPreviewPost, expiredPreviewToken } = fixtureIds(PORTS.oneBanner);
  const visitor = await browser.newContext({ baseURL: origin });
  const anon = await visitor.newPage();
  const res = await anon.goto(`/preview/${expiredPreviewToken}`);
  expect(res!.headers()['cache-control']).toBe('private, no-store');
  expect(res!.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(anon.getByRole('heading', { name: 'This preview link has expired' })).toBeVisible();
  await expect(anon.getByText(/It worked until .+ Ask them for a new link\./)).toBeVisible();
  await expect(anon.getByText('Shared once.')).toHaveCount(0);
  await visitor.close();

  const ctx = await adminContext(browser, PORTS.oneBanner);
  const page = await ctx.newPage();
  await page.goto(`/admin/posts?edit=${expiredPreviewPost}`);
  const editor = page.getByRole('dialog', { name: 'Edit Blog Post' });
  await expect(editor.getByLabel('Title')).toHaveValue('Expired Preview Draft');
  await editor.getByRole('button', { name: 'Share preview' }).click();
  const links = page.getByRole('dialog', { name: 'Share a preview' }).getByTestId('preview-links');
  await expect(links.getByRole('listitem')).toHaveCount(1);
  await expect(links).toContainText('expired');
  await ctx.close();
});
