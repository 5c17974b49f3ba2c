import { expect, test } from './fixtures/test';

test.describe('home page', () => {
  test('renders every section of the spec', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Run your rental business');

    // Hero: four claims, four statistic tiles, two external CTAs, association logos, dashboard.
    await expect(
      page.getByRole('list', { name: 'Key benefits' }).getByRole('listitem'),
    ).toHaveCount(4);
    await expect(page.getByTestId('hero-stats').locator('dd')).toHaveText([
      '40+',
      '60,000+',
      '90%',
      '35%',
    ]);
    const demo = page.getByRole('link', { name: 'Schedule Demo' }).first();
    await expect(demo).toHaveAttribute('target', '_blank');
    await expect(demo).toHaveAttribute(
      'href',
      /utm_source=website.*utm_medium=cta.*utm_campaign=demo_booking.*utm_content=home_hero/,
    );
    await expect(page.getByRole('link', { name: 'Download Free Guide' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(page.locator('[data-slot="homepage-hero-cra-logo"] img')).toHaveAttribute(
      'src',
      '/defaults/cra-logo-gray.svg',
    );
    await expect(page.locator('[data-slot="homepage-hero-ara-logo"] img')).toHaveAttribute(
      'src',
      '/defaults/ara-logo-gray.svg',
    );
    const dashboard = page.locator('[data-slot="homepage-hero-dashboard"] img');
    // The shipped illustration is a WebP with variants: a 1280 px window shows it 600 px wide
    // and loads the 960 px copy.
    await expect(dashboard).toHaveAttribute('src', '/defaults/hero-dashboard.webp');
    await expect(dashboard).toHaveAttribute(
      'srcset',
      '/defaults/hero-dashboard.w480.webp 480w, /defaults/hero-dashboard.w960.webp 960w, /defaults/hero-dashboard.webp 1200w',
    );
    await expect
      .poll(() => dashboard.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await dashboard.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/defaults\/hero-dashboard\.w960\.webp$/,
    );

    // Banner carousel with the three seeded banners.
    await expect(
      page.getByTestId('banner-section').locator('[aria-roledescription="slide"]'),
    ).toHaveCount(3);

    await expect(page.getByTestId('challenges').getByRole('listitem')).toHaveCount(6);
    const modules = page.getByTestId('modules').locator('article');
    await expect(modules).toHaveCount(6);
    for (let i = 0; i < 6; i++) await expect(modules.nth(i).locator('[data-slot]')).toHaveCount(1);
    await expect(page.getByTestId('how-it-works').getByRole('listitem')).toHaveCount(3);
    await expect(
      page.getByRole('heading', { name: 'Ready to stop juggling spreadsheets?' }),
    ).toBeVisible();
    await expect(page.locator('figure blockquote')).toContainText('double booking');

    // Continue Exploring: three cards, at least one recent article.
    const cross = page.getByTestId('cross-links').getByRole('link');
    await expect(cross).toHaveCount(3);
    const hrefs = await cross.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.filter((h) => h?.startsWith('/resources/')).length).toBeGreaterThanOrEqual(1);
  });

  test('header and footer carry the spec links, contact details and copyright', async ({
    page,
  }) => {
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link')).toHaveText([
      'Product',
      'Solutions',
      'Why Lizit',
      'Testimonials',
      'Resources',
      'About',
      'Contact',
    ]);
    await expect(main.getByRole('link', { name: 'Why Lizit' })).toHaveAttribute(
      'href',
      '/why-lizit',
    );
    await expect(page.getByRole('link', { name: 'Lizit home' }).first()).toHaveAttribute(
      'href',
      '/',
    );
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Footer' }).getByRole('link')).toHaveText([
      'Product',
      'Solutions',
      'Why Lizit',
      'Testimonials',
      'About',
      'Resources',
      'Contact',
      'Privacy Policy',
    ]);
    await expect(footer.getByRole('link', { name: 'hello@lizit.com' })).toHaveAttribute(
      'href',
      'mailto:hello@lizit.com',
    );
    await expect(footer).toContainText('(555)');
    await expect(footer).toContainText('© 2024 Lizit');
    await expect(footer.locator('[data-slot="global-footer-cra-logo"] img')).toBeVisible();
    await expect(footer.locator('[data-slot="global-footer-ara-logo"] img')).toBeVisible();
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

  test('media slots fall back on load errors and blob URLs, and open redirect links in a new tab', async ({
    page,
  }) => {
    await page.goto('/');
    // The seeded item's file does not exist: the browser switches to the shipped default.
    const support = page.locator('[data-slot="homepage-module-support"] img');
    await support.scrollIntoViewIfNeeded();
    await expect(support).toHaveAttribute('src', '/defaults/module-support.webp');
    // A blob URL is never sent to the browser: the server renders the default.
    await expect(page.locator('[data-slot="homepage-module-mobile"] img')).toHaveAttribute(
      'src',
      '/defaults/module-mobile.webp',
    );
    const link = page.locator('[data-slot="homepage-module-analytics"] a');
    await expect(link).toHaveAttribute('href', 'https://partner.example/report');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noreferrer/);
    await expect(link.locator('img')).toHaveAttribute('alt', 'Utilization report');
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
