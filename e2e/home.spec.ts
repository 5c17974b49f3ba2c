import {
  all,
  getAllByRole,
  getByRole,
  isRendered,
  loadHtml,
  one,
  ROLE,
  text,
} from './fixtures/html';
import { expect, test } from './fixtures/test';

test.describe('home page', () => {
  test('renders every section of the spec', async ({ request }) => {
    const { document } = await loadHtml(request, '/');
    const h1 = getAllByRole(document, ROLE.h1);
    expect(h1).toHaveLength(1);
    expect(text(h1[0])).toContain('Run your rental business');

    // Hero: four claims, four statistic tiles, two external CTAs, association logos, dashboard.
    const benefits = getByRole(document, ROLE.list, { name: 'Key benefits' });
    expect(getAllByRole(benefits, ROLE.listitem)).toHaveLength(4);
    expect(all(document, '[data-testid="hero-stats"] dd').map(text)).toEqual([
      '40+',
      '60,000+',
      '90%',
      '35%',
    ]);
    const demo = getAllByRole(document, ROLE.link, { name: 'Schedule Demo' })[0];
    expect(demo?.getAttribute('target')).toBe('_blank');
    expect(demo?.getAttribute('href')).toMatch(
      /utm_source=website.*utm_medium=cta.*utm_campaign=demo_booking.*utm_content=home_hero/,
    );
    expect(
      getByRole(document, ROLE.link, { name: 'Download Free Guide' }).getAttribute('target'),
    ).toBe('_blank');
    expect(one(document, '[data-slot="homepage-hero-cra-logo"] img').getAttribute('src')).toBe(
      '/defaults/cra-logo-gray.svg',
    );
    expect(one(document, '[data-slot="homepage-hero-ara-logo"] img').getAttribute('src')).toBe(
      '/defaults/ara-logo-gray.svg',
    );
    const dashboard = one(document, '[data-slot="homepage-hero-dashboard"] img');
    // The shipped illustration is a WebP with variants (which one a window loads: below).
    expect(dashboard.getAttribute('src')).toBe('/defaults/hero-dashboard.webp');
    expect(dashboard.getAttribute('srcset')).toBe(
      '/defaults/hero-dashboard.w480.webp 480w, /defaults/hero-dashboard.w960.webp 960w, /defaults/hero-dashboard.webp 1200w',
    );

    // Banner carousel with the three seeded banners.
    expect(
      all(document, '[data-testid="banner-section"] [aria-roledescription="slide"]'),
    ).toHaveLength(3);

    const challenges = one(document, '[data-testid="challenges"]');
    expect(getAllByRole(challenges, ROLE.listitem)).toHaveLength(6);
    const modules = all(document, '[data-testid="modules"] article');
    expect(modules).toHaveLength(6);
    for (const card of modules) expect(all(card, '[data-slot]')).toHaveLength(1);
    const howItWorks = one(document, '[data-testid="how-it-works"]');
    expect(getAllByRole(howItWorks, ROLE.listitem)).toHaveLength(3);
    const closing = getByRole(document, ROLE.heading, {
      name: 'Ready to stop juggling spreadsheets?',
    });
    expect(isRendered(closing)).toBe(true);
    expect(text(one(document, 'figure blockquote'))).toContain('double booking');

    // Continue Exploring: three cards, at least one recent article.
    const cross = getAllByRole(one(document, '[data-testid="cross-links"]'), ROLE.link);
    expect(cross).toHaveLength(3);
    const hrefs = cross.map((a) => a.getAttribute('href'));
    expect(hrefs.filter((h) => h?.startsWith('/resources/')).length).toBeGreaterThanOrEqual(1);
  });

  test('a 1280 px window loads the hero dashboard from its 960 px copy', async ({ page }) => {
    await page.goto('/');
    const dashboard = page.locator('[data-slot="homepage-hero-dashboard"] img');
    // The shipped illustration is a WebP with variants: a 1280 px window shows it 600 px wide
    // and loads the 960 px copy.
    await expect
      .poll(() => dashboard.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await dashboard.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/defaults\/hero-dashboard\.w960\.webp$/,
    );
  });

  test('header and footer carry the spec links, contact details and copyright', async ({
    request,
  }) => {
    const { document } = await loadHtml(request, '/');
    const main = getByRole(document, ROLE.navigation, { name: 'Main' });
    expect(getAllByRole(main, ROLE.link).map(text)).toEqual([
      'Product',
      'Solutions',
      'Why Lizit',
      'Testimonials',
      'Resources',
      'About',
      'Contact',
    ]);
    expect(getByRole(main, ROLE.link, { name: 'Why Lizit' }).getAttribute('href')).toBe(
      '/why-lizit',
    );
    expect(getAllByRole(document, ROLE.link, { name: 'Lizit home' })[0]?.getAttribute('href')).toBe(
      '/',
    );
    const footer = getByRole(document, ROLE.contentinfo);
    const footerNav = getByRole(footer, ROLE.navigation, { name: 'Footer' });
    expect(getAllByRole(footerNav, ROLE.link).map(text)).toEqual([
      'Product',
      'Solutions',
      'Why Lizit',
      'Testimonials',
      'About',
      'Resources',
      'Contact',
      'Privacy Policy',
    ]);
    expect(getByRole(footer, ROLE.link, { name: 'hello@lizit.com' }).getAttribute('href')).toBe(
      'mailto:hello@lizit.com',
    );
    expect(text(footer)).toContain('(555)');
    expect(text(footer)).toContain('© 2024 Lizit');
    for (const slot of ['global-footer-cra-logo', 'global-footer-ara-logo']) {
      expect(isRendered(one(footer, `[data-slot="${slot}"] img`))).toBe(true);
    }
  });

  test('the header turns opaque after 20 px of scroll', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 15));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect
      .poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe('rgb(255, 255, 255)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('media slots fall back on load errors', async ({ page }) => {
    await page.goto('/');
    // The seeded item's file does not exist: the browser switches to the shipped default.
    const support = page.locator('[data-slot="homepage-module-support"] img');
    await support.scrollIntoViewIfNeeded();
    await expect(support).toHaveAttribute('src', '/defaults/module-support.webp');
  });

  test('media slots fall back on blob URLs, and open redirect links in a new tab', async ({
    request,
  }) => {
    const { document } = await loadHtml(request, '/');
    // A blob URL is never sent to the browser: the server renders the default.
    expect(one(document, '[data-slot="homepage-module-mobile"] img').getAttribute('src')).toBe(
      '/defaults/module-mobile.webp',
    );
    const link = one(document, '[data-slot="homepage-module-analytics"] a');
    expect(link.getAttribute('href')).toBe('https://partner.example/report');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toMatch(/noreferrer/);
    expect(one(link, 'img').getAttribute('alt')).toBe('Utilization report');
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens and closes on toggle, and closes when a link is clicked', async ({ page }) => {
    await page.goto('/');
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(mobileNav).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(mobileNav).toBeVisible();
    await expect(mobileNav.getByRole('link')).toHaveCount(8);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(mobileNav).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await mobileNav.getByRole('link', { name: 'Resources' }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test('has no horizontal scroll on the home page', async ({ page }) => {
    await page.goto('/');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
