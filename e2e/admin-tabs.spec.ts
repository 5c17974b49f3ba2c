/**
 * Issue #20 item 13: switching dashboard tabs is answered at once in the browser (the tab turns
 * current and its skeleton fills the panel) while the server, which checks the admin again,
 * renders the panel; the URL stays deep-linkable and back/forward work. Nothing is written.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';

const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard sections' });
const tabLink = (page: Page, name: string) => tabBar(page).getByRole('link', { name });
const panelTitle = (page: Page) => page.locator('#tab-title');

/**
 * Holds the RSC requests of `/admin?tab={tab}` (the client navigation's server round trip) until
 * the returned release is called: a slow server, made as slow as the test needs.
 */
async function holdTabResponses(page: Page, tab: string): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/admin' && url.searchParams.get('tab') === tab,
    async (route) => {
      if (route.request().headers()['rsc']) await gate;
      await route.fallback();
    },
  );
  return release;
}

test('a click shows the tab at once; its data follows from the server, even a slow one', async ({
  adminPage: page,
}) => {
  await page.goto('/admin?tab=customers');
  await expect(tabLink(page, 'Customer Data')).toHaveAttribute('aria-current', 'page');
  const release = await holdTabResponses(page, 'banners');

  await tabLink(page, 'Homepage Banners').click();
  // Before the server has answered: the tab is current, its title and skeleton are shown.
  await expect(tabLink(page, 'Homepage Banners')).toHaveAttribute('aria-current', 'page');
  await expect(tabLink(page, 'Customer Data')).not.toHaveAttribute('aria-current', 'page');
  await expect(panelTitle(page)).toHaveText('Homepage Banners');
  await expect(page.getByRole('status', { name: 'Loading Homepage Banners' })).toBeVisible();
  await expect(page.locator('section[data-tab="banners"]')).toHaveAttribute('aria-busy', 'true');
  await page.waitForTimeout(500);
  // Still waiting for the server: the skeleton stays, the old panel is gone.
  await expect(page.getByRole('status', { name: 'Loading Homepage Banners' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Banner' })).toHaveCount(0);

  release();
  await expect(page.getByRole('button', { name: 'Create Banner' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading Homepage Banners' })).toHaveCount(0);
  await expect(page.locator('section[data-tab="banners"]')).not.toHaveAttribute('aria-busy');
  await expect(page).toHaveURL('/admin?tab=banners');
});

test('the URL follows the tabs: back and forward restore them, a pasted link opens its tab', async ({
  adminPage: page,
}) => {
  await page.goto('/admin?tab=customers');
  await tabLink(page, 'Blog Posts').click();
  await expect(page).toHaveURL('/admin?tab=blog');
  await expect(page.getByRole('button', { name: 'Create New Blog Post' })).toBeVisible();
  // From the keyboard, as before: the tabs are links.
  await tabLink(page, 'SEO & Sitemap').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/admin?tab=seo');
  await expect(panelTitle(page)).toHaveText('SEO & Sitemap');

  await page.goBack();
  await expect(page).toHaveURL('/admin?tab=blog');
  await expect(tabLink(page, 'Blog Posts')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Create New Blog Post' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/admin?tab=customers');
  await expect(tabLink(page, 'Customer Data')).toHaveAttribute('aria-current', 'page');
  await expect(panelTitle(page)).toHaveText('Customer Data');
  await page.goForward();
  await expect(page).toHaveURL('/admin?tab=blog');
  await expect(panelTitle(page)).toHaveText('Blog Posts');
  await expect(page.getByRole('button', { name: 'Create New Blog Post' })).toBeVisible();

  // A pasted deep link: the server renders that tab in the HTML itself.
  const html = await (await page.request.get('/admin?tab=media')).text();
  expect(html).toContain('data-tab="media"');
  expect(html).toContain('Complete Media Management System');
  await page.goto('/admin?tab=media');
  await expect(tabLink(page, 'Media System')).toHaveAttribute('aria-current', 'page');
  await expect(panelTitle(page)).toHaveText('Media System');
  await expect(page.getByText('Complete Media Management System')).toBeVisible();

  // Ctrl+click still opens the tab in a new browser tab and leaves this one as it is.
  const [opened] = await Promise.all([
    page.context().waitForEvent('page'),
    tabLink(page, 'Resources').click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await expect(opened).toHaveURL(/\/admin\?tab=resources$/);
  await expect(opened.locator('#tab-title')).toHaveText('Resources');
  await opened.close();
  await expect(page).toHaveURL('/admin?tab=media');
  await expect(tabLink(page, 'Media System')).toHaveAttribute('aria-current', 'page');
});

test('admin pages stay private while tabs switch in the browser', async ({ adminPage: page }) => {
  const seen: string[] = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname === '/admin') seen.push(res.headers()['cache-control'] ?? '');
  });
  await page.goto('/admin');
  await tabLink(page, 'Resources').click();
  await expect(page).toHaveURL('/admin?tab=resources');
  await tabLink(page, 'Bulk Creator').click();
  await expect(page).toHaveURL('/admin?tab=bulk');
  expect(seen.length).toBeGreaterThanOrEqual(3);
  for (const cc of seen) expect(cc).toContain('no-store');
  for (const cc of seen) expect(cc).toContain('private');
});
