import type { Page } from '@playwright/test';
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
  ROLE,
  single,
  text,
} from './fixtures/html';
import { expect, test } from './fixtures/test';

const ROUTES = ['/testimonials', '/about', '/contact', '/demo', '/privacy-policy'];

function canonicalPath(document: Document): string {
  return new URL(one(document, 'link[rel="canonical"]').getAttribute('href')!).pathname;
}

test.describe('about, contact, testimonials and privacy routes', () => {
  for (const route of ROUTES) {
    test(`${route} renders with one h1 and breadcrumb data`, async ({ request }) => {
      const { status, document } = await loadHtml(request, route);
      expect(status).toBe(200);
      expect(all(document, 'h1')).toHaveLength(1);
      expect(normalize(document.title)).toMatch(/\| Lizit Rental Management Software$/);
      const types = jsonLdBlocks(document).map((b) => b['@type']);
      expect(types).toContain('BreadcrumbList');
    });
  }
});

test.describe('testimonials page', () => {
  test('shows eight rated cards with partial stars and four statistic tiles', async ({
    request,
  }) => {
    const { document } = await loadHtml(request, '/testimonials');
    const testimonials = one(document, '[data-testid="testimonials"]');
    const cards = getAllByRole(testimonials, ROLE.listitem);
    expect(cards).toHaveLength(8);
    for (const card of cards) {
      expect(text(one(card, 'blockquote'))).not.toBe('');
      expect(all(card, '[data-star]')).toHaveLength(5);
      expect(text(card)).toMatch(/Rated (5|4\.\d) out of 5/);
    }
    const ratings = cards.map((el) => Number(el.getAttribute('data-rating')));
    for (const r of ratings) {
      expect(r).toBeGreaterThanOrEqual(4.6);
      expect(r).toBeLessThanOrEqual(5);
    }
    // 4.7 and 4.6 are drawn with four full stars and one filled 70 or 60 %; 5 with five full stars.
    const partialCard = all(testimonials, 'li[data-rating="4.7"], li[data-rating="4.6"]')[0]!;
    expect(all(partialCard, '[data-star="full"]')).toHaveLength(4);
    const rating = Number(partialCard.getAttribute('data-rating'));
    expect(one(partialCard, '[data-star="partial"]').getAttribute('data-fill')).toBe(
      String(Math.round((rating - 4) * 100)),
    );
    const fullCard = all(testimonials, 'li[data-rating="5"]')[0]!;
    expect(all(fullCard, '[data-star="full"]')).toHaveLength(5);

    const stats = all(document, '[data-testid="stats"] dd');
    expect(stats).toHaveLength(4);
    expect(text(stats[0])).toBe('40+');

    const blocks = jsonLdBlocks(document);
    const app = blocks.find((b) => b['@type'] === 'SoftwareApplication')!;
    expect(app.aggregateRating).toMatchObject({ ratingValue: 4.8 });
  });
});

