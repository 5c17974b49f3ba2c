import { seedPosts } from '../src/db/seed-data/posts';
import { all, jsonLd, jsonLdBlocks, loadHtml, normalize, one } from './fixtures/html';
import { expect, test } from './fixtures/test';
import { PUBLIC_ROUTES } from './routes';

test.describe('every public page', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route} has one h1, a canonical link and valid JSON-LD`, async ({ request }) => {
      const { status, document } = await loadHtml(request, route);
      expect(status).toBe(200);
      expect(all(document, 'h1')).toHaveLength(1);
      const canonical = one(document, 'link[rel="canonical"]');
      expect(new URL(canonical.getAttribute('href')!).pathname).toBe(route);
      const data = jsonLdBlocks(document);
      expect(data.length).toBeGreaterThan(0);
      for (const d of data) expect(d['@context']).toBe('https://schema.org');
      expect(data.map((d) => d['@type'])).toContain('BreadcrumbList');
      expect(normalize(document.title)).toMatch(/\| Lizit( Rental Management Software)?$/);
      const description = one(document, 'meta[name="description"]');
      expect(description.getAttribute('content')).toMatch(/.{50,}/);
      // Share images must be raster images that social networks can show (an article's names
      // its version in the query).
      expect(all(document, 'meta[property="og:image"]')[0]?.getAttribute('content')).toMatch(
        /^https?:\/\/.+\.(png|jpe?g|webp)(\?v=\d+)?$/,
      );
    });
  }

  test('structured data: Organization on home, FAQPage on why and contact, BlogPosting on an article', async ({
    request,
  }) => {
    const ld = async (path: string) => jsonLd((await loadHtml(request, path)).document);
    const home = await ld('/');
    expect(home.find((b) => b['@type'] === 'Organization')).toMatchObject({ name: 'Lizit' });
    for (const path of ['/why-lizit', '/contact']) {
      const faq = (await ld(path)).find((b) => b['@type'] === 'FAQPage') as {
        mainEntity: { '@type': string; name: string; acceptedAnswer: { text: string } }[];
      };
      expect(faq.mainEntity.length).toBeGreaterThan(3);
      for (const q of faq.mainEntity) {
        expect(q['@type']).toBe('Question');
        expect(q.acceptedAnswer.text.length).toBeGreaterThan(10);
      }
    }
    const article = (await ld('/resources/eliminate-double-bookings')).find(
      (b) => b['@type'] === 'BlogPosting',
    );
    expect(article).toMatchObject({
      headline: expect.any(String),
      datePublished: expect.any(String),
      dateModified: expect.any(String),
      author: { '@type': expect.any(String) },
      publisher: { '@type': 'Organization', logo: { '@type': 'ImageObject' } },
    });
    expect((article!.image as string[]).some((src) => src.includes('/og.png?v='))).toBe(true);
  });

  test('home carries SoftwareApplication data rated 4.8 with 47 reviews', async ({ request }) => {
    const blocks = jsonLdBlocks((await loadHtml(request, '/')).document);
    const app = blocks.find((b) => b['@type'] === 'SoftwareApplication')!;
    expect(app.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 47 });
  });
});

test.describe('404 page', () => {
  test('an unknown path shows the not-found page with a link home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeVisible();
    await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    // Inside the site's header and footer; an unknown path below a back-office route too.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const deep = await page.request.get('/admin/no-such-tab/x');
    expect(deep.status()).toBe(404);
    expect(await deep.text()).toContain('Oops! Page not found');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Run your rental business');
  });
});

test.describe('hydration payload', () => {
  test("a page does not carry the 404 page's header and footer", async ({ request }) => {
    // The header and footer logo links, once in the markup and once in the hydration payload
    // (before the fix the 404 page's copies made it 8).
    const html = await (await request.get('/')).text();
    expect(html.split('aria-label="Lizit home"').length - 1).toBe(2);
    expect(html.split('\\"aria-label\\":\\"Lizit home\\"').length - 1).toBeLessThanOrEqual(2);
  });

  test("the framework scripts carry V8's compile hint, the page's own scripts do not", async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const sources = [...html.matchAll(/<script src="([^"]+\.js)"(?![^>]*noModule)/g)].map(
      (m) => m[1]!,
    );
    const hinted: string[] = [];
    for (const src of sources) {
      const res = await request.get(src, { headers: { 'accept-encoding': 'br' } });
      expect(res.status()).toBe(200);
      if ((await res.text()).startsWith('//# allFunctionsCalledOnLoad\n')) hinted.push(src);
    }
    // The bundler runtime, React DOM and the App Router (compile-hints.ts); the layout's and the
    // page's client components stay lazily compiled.
    expect(hinted.length).toBeGreaterThanOrEqual(3);
    expect(hinted.some((src) => src.includes('turbopack'))).toBe(true);
    expect(hinted.length).toBeLessThan(sources.length);
  });
});

test.describe('links', () => {
  test('public links fetch nothing ahead of a click, and a click navigates on the client', async ({
    page,
  }) => {
    const rscRequests: string[] = [];
    const documents: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'document') documents.push(req.url());
      else if ('rsc' in req.headers() || req.url().includes('_rsc=')) rscRequests.push(req.url());
    });
    await page.goto('/resources');
    await page.waitForLoadState('networkidle');
    const card = page.locator('main a[href^="/resources/"]:not([href="/resources/articles"])');
    await card.first().hover();
    await page.waitForTimeout(500);
    expect(rscRequests).toEqual([]);

    const href = (await card.first().getAttribute('href'))!;
    await card.first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // One payload request for the click, no second page load.
    expect(rscRequests.length).toBeGreaterThan(0);
    expect(documents).toHaveLength(1);
  });
});

test.describe('crawlers', () => {
  test('robots.txt disallows the back office and links the sitemap', async ({ request }) => {
    const body = await (await request.get('/robots.txt')).text();
    expect(body).toContain('Disallow: /admin');
    expect(body).toMatch(/Sitemap: http:\/\/\S+\/sitemap\.xml/);
  });

  test('sitemap.xml lists the 8 static pages and only public posts', async ({ request }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    for (const p of [
      '/',
      '/product',
      '/why-lizit',
      '/solutions',
      '/testimonials',
      '/resources',
      '/about',
      '/contact',
    ]) {
      expect(locs).toContain(p);
    }
    const posts = locs.filter((l) => l.startsWith('/resources/'));
    expect(posts.length).toBeGreaterThanOrEqual(10);
    expect(locs.length).toBe(8 + posts.length);
    // Drafts, archived and scheduled posts stay out; every published past post is in.
    const published = seedPosts.filter(
      (p) =>
        p.status === 'published' &&
        p.published_offset_days !== null &&
        p.published_offset_days <= 0,
    );
    expect(posts.sort()).toEqual(published.map((p) => `/resources/${p.slug}`).sort());
  });

  test('responses carry the security headers', async ({ request }) => {
    const res = await request.get('/');
    const h = res.headers();
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(h['content-security-policy']).toContain("object-src 'none'");
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['x-powered-by']).toBeUndefined();
  });
});

test.describe('request protections', () => {
  test('admin and auth pages carry a per-request nonce policy that Next applies to its scripts', async ({
    page,
  }) => {
    const res = await page.goto('/auth');
    const csp = res!.headers()['content-security-policy']!;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    // Every script of the page as the server sent it carries the nonce (scripts the page's own
    // code adds later need none: 'strict-dynamic' trusts what a trusted script loads, and
    // whether any were added before this check is a matter of timing).
    const html = await res!.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, tag).toContain(`nonce="${nonce}"`);
    // A second request gets a different nonce.
    const again = await page.request.get('/auth');
    expect(again.headers()['content-security-policy']).not.toContain(nonce!);
    // Public pages stay cacheable: no nonce.
    const home = await page.request.get('/');
    expect(home.headers()['content-security-policy']).not.toContain('nonce-');
  });

  test('cross-origin writes are refused, except the one-click unsubscribe', async ({ request }) => {
    const evil = { origin: 'https://evil.example' };
    const form = await request.post('/api/newsletter', {
      data: { name: 'X', email: 'x@evil.example' },
      headers: evil,
    });
    expect(form.status()).toBe(403);
    const signIn = await request.post('/api/auth/sign-in/email', {
      data: { email: 'a@lizit.com', password: 'x' },
      headers: evil,
    });
    expect(signIn.status()).toBe(403);
    const oneClick = await request.post('/api/unsubscribe?token=1.abc', { headers: evil });
    expect(oneClick.status()).toBe(400); // reached the handler (malformed token), not refused
  });
});

test.describe('scroll position', () => {
  test('a link to another page opens it at the top; a #fragment link lands on its section', async ({
    page,
  }) => {
    await page.goto('/privacy-policy#how-we-use-information');
    await expect(page.locator('#how-we-use-information')).toBeInViewport();
    // Give hydration time to run its effects: the section must stay in view.
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await expect(page.locator('#how-we-use-information')).toBeInViewport();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Product' }).first().click();
    await expect(page).toHaveURL(/\/product$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
