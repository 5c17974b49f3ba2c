/**
 * The 404 monitor (issue #23 §3) end to end: a visited missing path appears in the SEO & Sitemap
 * tab with its hits and referrer (the e2e servers flush every 200 ms), Ignore hides it, the ignored
 * toggle shows it with Un-ignore, and "Create redirect" opens the redirect manager prefilled: the
 * rule added there makes the path redirect.
 */
import { callAction } from './fixtures/actions';
import { toast } from './fixtures/admin';
import { apiContext, expect, signedInState, test, unique } from './fixtures/test';
import { E2E_ADMIN_EMAIL } from './fixtures/users';

test('a visited missing path is counted with its referrer; Ignore, Un-ignore, Create redirect', async ({
  page,
  adminPage,
}) => {
  const path = `/no-such-page-${unique()}`;
  for (let i = 0; i < 2; i++) {
    const res = await page.goto(`${path}?utm_source=mail&token=private`, {
      referer: 'https://partner.example/links/page?session=secret',
    });
    expect(res?.status()).toBe(404);
  }
  // Private paths are never counted.
  const privatePath = `/admin/no-such-page-${unique()}`;
  await page.goto(privatePath);

  const row = adminPage.locator(`[data-testid="not-found-row"][data-path="${path}"]`);
  // The counts reach the table on the next flush: reload until they are there.
  await expect(async () => {
    await adminPage.goto(`/admin/seo?nf_q=${encodeURIComponent(path)}`);
    await expect(row.getByTestId('not-found-hits')).toHaveText('2', { timeout: 1000 });
  }).toPass();
  await expect(adminPage.getByRole('heading', { name: '404 monitor' })).toBeVisible();
  const referrers = row.getByTestId('not-found-referrers');
  await expect(referrers).toContainText('partner.example/links/page');
  await expect(referrers).not.toContainText('secret');
  await expect(row).not.toContainText('utm_source');
  await expect(row.getByRole('link', { name: `Create redirect from ${path}` })).toHaveAttribute(
    'href',
    `/admin/seo?redirect_from=${encodeURIComponent(path)}`,
  );

  // Search from the tab itself.
  await adminPage.goto('/admin/seo');
  const search = adminPage.getByRole('searchbox', { name: 'Search 404 paths' });
  await search.fill(privatePath);
  await search.press('Enter');
  await expect(adminPage.getByText('No paths match')).toBeVisible();
  await search.fill(path);
  await search.press('Enter');
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Ignore ${path}` }).click();
  await expect(toast(adminPage, 'Path ignored')).toBeVisible();
  await expect(row).toHaveCount(0);
  await adminPage.getByRole('checkbox', { name: /Show ignored/ }).check();
  await expect(adminPage).toHaveURL(/nf_ignored=1/);
  await row.getByRole('button', { name: `Un-ignore ${path}` }).click();
  await expect(toast(adminPage, 'Path shown again')).toBeVisible();
  await expect(row).toHaveCount(0);
  await adminPage.getByRole('checkbox', { name: /Show ignored/ }).uncheck();
  await expect(row.getByTestId('not-found-hits')).toHaveText('2');

  // Create redirect: the redirect manager opens prefilled; once added, the path redirects.
  await row.getByRole('link', { name: `Create redirect from ${path}` }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Add redirect' });
  await expect(dialog.getByLabel('From path')).toHaveValue(path);
  await dialog.getByLabel('To').fill('/product');
  await dialog.getByRole('button', { name: 'Add redirect' }).click();
  await expect(toast(adminPage, 'Redirect added')).toBeVisible();
  const res = await page.request.get(path, { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe('/product');
  await page.goto(path);
  await expect(page).toHaveURL(/\/product$/);
});

test('an article opened before its scheduled time is no 404 to fix', async ({
  page,
  adminPage,
}) => {
  const u = unique();
  const api = await apiContext(await signedInState(E2E_ADMIN_EMAIL));
  const scheduled = await callAction<{ id: number }>(api, 'createPostAction', {
    title: `Scheduled ${u}`,
    slug: `scheduled-${u}`,
    content: '<p>Soon</p>',
    status: 'published',
    published_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  });
  expect(scheduled.ok).toBe(true);
  // Somebody opens it early (a shared link, a preview in a newsletter tool).
  expect((await page.goto(`/resources/scheduled-${u}`))!.status()).toBe(404);
  // A real missing page, counted beside it, shows the monitor has flushed.
  const missing = `/missing-${u}`;
  expect((await page.goto(missing))!.status()).toBe(404);
  const row = (p: string) => adminPage.locator(`[data-testid="not-found-row"][data-path="${p}"]`);
  await expect(async () => {
    await adminPage.goto(`/admin/seo?nf_q=${u}`);
    await expect(row(missing)).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(row(`/resources/scheduled-${u}`)).toHaveCount(0);
  await callAction(api, 'deletePostAction', { id: scheduled.data!.id });
  await api.dispose();
});
