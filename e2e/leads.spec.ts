import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { maskEmail } from '../src/lib/lead-mask';
import { E2E_NOTIFY_EMAIL, waitForMail } from './fixtures/mail';
import { expect, test, unique } from './fixtures/test';

for (const size of [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`lead forms at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    test('a demo request reaches the team as an e-mail with the submitted fields', async ({
      page,
    }) => {
      const id = unique();
      await page.goto('/about');
      await page.getByRole('button', { name: 'Schedule a Demo' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('First name').fill('Jordan');
      await dialog.getByLabel('Last name').fill(`Reyes${id}`);
      await dialog.getByLabel('Business email').fill(`jordan.${id}@yard.example`);
      await dialog.getByLabel('Company').fill(`Reyes Rentals ${id}`);
      await dialog.getByLabel('Phone (optional)').fill('+1 555 010 2000');
      await dialog.getByRole('button', { name: 'Request My Demo' }).click();
      await expect(
        page.getByText(
          "Demo request submitted! We'll contact you within 2 hours during business hours to schedule your demo.",
        ),
      ).toBeVisible();
      await expect(page.getByRole('dialog')).toBeHidden();

      const [mail] = await waitForMail(
        (m) => m.to === E2E_NOTIFY_EMAIL && m.body.includes(`Reyes${id}`),
      );
      expect(mail!.headers.subject).toContain(`Jordan Reyes${id}`);
      for (const field of [
        `jordan.${id}@yard.example`,
        `Reyes Rentals ${id}`,
        '+1 555 010 2000',
        'Demo request from website',
      ]) {
        expect(mail!.body).toContain(field);
      }
    });

    test('a contact message reaches the team, and errors show their exact texts', async ({
      page,
    }) => {
      const id = unique();
      // Conversion events fire only after a successful submission.
      await page.addInitScript(() => {
        const w = window as unknown as { __events: unknown[][]; gtag: (...a: unknown[]) => void };
        w.__events = [];
        w.gtag = (...a: unknown[]) => w.__events.push(a);
      });
      const events = () =>
        page.evaluate(() => (window as unknown as { __events: unknown[][] }).__events);
      await page.goto('/contact');
      const form = page.locator('form[aria-labelledby="contact-form-title"]');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(form.getByText('Full name is required')).toBeVisible();
      await expect(form.getByText('Email is required')).toBeVisible();
      await expect(form.getByText('Message is required')).toBeVisible();
      await form.getByLabel('Full name').fill(`Sam Carter ${id}`);
      await form.getByLabel('Email').fill('not-an-email');
      await form.getByLabel('Message').fill(`We rent 40 scissor lifts across two yards. Ref ${id}`);
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(form.getByText('Please enter a valid email address')).toBeVisible();
      expect(await events()).toEqual([]);
      await form.getByLabel('Email').fill(`sam.${id}@lifts.example`);
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(
        page.getByText(
          "Message sent successfully! We'll get back to you within 2 hours during business hours.",
        ),
      ).toBeVisible();

      expect(await events()).toEqual([['event', 'generate_lead', { form: 'contact' }]]);

      const [mail] = await waitForMail(
        (m) => m.to === E2E_NOTIFY_EMAIL && m.body.includes(`Ref ${id}`),
      );
      expect(mail!.body).toContain(`sam.${id}@lifts.example`);
      expect(mail!.body).toContain(`Sam Carter ${id}`);
    });

    test('the demo form shows its validation messages and, when the server fails, keeps the input', async ({
      page,
    }) => {
      await page.goto('/about');
      await page.getByRole('button', { name: 'Schedule a Demo' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Request My Demo' }).click();
      for (const text of [
        'First name is required',
        'Last name is required',
        'Email is required',
        'Company is required',
      ]) {
        await expect(dialog.getByText(text)).toBeVisible();
      }
      await page.route('**/api/demo-requests', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ ok: false, error: 'boom' }),
        }),
      );
      await dialog.getByLabel('First name').fill('Pat');
      await dialog.getByLabel('Last name').fill('Lee');
      await dialog.getByLabel('Business email').fill('pat@lee.example');
      await dialog.getByLabel('Company').fill('Lee Lifts');
      await dialog.getByRole('button', { name: 'Request My Demo' }).click();
      await expect(
        page.getByText(
          'Failed to submit request: Please try again or contact us directly at hello@lizit.com.',
        ),
      ).toBeVisible();
      await expect(page.getByText('boom')).toHaveCount(0);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Company')).toHaveValue('Lee Lifts');

      // A brief outage (503): the server's retry-later text, and the input is still there.
      const retry = 'Our service is briefly unavailable. Please try again in a minute.';
      await page.unroute('**/api/demo-requests');
      await page.route('**/api/demo-requests', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          headers: { 'Retry-After': '30' },
          body: JSON.stringify({ ok: false, error: retry, status: 503 }),
        }),
      );
      await dialog.getByRole('button', { name: 'Request My Demo' }).click();
      await expect(page.getByText(retry)).toBeVisible();
      await expect(dialog.getByLabel('Company')).toHaveValue('Lee Lifts');
    });

    test('the contact form says "Failed to send message" when the server fails, keeping the input', async ({
      page,
    }) => {
      await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
      await page.goto('/contact');
      const form = page.locator('form[aria-labelledby="contact-form-title"]');
      await form.getByLabel('Full name').fill('Sam Carter');
      await form.getByLabel('Email').fill('sam@lifts.example');
      await form.getByLabel('Message').fill('Hello');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Failed to send message')).toBeVisible();
      await expect(
        page.getByText('Please try again or contact us directly at hello@lizit.com.'),
      ).toBeVisible();
      await expect(form.getByLabel('Message')).toHaveValue('Hello');
    });

    test('the newsletter form falls back to "Failed to subscribe. Please try again."', async ({
      page,
    }) => {
      await page.route('**/api/newsletter', (route) => route.abort('connectionrefused'));
      await page.goto('/resources');
      const form = page.getByRole('form', { name: 'Newsletter signup' });
      await form.getByLabel('Name').fill('Casey');
      await form.getByLabel('Email').fill('casey@events.example');
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(form.getByRole('alert')).toHaveText('Failed to subscribe. Please try again.');
      await expect(form.getByLabel('Email')).toHaveValue('casey@events.example');
    });

    test('a newsletter signup shows the Thank You panel and sends the welcome e-mail', async ({
      page,
    }) => {
      const email = `signup.${unique()}@events.example`;
      await page.goto('/resources');
      const form = page.getByRole('form', { name: 'Newsletter signup' });
      await form.getByLabel('Email').fill('bad@');
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(form.getByRole('alert')).toHaveText(
        'Name is required, Please enter a valid email address',
      );
      await form.getByLabel('Name').fill('Casey Planner');
      await form.getByLabel('Email').fill(email);
      await form.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.getByText('Successfully subscribed to newsletter!')).toBeVisible();
      await expect(page.getByText('Thank You!')).toBeVisible();
      const [welcome] = await waitForMail((m) => m.to === email);
      expect(welcome!.body).toContain('Casey Planner');
    });
  });
}

test.describe('newsletter', () => {
  test('the welcome mail carries List-Unsubscribe headers; its link asks first and only the click unsubscribes', async ({
    page,
    adminPage,
  }) => {
    const email = `reader.${unique()}@events.example`;
    await page.goto('/resources');
    const form = page.getByRole('form', { name: 'Newsletter signup' });
    await form.getByLabel('Name').fill('Robin Reader');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Thank You!')).toBeVisible();

    const [welcome] = await waitForMail((m) => m.to === email);
    expect(welcome!.headers['list-unsubscribe']).toMatch(
      /^<https?:\/\/[^>]+\/api\/unsubscribe\?token=[^>]+>$/,
    );
    expect(welcome!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    await waitForMail((m) => m.to === E2E_NOTIFY_EMAIL && m.body.includes(email));

    const link = /(https?:\/\/\S+\/unsubscribe\/[A-Za-z0-9._%-]+)/.exec(welcome!.body)?.[1];
    expect(link).toBeTruthy();
    const path = new URL(link!).pathname;
    const id = Number(decodeURIComponent(path.split('/').pop()!).split('.')[0]);
    const masked = maskEmail(email);

    // Opening the link with scripts running (as a mail scanner does) changes nothing.
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/unsubscribe')) calls.push(`${r.method()} ${r.url()}`);
    });
    const opened = await page.goto(path);
    // The page shows a personal (masked) address: never kept in a shared cache.
    expect(opened!.headers()['cache-control']).toMatch(/no-store/);
    expect(opened!.headers()['cache-control']).not.toMatch(/public/);
    await page.waitForLoadState('networkidle');
    await expect(
      page.getByRole('heading', { name: 'Unsubscribe from our newsletter?' }),
    ).toBeVisible();
    await expect(page.getByText(masked)).toBeVisible();
    expect(await page.content()).not.toContain(email);
    expect(calls).toEqual([]);
    expect(await subscriptionActive(adminPage, id)).toBe(true);

    // The click unsubscribes.
    await page.getByRole('button', { name: 'Confirm unsubscribe' }).click();
    await expect(page.getByRole('heading', { name: "You've been unsubscribed" })).toBeVisible();
    await expect(page.getByText(masked)).toBeVisible();
    expect(calls).toHaveLength(1);
    expect(await subscriptionActive(adminPage, id)).toBe(false);

    // Opening the link again shows "Already unsubscribed" at once, in the server's HTML.
    const html = await (await page.request.get(path)).text();
    expect(html).toContain('Already unsubscribed');
    expect(html).not.toContain('Confirm unsubscribe');
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Already unsubscribed' })).toBeVisible();
    await expect(page.getByText(masked)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('the one-click POST unsubscribes without cookies, idempotently', async ({
    playwright,
    request,
  }) => {
    const email = `oneclick.${unique()}@events.example`;
    const res = await request.post('/api/newsletter', { data: { name: 'One Click', email } });
    expect(res.status()).toBe(201);
    const [welcome] = await waitForMail((m) => m.to === email);
    const oneClick = /^<([^>]+)>$/.exec(welcome!.headers['list-unsubscribe']!)![1]!;
    const url = new URL(oneClick);
    // A mail client: no cookies, no Origin header, form-encoded body as RFC 8058 says.
    const client = await playwright.request.newContext({ baseURL: `${url.protocol}//${url.host}` });
    const first = await client.post(`${url.pathname}${url.search}`, {
      form: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(first.status()).toBe(200);
    expect(await first.json()).toEqual({ ok: true, data: { email, was_active: true } });
    const again = await client.post(`${url.pathname}${url.search}`, {
      form: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(await again.json()).toEqual({ ok: true, data: { email, was_active: false } });
    await client.dispose();
  });

  test('the 11th attempt in an hour from one client is refused with 429', async ({
    page,
    request,
  }) => {
    for (let i = 0; i < 10; i++) {
      const r = await request.post('/api/newsletter', {
        data: { name: 'Burst', email: `burst${i}.${unique()}@x.example` },
      });
      expect(r.status()).toBe(201);
    }
    const refused = await request.post('/api/newsletter', {
      data: { name: 'Burst', email: `burst.${unique()}@x.example` },
    });
    expect(refused.status()).toBe(429);
    // The same client in the browser sees the spec's texts.
    await page.goto('/resources');
    const form = page.getByRole('form', { name: 'Newsletter signup' });
    await form.getByLabel('Name').fill('Burst');
    await form.getByLabel('Email').fill(`burst.${unique()}@x.example`);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('alert')).toHaveText('Too many requests. Please try again later.');
    await expect(page.getByText('Rate limit exceeded. Please try again later.')).toBeVisible();
  });

  test('a malformed or unknown unsubscribe link shows the error state', async ({ page }) => {
    await page.goto('/unsubscribe/not-a-token');
    await expect(page.getByRole('heading', { name: 'Unsubscribe Failed' })).toBeVisible();
    await expect(
      page.getByText('We encountered an issue processing your unsubscribe request'),
    ).toBeVisible();
    await expect(page.getByText('Invalid unsubscribe link')).toBeVisible();
    await page.goto(`/unsubscribe/99999.${'A'.repeat(32)}`);
    await expect(page.getByText('Invalid unsubscribe link')).toBeVisible();
    await page.goto('/unsubscribe');
    await expect(page.getByText('Invalid unsubscribe link')).toBeVisible();
  });

  test('a network failure during unsubscribe shows "An unexpected error occurred"', async ({
    page,
    request,
  }) => {
    const email = `offline.${unique()}@events.example`;
    const res = await request.post('/api/newsletter', { data: { name: 'Off Line', email } });
    expect(res.status()).toBe(201);
    const [welcome] = await waitForMail((m) => m.to === email);
    const link = /(https?:\/\/\S+\/unsubscribe\/[A-Za-z0-9._%-]+)/.exec(welcome!.body)![1]!;
    await page.route('**/api/unsubscribe**', (route) => route.abort('connectionrefused'));
    await page.goto(new URL(link).pathname);
    await page.getByRole('button', { name: 'Confirm unsubscribe' }).click();
    await expect(page.getByRole('heading', { name: 'Unsubscribe Failed' })).toBeVisible();
    await expect(page.getByText('An unexpected error occurred')).toBeVisible();
  });
});

/**
 * Whether newsletter subscriber `id` is active, read from the admin's masked CSV export of the
 * newsletter list (the stored row, not what the unsubscribe page says).
 */
async function subscriptionActive(admin: Page, id: number): Promise<boolean> {
  const res = await admin.request.post('/api/admin/leads/export', {
    form: { table: 'newsletter_subscribers', mask: '1' },
  });
  expect(res.status()).toBe(200);
  const rows = Papa.parse<Record<string, string>>(await res.text(), { header: true }).data;
  const row = rows.find((r) => Number(r.id) === id);
  expect(row, `subscriber ${id} in the export`).toBeTruthy();
  return row!.is_active === 'true';
}
