/**
 * Blog Posts as a marketer works them (issue #20 items 6-8): managed categories, a list to search,
 * filter, sort, page and act on in bulk, and a preview that tells the truth. On the Media System
 * spec's server, like the blog flow of admin-content.spec.ts: the main server's specs count the
 * seeded posts and categories.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { PORTS } from '../playwright.config';
import { seedPosts } from '../src/db/seed-data/posts';
import { expectNoSeriousViolations } from './fixtures/a11y';
import { callAction } from './fixtures/actions';
import { toast } from './fixtures/admin';
import { apiContext, expect, signedInState, test, unique } from './fixtures/test';
import { E2E_ADMIN_EMAIL } from './fixtures/users';

const PORT = PORTS.media;
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** Set E2E_SCREENSHOTS to a folder to keep screenshots of the list and the preview. */
const SHOTS = process.env.E2E_SCREENSHOTS;

async function adminApi(): Promise<APIRequestContext> {
  return apiContext(await signedInState(E2E_ADMIN_EMAIL, PORT), PORT);
}

async function adminPage(
  browser: Browser,
  options: { width?: number; timezoneId?: string } = {},
): Promise<Page> {
  const ctx = await browser.newContext({
    baseURL: ORIGIN,
    storageState: await signedInState(E2E_ADMIN_EMAIL, PORT),
    viewport: options.width ? { width: options.width, height: 844 } : undefined,
    isMobile: options.width !== undefined && options.width < 600,
    hasTouch: options.width !== undefined && options.width < 600,
    timezoneId: options.timezoneId,
  });
  return ctx.newPage();
}

async function createPost(api: APIRequestContext, post: Record<string, unknown>): Promise<number> {
  const r = await callAction<{ id: number }>(api, 'createPostAction', post);
  expect(r, JSON.stringify(r)).toMatchObject({ ok: true });
  return r.data!.id;
}

const cards = (page: Page) => page.getByTestId('post-card');
const bulkBar = (page: Page) => page.getByRole('region', { name: 'Bulk actions' });
const confirm = async (page: Page, label: string) =>
  page.getByRole('alertdialog').getByRole('button', { name: label }).click();

/** A visitor's view of the public surfaces: whether the post is on any of them. */
async function publicTrace(visitor: APIRequestContext, slug: string, title: string) {
  const [article, list, all, sitemap, rss] = await Promise.all([
    visitor.get(`/resources/${slug}`),
    visitor.get('/resources'),
    visitor.get('/resources/articles'),
    visitor.get('/sitemap.xml'),
    visitor.get('/resources/rss.xml'),
  ]);
  return {
    article: article.status(),
    list: (await list.text()).includes(title),
    all: (await all.text()).includes(title),
    sitemap: (await sitemap.text()).includes(`/resources/${slug}<`),
    rss: (await rss.text()).includes(`/resources/${slug}<`),
  };
}