test.describe('about page', () => {
  test('shows the team, values, timeline and association links', async ({ request }) => {
    const { document } = await loadHtml(request, '/about');
    const team = one(document, '[data-testid="team"]');
    const members = getAllByRole(team, ROLE.listitem);
    expect(members).toHaveLength(4);
    for (const [name, role] of [
      ['Daniel Mercer', 'Co-founder & CEO'],
      ['Priya Raman', 'Co-founder & CTO'],
      ['Marc Tremblay', 'Head of Customer Success'],
      ['Sofia Alvarez', 'Head of Product'],
    ] as const) {
      const member = single(
        members.filter((li) => getAllByRole(li, ROLE.h3, { name }).length > 0),
        name,
      );
      expect(text(member)).toContain(role);
    }
    for (let n = 1; n <= 4; n++) {
      const img = one(team, `[data-slot="about-team-${n}"] img`);
      expect(img.getAttribute('alt')).toMatch(/.+/);
    }

    const values = one(document, '[data-testid="values"]');
    expect(getAllByRole(values, ROLE.listitem)).toHaveLength(3);
    expect(text(values)).toContain('Mission');
    expect(text(values)).toContain('Vision');
    expect(text(values)).toContain('Promise');

    const timeline = one(document, '[data-testid="timeline"]');
    expect(getAllByRole(timeline, ROLE.listitem)).toHaveLength(5);
    const times = all(timeline, 'li time');
    expect(times.map(text)).toEqual(['2021', '2022', '2023', '2024', '2025']);
    expect(times[0]?.getAttribute('datetime')).toBe('2021');

    const associations = getAllByRole(one(document, '[data-testid="associations"]'), ROLE.link);
    expect(associations).toHaveLength(2);
    for (const [i, href] of ['https://www.crarental.org', 'https://www.ararental.org'].entries()) {
      const link = associations[i]!;
      expect(link.getAttribute('href')).toMatch(new RegExp(`^${href.replace(/\./g, '\\.')}`));
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toMatch(/noopener/);
    }
    expect(
      all(document, '[data-testid="associations"] [data-slot="about-cra-logo"] img'),
    ).toHaveLength(1);
    expect(
      all(document, '[data-testid="associations"] [data-slot="about-ara-logo"] img'),
    ).toHaveLength(1);
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
  test('/contact and /demo render the same page with /contact as canonical', async ({
    request,
  }) => {
    const headings = (document: Document) =>
      all(document, 'main h1, main h2, main h3').map((h) => h.textContent ?? '');
    const contact = (await loadHtml(request, '/contact')).document;
    expect(canonicalPath(contact)).toBe('/contact');
    const { document } = await loadHtml(request, '/demo');
    expect(canonicalPath(document)).toBe('/contact');
    expect(headings(document)).toEqual(headings(contact));
    for (const name of ['Send Us a Message', 'Schedule a Demo'])
      expect(isRendered(getByRole(document, ROLE.h2, { name }))).toBe(true);
  });

  test('shows the demo card with its booking link, contact details and six FAQ items', async ({
    request,
  }) => {
    const { document } = await loadHtml(request, '/contact');
    const points = one(document, '[data-testid="contact-demo-points"]');
    expect(getAllByRole(points, ROLE.listitem).map(text)).toEqual([
      '30-minute live demo',
      'Industry-specific use cases',
      'Q&A with rental experts',
      'Custom implementation roadmap',
    ]);
    const booking = getByRole(document, ROLE.link, { name: /Book Your Demo/ });
    expect(booking.getAttribute('target')).toBe('_blank');
    expect(booking.getAttribute('rel')).toMatch(/noopener/);
    expect(booking.getAttribute('href')).toMatch(/utm_content=contact_card/);
    const main = one(document, 'main');
    expect(getByRole(main, ROLE.link, { name: 'hello@lizit.com' }).getAttribute('href')).toBe(
      'mailto:hello@lizit.com',
    );
    expect(all(document, 'main a[href^="tel:"]')).toHaveLength(1);

    const faq = one(document, '[data-testid="contact-faq"]');
    expect(getAllByRole(faq, ROLE.listitem)).toHaveLength(6);
    expect(text(faq)).toContain('2-4 weeks');
    expect(text(faq)).toMatch(/data migration is free/i);
    expect(text(faq)).toMatch(/demo/);
    expect(text(faq)).toMatch(/trial/);
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
    request,
  }) => {
    const { document } = await loadHtml(request, '/privacy-policy');
    const heading = getByRole(document, ROLE.h1, { name: 'Privacy Policy' });
    expect(isRendered(heading)).toBe(true);
    expect(text(single(getAllByText(document, /^Last updated/), 'Last updated'))).toContain(
      'June 9, 2025',
    );
    expect(text(one(document, 'time[datetime="2025-06-09"]'))).toBe('June 9, 2025');

    const tocLinks = getAllByRole(one(document, '[data-testid="privacy-toc"]'), ROLE.link);
    const hrefs = tocLinks.map((a) => a.getAttribute('href')!);
    expect(hrefs.length).toBeGreaterThanOrEqual(6);
    for (const href of hrefs) expect(all(document, href)).toHaveLength(1);

    const rights = getAllByRole(
      one(document, 'section[aria-labelledby="your-rights"] ul'),
      ROLE.listitem,
    );
    expect(rights).toHaveLength(6);
    for (const right of [
      'Access',
      'Correction',
      'Deletion',
      'Objection',
      'Restriction',
      'Portability',
    ]) {
      expect(
        rights.filter((li) => text(li).toLowerCase().includes(right.toLowerCase())),
      ).toHaveLength(1);
    }
    for (const topic of [
      'Demo requests',
      'Newsletter',
      'Contact messages',
      'Administrator accounts',
    ]) {
      expect(isRendered(getByRole(document, ROLE.h3, { name: topic }))).toBe(true);
    }
    expect(
      getAllByRole(one(document, 'main'), ROLE.link, { name: 'hello@lizit.com' })[0]?.getAttribute(
        'href',
      ),
    ).toBe('mailto:hello@lizit.com');
  });
});
