import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';

type JsonLdBlock = { '@context': string; '@type': string; [key: string]: unknown };

async function jsonLdBlocks(page: Page): Promise<JsonLdBlock[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as JsonLdBlock);
}

async function breadcrumbNames(page: Page): Promise<string[]> {
  const crumbs = (await jsonLdBlocks(page)).find((b) => b['@type'] === 'BreadcrumbList') as
    { itemListElement: { name: string }[] } | undefined;
  return crumbs?.itemListElement.map((i) => i.name) ?? [];
}

async function expectImageLoaded(page: Page, selector: string, src?: string) {
  const img = page.locator(selector);
  await img.scrollIntoViewIfNeeded();
  await expect(img).toBeVisible();
  if (src) await expect(img).toHaveAttribute('src', src);
  await expect(img).toHaveAttribute('alt', /\S/);
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
    .toBeGreaterThan(0);
}

async function expectDemoLinks(page: Page, content: RegExp) {
  const demos = page.getByRole('main').getByRole('link', { name: 'Schedule Demo' });
  expect(await demos.count()).toBeGreaterThanOrEqual(1);
  for (const link of await demos.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('href', /utm_campaign=demo_booking/);
    await expect(link).toHaveAttribute('href', content);
  }
}

test.describe('product page', () => {
  test('renders the video, six feature cards, the workflow, integrations and cross-links', async ({
    page,
  }) => {
    const response = await page.goto('/product');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    // Issue #20 item 18: the demo video is a click-to-play poster (our image, the video's title
    // and a real play button); the host's player loads only when the visitor asks for it.
    const video = page.locator('[data-slot="product-demo-video"]');
    await expect(page.locator('iframe')).toHaveCount(0);
    const poster = video.locator('[data-video-poster]');
    const posterImg = poster.locator('img');
    await expect(posterImg).toBeVisible();
    await expect(posterImg).toHaveAttribute('src', '/defaults/video-poster.webp');
    // Decorative: the play button names the video.
    await expect(posterImg).toHaveAttribute('alt', '');
    await expect
      .poll(() => posterImg.evaluate((el: HTMLImageElement) => el.naturalWidth))
      .toBeGreaterThan(0);
    await expect(poster.locator('img')).toHaveAttribute(
      'srcset',
      '/defaults/video-poster.w480.webp 480w, /defaults/video-poster.w960.webp 960w, /defaults/video-poster.webp 1280w',
    );
    await expect(poster.getByText('See Lizit in action', { exact: true })).toBeVisible();
    const play = video.getByRole('button', { name: 'Play video: See Lizit in action' });
    await expect(play).toBeVisible();
    // The poster fills the 16:9 box and the button covers it (a large target).
    const box = (await video.boundingBox())!;
    const playBox = (await play.boundingBox())!;
    expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
    expect(playBox.width).toBeGreaterThan(box.width - 2);
    // Nothing from the video host before the click.
    const hostRequests: string[] = [];
    page.on('request', (r) => {
      if (/youtube|ytimg|vimeo/.test(r.url())) hostRequests.push(r.url());
    });
    await page.waitForTimeout(300);
    expect(hostRequests).toEqual([]);
    await play.focus();
    await page.keyboard.press('Enter');
    const frame = video.locator('iframe');
    await expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    );
    await expect(frame).toHaveAttribute('title', 'See Lizit in action');
    await expect(frame).toBeFocused();
    await expect(play).toHaveCount(0);
    await expect(poster).toHaveCount(0);

    const cards = page.getByTestId('feature-cards').locator('article');
    await expect(cards).toHaveCount(6);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
      'Smart Inventory',
      'Digital Contracts',
      'Streamline Transactions',
      'Customer Hub',
      'Maintenance Tracking',
      'Service Module',
    ]);
    for (let i = 0; i < 6; i++) await expect(cards.nth(i).getByRole('listitem')).toHaveCount(3);

    const steps = page.getByTestId('workflow').getByRole('listitem');
    await expect(steps).toHaveCount(5);
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      'Create quote',
      'Send and sign',
      'Collect payment',
      'Manage inventory',
      'Log service and maintenance',
    ]);

    const integrations = page.getByTestId('integrations').getByRole('listitem');
    await expect(integrations).toHaveCount(3);
    for (const key of ['accounting', 'esignature', 'payments']) {
      await expectImageLoaded(
        page,
        `[data-testid="integrations"] [data-slot="product-integration-${key}"] img`,
        `/defaults/integration-${key}.svg`,
      );
    }

    await expectDemoLinks(page, /utm_content=product_/);

    const cross = page.getByTestId('cross-links').getByRole('link');
    await expect(cross).toHaveCount(3);

    const types = (await jsonLdBlocks(page)).map((b) => b['@type']);
    expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'SoftwareApplication']));
    expect(await breadcrumbNames(page)).toEqual(['Home', 'Product']);
  });
});

