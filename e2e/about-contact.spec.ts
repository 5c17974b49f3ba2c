import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';

const ROUTES = ['/testimonials', '/about', '/contact', '/demo', '/privacy-policy'];

async function canonicalPath(page: Page): Promise<string> {
  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveCount(1);
  return new URL((await canonical.getAttribute('href'))!).pathname;
}

test.describe('about, contact, testimonials and privacy routes', () => {
  for (const route of ROUTES) {
    test(`${route} renders with one h1 and breadcrumb data`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page).toHaveTitle(/\| Lizit Rental Management Software$/);
      const types = (
        await page.locator('script[type="application/ld+json"]').allTextContents()
      ).map((b) => (JSON.parse(b) as { '@type': string })['@type']);
      expect(types).toContain('BreadcrumbList');
    });
  }
});

test.describe('testimonials page', () => {
  test('shows eight rated cards with partial stars and four statistic tiles', async ({ page }) => {
    await page.goto('/testimonials');
    const cards = page.getByTestId('testimonials').getByRole('listitem');
    await expect(cards).toHaveCount(8);
    for (let i = 0; i < 8; i++) {
      const card = cards.nth(i);
      await expect(card.locator('blockquote')).not.toBeEmpty();
      await expect(card.locator('[data-star]')).toHaveCount(5);
      await expect(card).toContainText(/Rated (5|4\.\d) out of 5/);
    }
    const ratings = await cards.evaluateAll((els) =>
      els.map((el) => Number(el.getAttribute('data-rating'))),
    );
    for (const r of ratings) {
      expect(r).toBeGreaterThanOrEqual(4.6);
      expect(r).toBeLessThanOrEqual(5);
    }
    // 4.7 and 4.6 are drawn with four full stars and one filled 70 or 60 %; 5 with five full stars.
    const partialCard = page
      .getByTestId('testimonials')
      .locator('li[data-rating="4.7"], li[data-rating="4.6"]')
      .first();
    await expect(partialCard.locator('[data-star="full"]')).toHaveCount(4);
    await expect(partialCard.locator('[data-star="partial"]')).toHaveCount(1);
    const rating = Number(await partialCard.getAttribute('data-rating'));
    await expect(partialCard.locator('[data-star="partial"]')).toHaveAttribute(
      'data-fill',
      String(Math.round((rating - 4) * 100)),
    );
    const fullCard = page.getByTestId('testimonials').locator('li[data-rating="5"]').first();
    await expect(fullCard.locator('[data-star="full"]')).toHaveCount(5);

    await expect(page.getByTestId('stats').locator('dd')).toHaveCount(4);
    await expect(page.getByTestId('stats').locator('dd').first()).toHaveText('40+');

    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (b) => JSON.parse(b),
    );
    const app = blocks.find((b) => b['@type'] === 'SoftwareApplication');
    expect(app.aggregateRating).toMatchObject({ ratingValue: 4.8 });
  });
});

