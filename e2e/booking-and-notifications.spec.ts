/**
 * Every demo booking reaches the inbox with its source, and someone is told about every lead:
 * - a visitor from a LinkedIn campaign clicks "Schedule Demo" on another page; the booking page
 *   opens with the visitor's own first and last touch and the page they were on (not fixed
 *   values); the provider's signed webhook then creates the lead, shown Booked with its time and
 *   campaign; a delivery with a bad signature is refused (401) and stores nothing;
 * - an admin chooses who is notified of contact messages and turns the visitor's confirmation
 *   on; the next message reaches exactly them and the visitor.
 * The notification part runs on the server whose forms keep a minimum fill time (the others keep
 * ADMIN_NOTIFY_EMAILS as their recipients).
 */
import crypto from 'node:crypto';
import { PORTS } from '../playwright.config';
import { adminContext, toast } from './fixtures/admin';
import { waitForMail } from './fixtures/mail';
import { apiContext, expect, test, unique } from './fixtures/test';

const SECRET = `e2e-cal-secret-${crypto.randomBytes(8).toString('hex')}`;

test('a booking link carries the visitor’s own attribution, and the booking lands in the inbox as Booked', async ({
  adminPage,
  browser,
}) => {
  const id = unique();
  // The admin turns the Cal.com webhook on.
  await adminPage.goto('/admin/integrations');
  const card = adminPage.getByTestId('booking-calcom');
  await card.getByLabel('Signing secret (empty: off)').fill(SECRET);
  await adminPage.getByRole('button', { name: 'Save booking webhooks' }).click();
  await expect(toast(adminPage, 'Booking webhooks saved')).toBeVisible();
  await expect(card).toContainText('/api/integrations/booking/calcom');

  // A visitor from a campaign, who reads another page and clicks "Schedule Demo" there.
  const ctx = await browser.newContext();
  // The booking page is outside: answered here, so only its address matters.
  await ctx.route(/^https:\/\/cal\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Booking</title>' }),
  );
  const visitor = await ctx.newPage();
  await visitor.goto(`/?utm_source=linkedin&utm_medium=paid&utm_campaign=fall-${id}`);
  await visitor.goto('/product');
  const [booking] = await Promise.all([
    ctx.waitForEvent('page'),
    visitor.getByRole('link', { name: 'Schedule Demo' }).first().click(),
  ]);
  const q = new URL(booking.url()).searchParams;
  expect(q.get('utm_source')).toBe('linkedin');
  expect(q.get('utm_medium')).toBe('paid');
  expect(q.get('utm_campaign')).toBe(`fall-${id}`);
  expect(q.get('utm_term')).toBe(`linkedin|paid|fall-${id}`);
  expect(q.get('utm_content')).toMatch(/^product_[a-z]+\|\/product$/);
  await ctx.close();

  // The provider tells the site, carrying what the link carried.
  const body = JSON.stringify({
    triggerEvent: 'BOOKING_CREATED',
    payload: {
      uid: `e2e-${id}`,
      startTime: '2030-03-04T15:00:00.000Z',
      attendees: [{ name: 'Bea Booker', email: `bea.${id}@yard.example` }],
      responses: { company: { value: `Bea Yard ${id}` } },
      tracking: Object.fromEntries(q.entries()),
    },
  });
  const api = await apiContext();
  const sign = (secret: string) => crypto.createHmac('sha256', secret).update(body).digest('hex');
  const forged = await api.post('/api/integrations/booking/calcom', {
    headers: { 'content-type': 'application/json', 'x-cal-signature-256': sign('not-the-secret') },
    data: body,
  });
  expect(forged.status()).toBe(401);
  const res = await api.post('/api/integrations/booking/calcom', {
    headers: { 'content-type': 'application/json', 'x-cal-signature-256': sign(SECRET) },
    data: body,
  });
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ ok: true, result: 'created' });

  await adminPage.goto(`/admin/leads?q=${encodeURIComponent(`Bea Yard ${id}`)}`);
  const lead = adminPage.getByTestId('customer-record');
  await expect(lead).toHaveCount(1);
  await expect(lead.getByTestId('lead-booked')).toHaveText('Booked');
  await expect(lead.getByTestId('lead-booking')).toContainText('2030');
  await expect(lead.getByTestId('lead-source')).toHaveText('linkedin / paid');
  await expect(lead).toContainText(`campaign fall-${id}`);
  await api.dispose();
});

test('an admin chooses who is notified of contact messages, and the visitor gets a confirmation', async ({
  browser,
}) => {
  const id = unique();
  const ctx = await adminContext(browser, PORTS.noBanners);
  const page = await ctx.newPage();
  await page.goto('/admin/leads?view=notifications');
  const contact = page.getByTestId('notify-general_inquiry');
  await expect(contact.getByTestId('notify-now')).toContainText('team@lizit.com');
  // A bad address is refused on the spot, with what to fix.
  await contact.getByLabel(/Other addresses/).fill('not an address');
  await page.getByRole('button', { name: 'Save notifications' }).click();
  await expect(contact.getByText('Enter an e-mail address')).toBeVisible();
  await contact.getByLabel(/Other addresses/).fill(`sales.${id}@partner.example`);
  await page.getByLabel('Send it after a demo request or a contact message').check();
  await page.getByLabel('Subject').fill(`Thanks ${id}`);
  await page.getByRole('button', { name: 'Save notifications' }).click();
  await expect(toast(page, 'Notifications saved')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('notify-general_inquiry').getByTestId('notify-now')).toContainText(
    `sales.${id}@partner.example`,
  );

  const visitor = await apiContext(undefined, PORTS.noBanners);
  const res = await visitor.post('/api/contact', {
    data: {
      name: `Nia ${id}`,
      email: `nia.${id}@yard.example`,
      message: 'Do you handle party rentals?',
      fill_ms: 10_000,
    },
  });
  expect(res.status()).toBe(201);
  await waitForMail((m) => m.to === `sales.${id}@partner.example` && m.body.includes(`Nia ${id}`));
  const [confirmation] = await waitForMail((m) => m.to === `nia.${id}@yard.example`);
  expect(confirmation!.headers.subject).toBe(`Thanks ${id}`);
  expect(confirmation!.body).toContain(`Hi Nia ${id},`);

  // Put back as the other specs of this server expect it: nobody chosen.
  await contact.getByLabel(/Other addresses/).fill('');
  await page.getByLabel('Send it after a demo request or a contact message').uncheck();
  await page.getByRole('button', { name: 'Save notifications' }).click();
  await expect(toast(page, 'Notifications saved')).toBeVisible();
  await visitor.dispose();
  await ctx.close();
});