test.describe('why page', () => {
  test('is reached from the header through the configured why path', async ({ page }) => {
    await page.goto('/product');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Why Lizit' })
      .click();
    await expect(page).toHaveURL(/\/why-lizit$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });

  test('renders benefits, rated quotes, the comparison table and the association logos', async ({
    page,
  }) => {
    const response = await page.goto('/why-lizit');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    await expect(page.getByTestId('benefits').getByRole('listitem')).toHaveCount(6);

    const quotes = page.getByTestId('quotes');
    await expect(quotes.getByRole('listitem')).toHaveCount(3);
    await expect(quotes.locator('blockquote')).toHaveCount(3);
    for (const rating of ['4.8', '4.7', '5'])
      await expect(quotes).toContainText(`Rated ${rating} out of 5`);

    // 4.7 -> four full stars and one star filled 70 %.
    const rated47 = quotes.locator('[data-rating="4.7"]');
    await expect(rated47).toHaveCount(1);
    await expect(rated47.locator('[data-star]')).toHaveCount(5);
    await expect(rated47.locator('[data-star="full"]')).toHaveCount(4);
    await expect(rated47.locator('[data-star="partial"]')).toHaveCount(1);
    await expect(rated47.locator('[data-star="partial"]')).toHaveAttribute('data-fill', '70');
    await expect(rated47.locator('[data-star="empty"]')).toHaveCount(0);
    await expect(rated47).toContainText('Rated 4.7 out of 5');
    // The icons are decorative; the text carries the rating.
    await expect(rated47.locator('svg:not([aria-hidden="true"])')).toHaveCount(0);
    await expect(quotes.locator('[data-rating="5"] [data-star="full"]')).toHaveCount(5);

    // The last star is drawn filled to the rating's exact fraction (issue #20 item 19): 4.8 is
    // not rounded up to five full stars, 4.7 not down to four and a half.
    for (const [rating, fill] of [
      ['4.8', 0.8],
      ['4.7', 0.7],
    ] as const) {
      const last = quotes.locator(`[data-rating="${rating}"] [data-star]`).last();
      await expect(last).toHaveAttribute('data-star', 'partial');
      await expect(last).toHaveAttribute('data-fill', String(fill * 100));
      // The painted share: where the clip ends across the star glyph's own drawn width.
      const share = await last.evaluate((star) => {
        const glyph = star.querySelector('svg path')!.getBoundingClientRect();
        const clip = star.querySelector('[data-star-clip]')!.getBoundingClientRect();
        return (clip.right - glyph.left) / glyph.width;
      });
      expect(share).toBeGreaterThan(fill - 0.03);
      expect(share).toBeLessThan(fill + 0.03);
    }

    const table = page.getByRole('table', { name: 'Lizit vs legacy rental software' });
    await expect(table).toBeVisible();
    await expect(table).toHaveAttribute('data-testid', 'comparison');
    await expect(table.locator('thead th[scope="col"]')).toHaveCount(3);
    await expect(table.locator('tbody tr')).toHaveCount(6);
    await expect(table.locator('tbody th[scope="row"]')).toHaveCount(6);
    const values = await table.locator('tbody td').allTextContents();
    expect(values).toHaveLength(12);
    for (const v of values) expect(['Yes', 'No', 'Limited']).toContain(v.trim());

    const main = page.getByRole('main');
    for (const [name, slot] of [
      ['Canadian Rental Association', 'why-cra-logo'],
      ['American Rental Association', 'why-ara-logo'],
    ] as const) {
      const link = main.getByRole('link', { name: new RegExp(name) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link.locator(`[data-slot="${slot}"] img`)).toBeVisible();
    }
    await expectImageLoaded(page, '[data-slot="why-cra-logo"] img', '/defaults/cra-logo-navy.svg');
    await expectImageLoaded(page, '[data-slot="why-ara-logo"] img', '/defaults/ara-logo-navy.svg');

    const blocks = await jsonLdBlocks(page);
    expect(blocks.map((b) => b['@type'])).toEqual(
      expect.arrayContaining(['BreadcrumbList', 'FAQPage']),
    );
    expect(await breadcrumbNames(page)).toEqual(['Home', 'Why Lizit']);
    const faqData = blocks.find((b) => b['@type'] === 'FAQPage') as unknown as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(faqData.mainEntity).toHaveLength(9);
    for (const q of faqData.mainEntity) expect(q.acceptedAnswer.text).not.toMatch(/[<>]/);
  });

  test('the FAQ opens one answer at a time and collapses again', async ({ page }) => {
    await page.goto('/why-lizit');
    const faq = page.getByTestId('faq');
    const questions = faq.locator('summary');
    await expect(questions).toHaveCount(9);
    const items = faq.locator('details');
    const openItems = faq.locator('details[open]');
    await expect(openItems).toHaveCount(0);
    await expect(items.nth(0).locator('.prose-content')).toBeHidden();

    const first = questions.nth(0);
    const second = questions.nth(1);
    await first.scrollIntoViewIfNeeded();
    await first.click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await expect(items.nth(0).locator('.prose-content')).toBeVisible();
    await expect(openItems).toHaveCount(1);

    // From the keyboard: the second question opens and the first closes.
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(1)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open');
    await expect(openItems).toHaveCount(1);

    await second.click();
    await expect(openItems).toHaveCount(0);
  });

  test('the FAQ answers state go-live, data export and security', async ({ page }) => {
    await page.goto('/why-lizit');
    const faq = page.getByTestId('faq');
    await faq.locator('summary', { hasText: /go live/i }).click();
    const answer = faq.locator('details[open]');
    await expect(answer).toBeVisible();
    await expect(answer).toContainText('3-4 weeks');
    // Closed answers stay in the page (hidden) for crawlers.
    await expect(faq).toContainText(/data export/i);
    await expect(faq).toContainText(/enterprise-grade security/i);
    await expect(faq).toContainText(/backed up regularly/i);
    await expect(faq).toContainText(/vulnerability tests/i);
    // Sanitised formatted HTML: lists, emphasis and a same-site link survive; nothing executable does.
    await expect(answer.locator('.prose-content ul li')).toHaveCount(3);
    await expect(faq.locator('.prose-content a[href="/contact"]')).toHaveCount(1);
    await expect(faq.locator('.prose-content script, .prose-content [onclick]')).toHaveCount(0);
  });
});

test.describe('product demo video', () => {
  test('Space on the play button loads the player; a click does too', async ({ page }) => {
    await page.goto('/product');
    const video = page.locator('[data-slot="product-demo-video"]');
    await expect(video.locator('iframe')).toHaveCount(0);
    await video.getByRole('button', { name: /^Play video: / }).focus();
    await page.keyboard.press('Space');
    await expect(video.locator('iframe')).toHaveAttribute(
      'src',
      /\/embed\/aqz-KE-bpKQ\?autoplay=1$/,
    );

    await page.reload();
    await expect(video.locator('iframe')).toHaveCount(0);
    await video.getByRole('button', { name: /^Play video: / }).click();
    await expect(video.locator('iframe')).toHaveAttribute(
      'src',
      /\/embed\/aqz-KE-bpKQ\?autoplay=1$/,
    );
  });
});

test.describe('solutions page', () => {
  test('renders three industry blocks with five features, their shipped images and three reasons', async ({
    page,
  }) => {
    const response = await page.goto('/solutions');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    const blocks = page.getByTestId('industry-blocks').locator('article');
    await expect(blocks).toHaveCount(3);
    await expect(blocks.getByRole('heading', { level: 3 })).toHaveText([
      'Heavy Equipment Rentals',
      'Light Equipment & Tools',
      'Party & Event Rentals',
    ]);
    for (let i = 0; i < 3; i++) await expect(blocks.nth(i).getByRole('listitem')).toHaveCount(5);

    // Issue #20 item 17: each slot starts with its shipped illustration (placed as its media by
    // migration 0010); the placeholder is only for a slot an admin has cleared (media-slots.spec).
    for (const [i, slot] of [
      'solutions-heavy-equipment',
      'solutions-light-tools',
      'solutions-party-events',
    ].entries()) {
      const box = blocks.nth(i).locator(`[data-slot="${slot}"]`);
      await box.scrollIntoViewIfNeeded();
      await expect(box).toHaveAttribute('data-slot-state', 'image');
      await expectImageLoaded(page, `[data-slot="${slot}"] img`, `/defaults/${slot}.webp`);
      await expect(box.locator('img')).toHaveAttribute(
        'srcset',
        `/defaults/${slot}.w480.webp 480w, /defaults/${slot}.webp 800w`,
      );
    }
    await expect(page.getByTestId('industry-blocks').locator('img')).toHaveCount(3);
    await expect(page.getByText('Image preview appears here once uploaded')).toHaveCount(0);

    const reasons = page.getByTestId('reasons').getByRole('listitem');
    await expect(reasons).toHaveCount(3);
    await expect(reasons.getByRole('heading', { level: 3 })).toHaveText([
      'Fully cloud-based',
      'Built with real operators',
      'Fast setup',
    ]);

    await expectDemoLinks(page, /utm_content=solutions_/);
    expect(await breadcrumbNames(page)).toEqual(['Home', 'Solutions']);
  });
});