test.describe('about page', () => {
  test('shows the team, values, timeline and association links', async ({ page }) => {
    await page.goto('/about');
    const team = page.getByTestId('team').getByRole('listitem');
    await expect(team).toHaveCount(4);
    for (const [name, role] of [
      ['Daniel Mercer', 'Co-founder & CEO'],
      ['Priya Raman', 'Co-founder & CTO'],
      ['Marc Tremblay', 'Head of Customer Success'],
      ['Sofia Alvarez', 'Head of Product'],
    ] as const) {
      const member = team.filter({ has: page.getByRole('heading', { level: 3, name }) });
      await expect(member).toHaveCount(1);
      await expect(member).toContainText(role);
    }
    for (let n = 1; n <= 4; n++) {
      const img = page.getByTestId('team').locator(`[data-slot="about-team-${n}"] img`);
      await expect(img).toHaveCount(1);
      await expect(img).toHaveAttribute('alt', /.+/);
    }

    await expect(page.getByTestId('values').getByRole('listitem')).toHaveCount(3);
    await expect(page.getByTestId('values')).toContainText('Mission');
    await expect(page.getByTestId('values')).toContainText('Vision');
    await expect(page.getByTestId('values')).toContainText('Promise');

    const timeline = page.getByTestId('timeline');
    await expect(timeline.getByRole('listitem')).toHaveCount(5);
    await expect(timeline.locator('li time')).toHaveText(['2021', '2022', '2023', '2024', '2025']);
    await expect(timeline.locator('li time').first()).toHaveAttribute('datetime', '2021');

    const associations = page.getByTestId('associations').getByRole('link');
    await expect(associations).toHaveCount(2);
    for (const [i, href] of ['https://www.crarental.org', 'https://www.ararental.org'].entries()) {
      const link = associations.nth(i);
      await expect(link).toHaveAttribute('href', new RegExp(`^${href.replace(/\./g, '\\.')}`));
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(
      page.getByTestId('associations').locator('[data-slot="about-cra-logo"] img'),
    ).toHaveCount(1);
    await expect(
      page.getByTestId('associations').locator('[data-slot="about-ara-logo"] img'),
    ).toHaveCount(1);
  });
});

test.describe('demo dialog', () => {
  async function openDialog(page: Page) {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Schedule a Demo' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test('opens from /about, describes a 15-minute demo and closes on Escape', async ({ page }) => {
    const dialog = await openDialog(page);
    await expect(dialog).toContainText('15-minute');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('validates the required fields and the e-mail address', async ({ page }) => {
    const dialog = await openDialog(page);
    await dialog.getByRole('button', { name: 'Request My Demo' }).click();
    await expect(dialog.getByText('First name is required')).toBeVisible();
    await expect(dialog.getByText('Last name is required')).toBeVisible();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    await expect(dialog.getByText('Company is required')).toBeVisible();
    await expect(dialog.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel('Business email').fill('not-an-email');
    await dialog.getByLabel('Business email').blur();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a valid request shows the success toast and closes the dialog', async ({ page }) => {
    const dialog = await openDialog(page);
    await dialog.getByLabel('First name').fill('Jordan');
    await dialog.getByLabel('Last name').fill('Baker');
    await dialog.getByLabel('Business email').fill('jordan.baker@example.com');
    await dialog.getByLabel('Company').fill('Baker Equipment Rentals');
    await dialog.getByLabel('Phone').fill('+1 555 010 2000');
    await dialog.getByRole('button', { name: 'Request My Demo' }).click();
    await expect(
      page.getByText(
        "Demo request submitted! We'll contact you within 2 hours during business hours to schedule your demo.",
      ),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();

    // Reopening shows an empty form.
    await page.getByRole('button', { name: 'Schedule a Demo' }).first().click();
    await expect(page.getByRole('dialog').getByLabel('First name')).toHaveValue('');
  });
});

test.describe('contact page', () => {
  test('/contact and /demo render the same page with /contact as canonical', async ({ page }) => {
    await page.goto('/contact');
    const contactHeadings = await page.locator('main h1, main h2, main h3').allTextContents();
    expect(await canonicalPath(page)).toBe('/contact');
    await page.goto('/demo');
    const demoHeadings = await page.locator('main h1, main h2, main h3').allTextContents();
    expect(await canonicalPath(page)).toBe('/contact');
    expect(demoHeadings).toEqual(contactHeadings);
    await expect(page.getByRole('heading', { level: 2, name: 'Send Us a Message' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Schedule a Demo' })).toBeVisible();
  });

  test('shows the demo card with its booking link, contact details and six FAQ items', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(page.getByTestId('contact-demo-points').getByRole('listitem')).toHaveText([
      '30-minute live demo',
      'Industry-specific use cases',
      'Q&A with rental experts',
      'Custom implementation roadmap',
    ]);
    const booking = page.getByRole('link', { name: /Book Your Demo/ });
    await expect(booking).toHaveAttribute('target', '_blank');
    await expect(booking).toHaveAttribute('rel', /noopener/);
    await expect(booking).toHaveAttribute('href', /utm_content=contact_card/);
    await expect(
      page.locator('main').getByRole('link', { name: 'hello@lizit.com' }),
    ).toHaveAttribute('href', 'mailto:hello@lizit.com');
    await expect(page.locator('main a[href^="tel:"]')).toHaveCount(1);

    const faq = page.getByTestId('contact-faq');
    await expect(faq.getByRole('listitem')).toHaveCount(6);
    await expect(faq).toContainText('2-4 weeks');
    await expect(faq).toContainText(/data migration is free/i);
    await expect(faq).toContainText(/demo/);
    await expect(faq).toContainText(/trial/);
  });

  test('the contact form validates required fields', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Full name is required')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Message is required')).toBeVisible();
    await form.getByLabel('Email').fill('nope@');
    await form.getByLabel('Email').blur();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  });

  test('a valid message shows the success toast and clears the form', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await form.getByLabel('Full name').fill('Casey Morgan');
    await form.getByLabel('Email').fill('casey.morgan@example.com');
    await form.getByLabel('Company').fill('Morgan Party Rentals');
    await form
      .getByLabel('Message')
      .fill('We run two locations with about 400 party rental items. Can we see a demo?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message sent successfully!', { exact: false })).toBeVisible();
    await expect(
      page.getByText("We'll get back to you within 2 hours during business hours.", {
        exact: false,
      }),
    ).toBeVisible();
    await expect(form.getByLabel('Full name')).toHaveValue('');
  });
});

test.describe('privacy policy', () => {
  test('shows the last-updated date, the table of contents and the six rights', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText(/^Last updated/)).toContainText('June 9, 2025');
    await expect(page.locator('time[datetime="2025-06-09"]')).toHaveText('June 9, 2025');

    const tocLinks = page.getByTestId('privacy-toc').getByRole('link');
    const hrefs = await tocLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThanOrEqual(6);
    for (const href of hrefs) await expect(page.locator(href)).toHaveCount(1);

    const rights = page.getByTestId('privacy-rights').getByRole('listitem');
    await expect(rights).toHaveCount(6);
    for (const right of [
      'Access',
      'Correction',
      'Deletion',
      'Objection',
      'Restriction',
      'Portability',
    ]) {
      await expect(rights.filter({ hasText: right })).toHaveCount(1);
    }
    for (const topic of [
      'Demo requests',
      'Newsletter',
      'Contact messages',
      'Administrator accounts',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: topic })).toBeVisible();
    }
    await expect(
      page.locator('main').getByRole('link', { name: 'hello@lizit.com' }).first(),
    ).toHaveAttribute('href', 'mailto:hello@lizit.com');
  });
});
