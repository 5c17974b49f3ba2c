/**
 * The back office's sections are routes (/admin/<section>): a click navigates there, marking the
 * clicked link while a slow server answers; the address is the section, so back/forward, reload,
 * a pasted link and "open in new tab" work; every answer is private; old `/admin?tab=` links are
 * sent on to their section. Nothing is written.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard sections' });
const sectionLink = (page: Page, name: string) => nav(page).getByRole('link', { name });
const sectionTitle = (page: Page) => page.locator('#section-title');

test('a click opens the section; while a slow server answers, the clicked link says so', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/leads');
  await expect(sectionLink(page, 'Customer Data')).toHaveAttribute('aria-current', 'page');
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/admin/banners',
    async (route) => {
      await gate;
      await route.fallback();
    },
  );

  await sectionLink(page, 'Homepage Banners').click();
  await expect(sectionLink(page, 'Homepage Banners').getByTestId('section-pending')).toBeVisible();
  // The section on screen stays until the server has answered.
  await expect(sectionTitle(page)).toHaveText('Customer Data');

  release();
  await expect(page.getByRole('button', { name: 'Create Banner' })).toBeVisible();
  await expect(sectionTitle(page)).toHaveText('Homepage Banners');
  await expect(page).toHaveURL('/admin/banners');
  await expect(sectionLink(page, 'Homepage Banners')).toHaveAttribute('aria-current', 'page');
  await expect(sectionLink(page, 'Customer Data')).not.toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('section-pending')).toHaveCount(0);
  await expect(page.getByRole('status', { name: /^Loading / })).toHaveCount(0);
});

test('the address is the section: back and forward restore it, a pasted link opens it', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/leads');
  await sectionLink(page, 'Blog Posts').click();
  await expect(page).toHaveURL('/admin/posts');
  await expect(page.getByRole('button', { name: 'Create New Blog Post' })).toBeVisible();
  // From the keyboard: the sections are links.
  await sectionLink(page, 'SEO & Sitemap').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/admin/seo');
  await expect(sectionTitle(page)).toHaveText('SEO & Sitemap');

  await page.goBack();
  await expect(page).toHaveURL('/admin/posts');
  await expect(sectionLink(page, 'Blog Posts')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Create New Blog Post' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/admin/leads');
  await expect(sectionTitle(page)).toHaveText('Customer Data');
  await page.goForward();
  await expect(page).toHaveURL('/admin/posts');
  await expect(sectionTitle(page)).toHaveText('Blog Posts');

  // A pasted link: the server renders that section in the HTML itself.
  const html = await (await page.request.get('/admin/media')).text();
  expect(html).toContain('data-section="media"');
  expect(html).toContain('Complete Media Management System');

  // Ctrl+click opens the section in a new browser tab and leaves this one as it is.
  const [opened] = await Promise.all([
    page.context().waitForEvent('page'),
    sectionLink(page, 'Resources').click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await expect(opened).toHaveURL(/\/admin\/resources$/);
  await expect(opened.locator('#section-title')).toHaveText('Resources');
  await opened.close();
  await expect(page).toHaveURL('/admin/posts');
});

test('admin answers stay private while sections change in the browser', async ({
  adminPage: page,
}) => {
  const seen: string[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/admin'))
      seen.push(res.headers()['cache-control'] ?? '');
  });
  await page.goto('/admin');
  await sectionLink(page, 'Resources').click();
  await expect(page).toHaveURL('/admin/resources');
  await sectionLink(page, 'Bulk Creator').click();
  await expect(page).toHaveURL('/admin/bulk');
  expect(seen.length).toBeGreaterThanOrEqual(3);
  for (const cc of seen) {
    expect(cc).toContain('no-store');
    expect(cc).toContain('private');
  }
});

test('old /admin?tab= links are sent on to their section, keeping their other parameters', async ({
  adminPage: page,
}) => {
  const cases: [string, string][] = [
    ['/admin?tab=blog&edit=12', '/admin/posts?edit=12'],
    ['/admin?tab=customers&status=new', '/admin/leads?status=new'],
    ['/admin?tab=sitemap', '/admin/seo'],
    ['/admin?tab=media&media=library', '/admin/media?media=library'],
    ['/admin?tab=nonsense', '/admin'],
  ];
  for (const [from, to] of cases) {
    const res = await page.request.get(from, { maxRedirects: 0 });
    expect(res.status(), from).toBe(308);
    expect(res.headers().location, from).toBe(to);
  }
  await page.goto('/admin?tab=customers');
  await expect(page).toHaveURL('/admin/leads');
  await expect(sectionTitle(page)).toHaveText('Customer Data');
});
