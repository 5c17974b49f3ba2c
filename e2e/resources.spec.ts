import type { APIRequestContext, Page } from '@playwright/test';
import { seedPosts } from '../src/db/seed-data/posts';
import { seedResources } from '../src/db/seed-data/resources';
import {
  all,
  getAllByRole,
  getAllByText,
  getByRole,
  isRendered,
  jsonLdBlocks,
  loadHtml,
  normalize,
  one,
  parseXml,
  ROLE,
  single,
  text,
} from './fixtures/html';
import { expect, test } from './fixtures/test';

const published = seedPosts.filter(
  (p) =>
    p.status === 'published' && p.published_offset_days !== null && p.published_offset_days <= 0,
);
const hidden = seedPosts.filter((p) => !published.includes(p));

async function cardCategories(page: Page, testId: string) {
  return page
    .getByTestId(testId)
    .locator('article')
    .evaluateAll((articles) =>
      articles.map((a) => a.querySelector('.uppercase')?.textContent?.trim() ?? ''),
    );
}

test.describe('/resources', () => {
  test('shows at most 6 latest articles, the downloads and the newsletter section', async ({
    request,
  }) => {
    const { document } = await loadHtml(request, '/resources');
    expect(isRendered(getByRole(document, ROLE.h1))).toBe(true);
    expect(all(document, '[data-testid="latest-articles"] article')).toHaveLength(
      Math.min(6, published.length),
    );
    if (published.length > 6) {
      const viewAll = getByRole(document, ROLE.link, { name: 'View All Articles' });
      expect(isRendered(viewAll)).toBe(true);
    }
    expect(all(document, '[data-testid="downloads"] article')).toHaveLength(
      seedResources.filter((r) => r.is_active).length,
    );
    for (const tags of all(document, '[data-testid="card-tags"]'))
      expect(all(tags, 'li').length).toBeLessThanOrEqual(3);
    expect(isRendered(getByRole(document, ROLE.heading, { name: 'Stay Informed' }))).toBe(true);
    expect(getByRole(document, ROLE.link, { name: 'Admin' }).getAttribute('href')).toBe('/auth');
  });

  test('the category filter narrows articles and downloads and survives a reload', async ({
    page,
  }) => {
    await page.goto('/resources');
    await page.getByTestId('category-filter').getByRole('link', { name: 'Guides' }).click();
    await expect(page).toHaveURL(/category=Guides/);
    await expect(
      page.getByTestId('category-filter').getByRole('link', { name: 'Guides' }),
    ).toHaveAttribute('aria-current', 'page');
    const check = async () => {
      const cats = await cardCategories(page, 'latest-articles');
      expect(cats.length).toBeGreaterThan(0);
      expect(new Set(cats)).toEqual(new Set(['Guides']));
      expect(new Set(await cardCategories(page, 'downloads'))).toEqual(new Set(['Guides']));
    };
    await check();
    await page.reload();
    await check();
  });

  test('search runs on the server from the URL and works without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/resources');
    await page.getByRole('searchbox').fill('maintenance');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/q=maintenance/);
    const titles = await page
      .getByTestId('latest-articles')
      .locator('article h3')
      .allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThan(published.length);
    await page.reload();
    expect(
      await page.getByTestId('latest-articles').locator('article h3').allTextContents(),
    ).toEqual(titles);
    await context.close();
  });

  test('an unmatched search shows the empty state', async ({ request }) => {
    const { document } = await loadHtml(request, '/resources?q=zzqqxxnothing');
    const empty = single(getAllByText(document, 'No resources found'), 'No resources found');
    expect(isRendered(empty)).toBe(true);
  });

  test('Clear Filters resets an unmatched search', async ({ page }) => {
    await page.goto('/resources?q=zzqqxxnothing');
    await page.getByRole('link', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(page.getByTestId('latest-articles').locator('article').first()).toBeVisible();
  });

  test('Download Free Resources downloads the two newest Guide or Checklist files', async ({
    page,
  }) => {
    const expected = [...seedResources]
      .map((r, i) => ({ ...r, i }))
      .filter((r) => r.is_active && /guide|checklist/i.test(r.name))
      .sort((a, b) => b.i - a.i)
      .slice(0, 2)
      .map((r) => r.file_url.split('/').pop());
    await page.goto('/resources');
    const downloads: string[] = [];
    page.on('download', (d) => downloads.push(d.suggestedFilename()));
    await page.getByRole('button', { name: 'Download Free Resources' }).click();
    await expect.poll(() => downloads.length).toBe(2);
    expect(downloads.sort()).toEqual([...expected].sort());
  });

  test('a resource download is counted and served', async ({ request }) => {
    const res = await request.get('/resources/download/1', { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers()['location']).toMatch(/^\/downloads\//);
    expect((await request.get('/resources/download/99999', { maxRedirects: 0 })).status()).toBe(
      404,
    );
  });
});

test.describe('/resources/articles', () => {
  test('lists every published article', async ({ request }) => {
    const { document } = await loadHtml(request, '/resources/articles');
    expect(isRendered(getByRole(document, ROLE.h1, { name: 'All Articles' }))).toBe(true);
    expect(normalize(document.title)).toMatch(/^All Articles/);
    expect(all(document, '[data-testid="all-articles"] article')).toHaveLength(published.length);
  });

  test('shows the articles in a 3-column grid with the same filters', async ({ page }) => {
    await page.goto('/resources/articles');
    const columns = await page
      .getByTestId('all-articles')
      .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(3);
    await page.getByTestId('category-filter').getByRole('link', { name: 'Tools' }).click();
    await expect(page).toHaveURL(/\/resources\/articles\?category=Tools/);
    expect(new Set(await cardCategories(page, 'all-articles'))).toEqual(new Set(['Tools']));
  });

  test('shows "No articles found" when nothing matches', async ({ request }) => {
    const { document } = await loadHtml(request, '/resources/articles?q=zzqqxxnothing');
    const empty = single(getAllByText(document, 'No articles found'), 'No articles found');
    expect(isRendered(empty)).toBe(true);
  });
});

test.describe('article page', () => {
  const post = published[0]!;

  test('renders the article with breadcrumb, metadata and structured data', async ({ request }) => {
    const { document } = await loadHtml(request, `/resources/${post.slug}`);
    expect(getAllByRole(document, ROLE.h1).map(text)).toEqual([post.title]);
    expect(normalize(document.title)).toBe(`${post.title} | Lizit`);
    const crumbs = getByRole(document, ROLE.navigation, { name: 'Breadcrumb' });
    expect(
      getAllByRole(crumbs, ROLE.listitem)
        .map(text)
        .filter((t) => /\w/.test(t)),
    ).toEqual(['Home', 'Resources', post.title]);
    const author = single(getAllByText(document, post.author_name), post.author_name);
    expect(isRendered(author)).toBe(true);
    expect(one(document, 'meta[property="og:type"]').getAttribute('content')).toBe('article');
    expect(all(document, 'meta[property="article:published_time"]')).toHaveLength(1);
    expect(
      one(document, 'link[rel="alternate"][type="application/rss+xml"]').getAttribute('href'),
    ).toMatch(/\/resources\/rss\.xml$/);
    const types = jsonLdBlocks(document).map((b) => b['@type']);
    expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'BlogPosting']));
    const content = one(document, '[data-testid="article-content"]');
    expect(isRendered(all(content, 'h2')[0]!)).toBe(true);
    expect(all(content, 'script')).toHaveLength(0);
    expect(all(document, '[data-testid="article-tags"] li')).toHaveLength(post.tags.length);
  });

  test('a card on /resources opens the article on the client', async ({ page }) => {
    await page.goto('/resources');
    await page.getByTestId('latest-articles').getByRole('link', { name: post.title }).click();
    await expect(page).toHaveURL(new RegExp(`/resources/${post.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page).toHaveTitle(`${post.title} | Lizit`);
  });

  test('Share copies the link when the native share sheet is missing', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.goto(`/resources/${post.slug}`);
    await page.waitForLoadState('networkidle');
    // The toast library loads with the first toast, not with the page (issue #10 "Page speed").
    const toaster = page.getByRole('region', { name: /^Notifications/ });
    await expect(toaster).toHaveCount(0);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied to clipboard')).toBeVisible();
    await expect(toaster).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      `/resources/${post.slug}`,
    );
  });

  for (const p of hidden) {
    test(`a ${p.status} post (${p.slug}) shows Article Not Found`, async ({ page }) => {
      const response = await page.goto(`/resources/${p.slug}`);
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Article Not Found' }),
      ).toBeVisible();
      await expect(
        page.getByText("The article you're looking for doesn't exist or has been removed"),
      ).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Back to Resources' }),
      ).toHaveAttribute('href', '/resources');
    });
  }
});

test.describe('feeds', () => {
  async function parse(request: APIRequestContext, path: string) {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const doc = parseXml(await res.text());
    return {
      error: doc.getElementsByTagName('parsererror').length > 0,
      links: [...doc.querySelectorAll('item > link, url > loc')].map(
        (n) => new URL(n.textContent!).pathname,
      ),
    };
  }

  test('the RSS feed parses as XML and lists exactly the published posts', async ({ request }) => {
    const { error, links } = await parse(request, '/resources/rss.xml');
    expect(error).toBe(false);
    expect(links.sort()).toEqual(published.map((p) => `/resources/${p.slug}`).sort());
  });

  test('the sitemap parses as XML and lists exactly the published posts', async ({ request }) => {
    const { error, links } = await parse(request, '/sitemap.xml');
    expect(error).toBe(false);
    expect(links.filter((l) => l.startsWith('/resources/')).sort()).toEqual(
      published.map((p) => `/resources/${p.slug}`).sort(),
    );
  });
});

test.describe('newsletter (Stay Informed)', () => {
  test('shows joined validation errors, subscribes, and refuses a duplicate', async ({ page }) => {
    await page.goto('/resources');
    const form = page.getByRole('form', { name: 'Newsletter signup' });
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('alert')).toHaveText('Name is required, Email is required');

    const email = `owner-${Date.now()}@yard.example`;
    await form.getByLabel('Name').fill('Riley Owner');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Thank You!')).toBeVisible();
    await expect(
      page.getByText(
        "You've successfully subscribed to our newsletter. Check your email for confirmation.",
      ),
    ).toBeVisible();
    await expect(page.getByText('Successfully subscribed to newsletter!')).toBeVisible();

    await page.reload();
    await form.getByLabel('Name').fill('Riley Owner');
    await form.getByLabel('Email').fill(email.toUpperCase());
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'This email is already subscribed to our newsletter.',
    );
  });
});