test.describe('blog posts back office', () => {
  test.describe.configure({ timeout: 120_000 });

  test('16 generated drafts: search, filter, page, then publish, schedule, archive and delete in bulk', async ({
    browser,
  }) => {
    const api = await adminApi();
    const visitor = await apiContext(undefined, PORT);
    const u = unique();
    const drafts: { id: number; slug: string; title: string }[] = [];
    for (let i = 1; i <= 16; i++) {
      const title = `Rental Draft ${u} number ${String(i).padStart(2, '0')}`;
      const slug = `rental-draft-${u}-number-${String(i).padStart(2, '0')}`;
      const id = await createPost(api, {
        title,
        slug,
        content: '<p>Generated.</p>',
        category: i % 2 ? 'Guides' : 'Tools',
      });
      drafts.push({ id, slug, title });
    }

    const page = await adminPage(browser);
    await page.goto('/admin/posts');
    // Every post of the server: more than one page.
    await expect(page.getByTestId('post-range').first()).toContainText(/Showing 1–20 of \d+ posts/);
    await page
      .getByRole('navigation', { name: 'Blog post pages', exact: true })
      .getByRole('link', { name: 'Next' })
      .click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(page.getByTestId('post-range').first()).toContainText(/Showing 21–/);

    // Search and filter: the URL follows and a reload keeps the view.
    await page.getByRole('searchbox', { name: 'Search posts by title or slug' }).fill(u);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`q=${u}`));
    await expect(page).not.toHaveURL(/page=2/);
    await page.getByLabel('Status').selectOption('draft');
    await expect(page).toHaveURL(/status=draft/);
    await expect(cards(page)).toHaveCount(16);
    await expect(page.getByTestId('post-range').first()).toHaveText('Showing 1–16 of 16 posts');
    await page.getByLabel('Category').selectOption('Tools');
    await expect(page).toHaveURL(/category=Tools/);
    await expect(cards(page)).toHaveCount(8);
    await page.reload();
    await expect(page.getByLabel('Category')).toHaveValue('Tools');
    await expect(page.getByRole('searchbox')).toHaveValue(u);
    await expect(cards(page)).toHaveCount(8);
    await page.getByLabel('Category').selectOption('');
    await page.getByLabel('Sort').selectOption('title-asc');
    await expect(page).toHaveURL(/sort=title-asc/);
    await expect(cards(page).first()).toContainText(`number 01`);

    // Select the page (with the keyboard), leave out six: publish ten.
    await page.getByLabel('Select all on this page').focus();
    await page.keyboard.press('Space');
    await expect(bulkBar(page)).toContainText('16 posts selected');
    for (const d of drafts.slice(10)) await page.getByLabel(`Select ${d.title}`).uncheck();
    await expect(bulkBar(page)).toContainText('10 posts selected');
    await expectNoSeriousViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/posts-list-desktop.png`, fullPage: true });
    await bulkBar(page).getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Publish 10 posts?');
    await confirm(page, 'Publish');
    await expect(toast(page, '10 posts published')).toBeVisible();
    await expect(cards(page)).toHaveCount(6);
    await expect(bulkBar(page)).toHaveCount(0);
    expect(await publicTrace(visitor, drafts[0]!.slug, drafts[0]!.title)).toMatchObject({
      article: 200,
      sitemap: true,
      rss: true,
    });

    // Schedule three of the remaining drafts for tomorrow 9:00 in the admin's time zone.
    for (const d of drafts.slice(10, 13)) await page.getByLabel(`Select ${d.title}`).check();
    await bulkBar(page).getByRole('button', { name: 'Schedule' }).click();
    const schedule = page.getByRole('dialog', { name: 'Schedule 3 posts' });
    await schedule.getByRole('button', { name: 'Schedule 3 posts' }).click();
    await expect(schedule.getByRole('alert')).toHaveText('Choose a date and time');
    const tomorrow = await page.evaluate(() => {
      const d = new Date(Date.now() + 86_400_000);
      const p = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T09:00`;
    });
    await schedule.getByLabel('Publication date and time').fill(tomorrow);
    await schedule.getByRole('button', { name: 'Schedule 3 posts' }).click();
    await expect(toast(page, '3 posts scheduled for')).toBeVisible();
    await page.getByLabel('Status').selectOption('scheduled');
    await expect(cards(page)).toHaveCount(3);
    await expect(cards(page).first()).toContainText('Scheduled');
    expect((await visitor.get(`/resources/${drafts[10]!.slug}`)).status()).toBe(404);

    // Archive two published ones: off every public surface.
    await page.getByLabel('Status').selectOption('published');
    await expect(cards(page)).toHaveCount(10);
    for (const d of drafts.slice(0, 2)) await page.getByLabel(`Select ${d.title}`).check();
    await bulkBar(page).getByRole('button', { name: 'Archive' }).click();
    await confirm(page, 'Archive');
    await expect(toast(page, '2 posts archived')).toBeVisible();
    await expect(cards(page)).toHaveCount(8);
    expect(await publicTrace(visitor, drafts[0]!.slug, drafts[0]!.title)).toEqual({
      article: 404,
      list: false,
      all: false,
      sitemap: false,
      rss: false,
    });
    await page.getByLabel('Status').selectOption('archived');
    await expect(cards(page)).toHaveCount(2);

    // Delete the last three drafts, after the confirmation.
    await page.getByLabel('Status').selectOption('draft');
    await expect(cards(page)).toHaveCount(3);
    await page.getByLabel('Select all on this page').check();
    await bulkBar(page).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('They move to the Trash');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(cards(page)).toHaveCount(3);
    await bulkBar(page).getByRole('button', { name: 'Delete' }).click();
    await confirm(page, 'Delete');
    await expect(toast(page, '3 posts deleted')).toBeVisible();
    await expect(page.getByText('No posts match')).toBeVisible();

    // Hostile parameters: a clean list, never a server error.
    for (const query of [
      'page=-1',
      'page=99999999',
      'page=1e3',
      'status=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      `q=${'x'.repeat(5000)}`,
      'category=%00%27--&sort=%27;drop',
      'edit=abc',
      'edit=99999999999',
    ]) {
      const res = await page.goto(`/admin/posts?${query}`);
      expect(res!.status(), query).toBe(200);
      await expect(page.getByRole('heading', { level: 2, name: 'Blog Posts' })).toBeVisible();
    }
    await page.goto('/admin/posts?page=999');
    await expect(page.getByTestId('post-range').first()).toContainText(/Page (\d+) of \1/);

    // Phone size: the selection and its actions fit the screen.
    const phone = await adminPage(browser, { width: 390 });
    await phone.goto(`/admin/posts?q=${u}&status=scheduled`);
    await expect(cards(phone)).toHaveCount(3);
    await phone.getByLabel(`Select ${drafts[10]!.title}`).check();
    await expect(bulkBar(phone)).toContainText('1 post selected');
    await expect(bulkBar(phone).getByRole('button', { name: 'Publish' })).toBeInViewport();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    if (SHOTS) await phone.screenshot({ path: `${SHOTS}/posts-list-phone.png`, fullPage: true });
    await phone.context().close();
    await page.context().close();
    await api.dispose();
    await visitor.dispose();
  });

  test('categories: add, rename (posts follow), reorder and delete (asks where the posts go)', async ({
    browser,
  }) => {
    const api = await adminApi();
    const visitor = await browser.newPage({ baseURL: ORIGIN });
    const u = unique();
    const name = `Case Studies ${u}`;
    const page = await adminPage(browser);
    await page.goto('/admin/posts');
    await page.getByRole('button', { name: 'Manage categories' }).click();
    const dialog = page.getByRole('dialog', { name: 'Post categories' });
    // Checked before any toast: axe measures a toast mid-animation as low contrast.
    await expect(dialog.getByTestId('category-row')).toHaveCount(4);
    await expectNoSeriousViolations(page);
    await dialog.getByLabel('New category').fill('guides');
    await dialog.getByRole('button', { name: 'Add category' }).click();
    await expect(dialog.getByText('A category with this name already exists.')).toBeVisible();
    await dialog.getByLabel('New category').fill(name);
    await dialog.getByRole('button', { name: 'Add category' }).click();
    await expect(dialog.getByTestId('category-row').last()).toContainText(name);
    await page.keyboard.press('Escape');

    // The editor's select offers it; a published post in it shows under its public filter.
    const title = `Yard Story ${u}`;
    const slug = `yard-story-${u}`;
    await page.getByRole('button', { name: 'Create New Blog Post' }).click();
    const editor = page.getByRole('dialog', { name: 'Create New Blog Post' });
    await editor.getByLabel('Title').fill(title);
    await editor.getByLabel('Category').selectOption(name);
    await editor.getByLabel('Status').selectOption('published');
    await editor.getByRole('button', { name: 'Create Post' }).click();
    // The pre-publish checklist (issue #23 §4) warns; it never blocks.
    await page
      .getByRole('alertdialog', { name: 'Before you publish' })
      .getByRole('button', { name: 'Publish anyway' })
      .click();
    await expect(toast(page, 'Blog post created successfully!')).toBeVisible();

    const filter = visitor.getByTestId('category-filter');
    await visitor.goto('/resources');
    await expect(filter.getByRole('link').last()).toHaveText(name);
    await filter.getByRole('link', { name }).click();
    await expect(visitor.getByTestId('latest-articles')).toContainText(title);

    // Rename: the post follows; reorder: the filter moves.
    const renamed = `Customer Stories ${u}`;
    await page.getByRole('button', { name: 'Manage categories' }).click();
    await dialog.getByRole('button', { name: `Rename ${name}` }).click();
    await dialog.getByLabel(`New name for ${name}`).fill(renamed);
    await dialog.getByRole('button', { name: `Save the name of ${name}` }).click();
    await expect(toast(page, 'Category renamed')).toBeVisible();
    await expect(dialog.getByTestId('category-row').last()).toContainText(`${renamed}1 post`);
    await dialog.getByRole('button', { name: `Move ${renamed} up` }).click();
    await expect(dialog.getByTestId('category-row').nth(-2)).toContainText(renamed);
    await visitor.goto(`/resources/articles?category=${encodeURIComponent(renamed)}`);
    await expect(visitor.getByTestId('all-articles')).toContainText(title);
    await expect(filter.getByRole('link').nth(-2)).toHaveText(renamed);
    await visitor.goto(`/resources/${slug}`);
    await expect(visitor.getByRole('article')).toContainText(renamed.toUpperCase(), {
      ignoreCase: true,
    });

    // Delete: the confirm waits for a destination; the post moves there.
    await dialog.getByRole('button', { name: `Delete ${renamed}` }).click();
    const ask = page.getByRole('alertdialog');
    await expect(ask).toContainText('1 post uses it. Choose the category they move to.');
    await expect(ask.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await ask.getByLabel('Move its posts to').selectOption({ label: 'Best Practices' });
    await ask.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Category deleted')).toBeVisible();
    await expect(dialog.getByText(renamed)).toHaveCount(0);
    // The server refuses a category in use without a destination, whoever calls.
    const inUse = await callAction(api, 'deleteCategoryAction', { id: 1 });
    expect(inUse).toMatchObject({ ok: false, status: 409 });
    await visitor.goto('/resources/articles?category=Best+Practices');
    await expect(visitor.getByTestId('all-articles')).toContainText(title);
    await visitor.goto(`/resources?category=${encodeURIComponent(renamed)}`);
    await expect(filter.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');

    await page.context().close();
    await visitor.close();
    await api.dispose();
  });

  test('preview: the public layout, the real state, and Edit Article opens that post', async ({
    browser,
  }) => {
    const api = await adminApi();
    const u = unique();
    const title = `Preview Check ${u}`;
    const id = await createPost(api, {
      title,
      slug: `preview-check-${u}`,
      excerpt: 'What the visitors will read.',
      content: '<h2>Inside</h2><p>Body text.</p>',
      category: 'Guides',
      status: 'published',
      published_at: '2030-12-15T14:00:00Z',
    });
    const page = await adminPage(browser, { timezoneId: 'America/New_York' });
    const res = await page.goto(`/blog/preview/${id}`);
    expect(res!.headers()['cache-control']).toContain('no-store');
    const banner = page.getByRole('region', { name: 'Preview mode' });
    await expect(banner).toContainText('PREVIEW MODE');
    await expect(page.getByTestId('preview-status')).toHaveText(
      /^Scheduled for Dec 15, 2030, 9:00\sAM$/,
    );
    // The site's header and footer, and the article layout visitors get.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book a Demo' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { name: 'More insights' })).toBeVisible();
    await expect(page.getByTestId('article-content').getByRole('heading')).toHaveText('Inside');
    await expectNoSeriousViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/preview-desktop.png`, fullPage: true });

    for (const [op, label] of [
      ['archive', 'Archived'],
      ['publish', 'Published'],
    ] as const) {
      expect(await callAction(api, 'bulkPostStatusAction', { ids: [id], op })).toMatchObject({
        ok: true,
      });
      await page.reload();
      await expect(page.getByTestId('preview-status')).toHaveText(label);
    }
    const draft = seedPosts.findIndex((p) => p.status === 'draft') + 1;
    await page.goto(`/blog/preview/${draft}`);
    await expect(page.getByTestId('preview-status')).toHaveText('Draft');
    await expect(page.getByTestId('article-date')).toHaveText(/^Created /);
    const archived = seedPosts.find((p) => p.status === 'archived')!;
    await page.goto(`/blog/preview/${seedPosts.indexOf(archived) + 1}`);
    await expect(page.getByTestId('preview-status')).toHaveText('Archived');
    // The seeded archived post is on no public surface.
    const visitor = await apiContext(undefined, PORT);
    expect(await publicTrace(visitor, archived.slug, archived.title)).toEqual({
      article: 404,
      list: false,
      all: false,
      sitemap: false,
      rss: false,
    });

    // Edit Article: that post's editor, by a link that also works pasted.
    await page.goto(`/blog/preview/${id}`);
    await banner.getByRole('link', { name: 'Edit Article' }).click();
    await expect(page).toHaveURL(`/admin/posts?edit=${id}`);
    const editor = page.getByRole('dialog', { name: 'Edit Blog Post' });
    await expect(editor.getByLabel('Title')).toHaveValue(title);
    await expect(editor.getByLabel('Category')).toHaveValue('Guides');
    await page.keyboard.press('Escape');
    await expect(editor).toBeHidden();
    await expect(page).toHaveURL('/admin/posts');
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(page).toHaveURL(`/admin/posts?edit=${id}`);
    const pasted = await adminPage(browser);
    await pasted.goto(`/admin/posts?edit=${id}`);
    await expect(
      pasted.getByRole('dialog', { name: 'Edit Blog Post' }).getByLabel('Title'),
    ).toHaveValue(title);

    // Admin-only: a visitor is sent to sign in.
    const anon = await browser.newPage({ baseURL: ORIGIN });
    await anon.goto(`/blog/preview/${id}`);
    await expect(anon).toHaveURL(`/auth?next=${encodeURIComponent(`/blog/preview/${id}`)}`);
    await expect(anon.getByText(title)).toHaveCount(0);
    await anon.close();

    const phone = await adminPage(browser, { width: 390 });
    await phone.goto(`/blog/preview/${id}`);
    await expect(phone.getByTestId('preview-status')).toBeVisible();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    if (SHOTS) await phone.screenshot({ path: `${SHOTS}/preview-phone.png`, fullPage: true });
    await phone.context().close();
    await pasted.context().close();
    await page.context().close();
    await visitor.dispose();
    await api.dispose();
  });
});
