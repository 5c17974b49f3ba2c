/**
 * The lead inbox end to end (issue #24 §1–§3): attribution from the first visit's UTM to the
 * inbox; status, owner and notes in the lead's history; a too-fast submission held in Spam until
 * "Not spam" sends its notification; Global Privacy Control keeps nothing in the browser.
 */
import type { Page } from '@playwright/test';
import { PORTS } from '../playwright.config';
import { expectNoSeriousViolations } from './fixtures/a11y';
import { callAction } from './fixtures/actions';
import { adminContext, toast } from './fixtures/admin';
import { E2E_NOTIFY_EMAIL, waitForMail } from './fixtures/mail';
import { apiContext, expect, signedInState, test, unique } from './fixtures/test';
import { E2E_ADMIN_EMAIL } from './fixtures/users';

async function requestDemo(page: Page, id: string, email: string) {
  await page.getByRole('button', { name: 'Schedule a Demo' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Morgan');
  await dialog.getByLabel('Last name').fill(`Lee${id}`);
  await dialog.getByLabel('Business email').fill(email);
  await dialog.getByLabel('Company').fill(`Lee Lifts ${id}`);
  await dialog.getByRole('button', { name: 'Request My Demo' }).click();
  await expect(page.getByText('Demo request submitted!', { exact: false })).toBeVisible();
}

test('a campaign visit is attributed in the inbox, and the lead is worked there', async ({
  page,
  adminPage,
}) => {
  const id = unique();
  const email = `morgan.${id}@lifts.example`;
  await page.goto('/?utm_source=newsletter&utm_campaign=spring');
  await page.goto('/product');
  await page.goto('/about');
  await requestDemo(page, id, email);

  await adminPage.goto(`/admin/leads?q=${encodeURIComponent(`Lee Lifts ${id}`)}`);
  const card = adminPage.getByTestId('customer-record');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('lead-source')).toHaveText('newsletter / (not set)');
  await expect(card).toContainText('campaign spring');
  await expect(card).toContainText('Unassigned');
  await expect(card.getByTestId('lead-status')).toHaveText('New');

  // The campaign filter finds it too.
  await adminPage.goto(`/admin/leads?campaign=spring&q=${id}`);
  await expect(adminPage.getByTestId('customer-record')).toHaveCount(1);

  await card.getByRole('button', { name: /^Open lead/ }).click();
  const dialog = adminPage.getByRole('dialog');
  const attribution = dialog.getByTestId('lead-attribution');
  await expect(attribution).toContainText('First touch');
  await expect(attribution).toContainText('Landing page:/');
  await expect(attribution).toContainText('utm_campaign:spring');
  await expect(dialog.getByTestId('lead-history')).toContainText('Submitted');
  await expectNoSeriousViolations(adminPage);
  await dialog.getByLabel('Status').selectOption('contacted');
  await expect(toast(adminPage, 'Status set to Contacted')).toBeVisible();
  await dialog.getByLabel('Owner').selectOption({ label: 'E2E Editor' });
  await expect(toast(adminPage, 'Lead assigned')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add note' })).toBeDisabled();
  await dialog.getByLabel('Add a note').fill(`Called ${id}: demo on Friday`);
  await dialog.getByRole('button', { name: 'Add note' }).click();
  await expect(toast(adminPage, 'Note added')).toBeVisible();
  const history = dialog.getByTestId('lead-history');
  await expect(history).toContainText('Submitted');
  await expect(history).toContainText('Demo request notification to');
  await expect(history).toContainText('Status: New → Contacted');
  await expect(history).toContainText('Assigned to E2E Editor');
  await expect(history).toContainText(`Called ${id}: demo on Friday`);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The status filter with its count, and the owner shown on the card.
  await adminPage.getByRole('button', { name: /^Contacted \(\d+\)$/ }).click();
  await expect(adminPage).toHaveURL(/status=contacted/);
  await expect(adminPage.getByTestId('customer-record')).toContainText('Owner: E2E Editor');
});

test('the inbox refuses bad input from the server side', async () => {
  const api = await apiContext(await signedInState(E2E_ADMIN_EMAIL));
  const bad = await callAction(api, 'setLeadStatusAction', { id: 1, status: 'archived' });
  expect(bad).toMatchObject({ ok: false, status: 422 });
  const empty = await callAction(api, 'addLeadNoteAction', { id: 1, body: '   ' });
  expect(empty).toMatchObject({ ok: false, status: 422, error: 'Note is required' });
  const gone = await callAction(api, 'setLeadStatusAction', { id: 2_000_000_000, status: 'won' });
  expect(gone).toMatchObject({ ok: false, status: 404 });
  const stranger = await callAction(api, 'assignLeadAction', { id: 1, owner: 'nobody' });
  expect(stranger).toMatchObject({ ok: false, status: 422 });
});

test('a too-fast submission waits in Spam, and "Not spam" sends its notification', async ({
  browser,
}) => {
  const id = unique();
  const email = `speedy.${id}@lifts.example`;
  const visitor = await browser.newPage({ baseURL: `http://127.0.0.1:${PORTS.noBanners}` });
  await visitor.goto('/about');
  await requestDemo(visitor, id, email);
  await visitor.close();

  const ctx = await adminContext(browser, PORTS.noBanners);
  const admin = await ctx.newPage();
  await admin.goto(`/admin/leads?q=${id}`);
  await expect(admin.getByText('No data available')).toBeVisible();
  await admin.getByRole('button', { name: /^Spam \(\d+\)$/ }).click();
  const card = admin.getByTestId('customer-record');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('sent too fast after the form appeared');
  await card.getByRole('button', { name: /^Open lead/ }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Not spam' }).click();
  await expect(toast(admin, 'Moved to New and notified')).toBeVisible();
  await expect(dialog.getByTestId('lead-history')).toContainText('Marked not spam');
  const [mail] = await waitForMail((m) => m.to === E2E_NOTIFY_EMAIL && m.body.includes(`Lee${id}`));
  expect(mail!.body).toContain(email);
  await ctx.close();
});

test("the campaign is kept when the visitor moves on before the page's own scripts have loaded", async ({
  page,
  adminPage,
}) => {
  const id = unique();
  // A slow phone: none of the page's JavaScript files arrive, and the visitor clicks on as soon
  // as the HTML is parsed.
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.goto('/?utm_source=linkedin&utm_campaign=fall-promo', {
    waitUntil: 'domcontentloaded',
  });
  await page.goto('/solutions', { waitUntil: 'domcontentloaded' });
  await page.unroute('**/_next/static/**/*.js');
  await page.goto('/about');
  await requestDemo(page, id, `quick.${id}@lifts.example`);

  await adminPage.goto(`/admin/leads?q=${id}`);
  const card = adminPage.getByTestId('customer-record');
  await expect(card.getByTestId('lead-source')).toHaveText('linkedin / (not set)');
  await expect(card).toContainText('campaign fall-promo');
});

test('with Global Privacy Control nothing is kept in the browser, and only the landing page and UTM are sent', async ({
  browser,
  adminPage,
}) => {
  const id = unique();
  const ctx = await browser.newContext();
  await ctx.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );
  const page = await ctx.newPage();
  await page.goto('/about?utm_source=partner&gclid=abc', { referer: 'https://ref.example/x' });
  await requestDemo(page, id, `private.${id}@lifts.example`);
  const stored = await page.evaluate(() => [localStorage.length, sessionStorage.length]);
  expect(stored).toEqual([0, 0]);
  await ctx.close();

  await adminPage.goto(`/admin/leads?q=${id}`);
  const card = adminPage.getByTestId('customer-record');
  await card.getByRole('button', { name: /^Open lead/ }).click();
  const attribution = adminPage.getByRole('dialog').getByTestId('lead-attribution');
  await expect(attribution).toContainText('Landing page:/about');
  await expect(attribution).toContainText('utm_source:partner');
  await expect(attribution).not.toContainText('Referrer');
  await expect(attribution).not.toContainText('Ad click');
});

test('the Sources view counts leads per source, campaign and landing page', async ({
  adminPage,
}) => {
  const id = unique();
  const visitor = await apiContext();
  const res = await visitor.post('/api/demo-requests', {
    data: {
      first_name: 'Sam',
      last_name: `Source${id}`,
      email: `sam.${id}@sources.example`,
      company: 'Source Rentals',
      attribution: {
        first: {
          landing_page: `/landing-${id}`,
          utm_source: `src-${id}`,
          utm_campaign: `camp-${id}`,
        },
      },
    },
  });
  expect(res.status()).toBe(201);

  await adminPage.goto('/admin/leads');
  await adminPage
    .getByRole('navigation', { name: 'Customer Data views' })
    .getByRole('link', { name: 'Sources' })
    .click();
  await expect(adminPage).toHaveURL(/view=sources/);
  const row = adminPage
    .getByTestId('sources-table')
    .getByRole('row', { name: new RegExp(`src-${id}`) });
  await expect(row).toContainText(`camp-${id}`);
  await expect(row).toContainText('1');
  await expect(adminPage.getByTestId('landing-table')).toContainText(`/landing-${id}`);
  await expect(adminPage.getByRole('figure', { name: 'Leads per source' })).toBeVisible();
  await expectNoSeriousViolations(adminPage);
  // A range without leads.
  await adminPage.goto('/admin/leads?view=sources&from=2001-01-01&to=2001-01-31');
  await expect(adminPage.getByText('No leads in this period.')).toBeVisible();
});

test('export and erase by e-mail leave nothing findable', async ({ adminPage }) => {
  const id = unique();
  const email = `erase.${id}@privacy.example`;
  const visitor = await apiContext();
  const res = await visitor.post('/api/contact', {
    data: {
      name: `Erin Erase ${id}`,
      email,
      company: `Erase Co ${id}`,
      message: `Please forget me ${id}`,
    },
  });
  expect(res.status()).toBe(201);

  await adminPage.goto('/admin/leads?view=privacy');
  const form = adminPage.getByRole('form', { name: 'Find by e-mail' });
  await form.getByLabel('E-mail address').fill(email.toUpperCase());
  await form.getByRole('button', { name: 'Find by e-mail' }).click();
  const findings = adminPage.getByTestId('privacy-findings');
  await expect(findings).toContainText(`Held about ${email}`);
  await expect(
    findings.getByRole('listitem').filter({ hasText: 'Contact messages' }),
  ).toContainText('1');
  await expectNoSeriousViolations(adminPage);

  const [file] = await Promise.all([
    adminPage.waitForEvent('download'),
    findings.getByRole('button', { name: 'Export JSON' }).click(),
  ]);
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  const exported = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  expect(exported.general_inquiries[0].message).toBe(`Please forget me ${id}`);

  await findings.getByRole('button', { name: 'Erase everything' }).click();
  await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(adminPage.getByRole('status').filter({ hasText: 'Erased 1 leads' })).toBeVisible();

  await form.getByRole('button', { name: 'Find by e-mail' }).click();
  await expect(findings).toContainText(`Nothing is held about ${email}.`);
  await adminPage.goto(`/admin/leads?q=${id}`);
  await expect(adminPage.getByText('No data available')).toBeVisible();
  // Bad input is refused on the server with the field's message.
  const api = await apiContext(await signedInState(E2E_ADMIN_EMAIL));
  const bad = await callAction(api, 'findByEmailAction', { email: 'not an address' });
  expect(bad).toMatchObject({ ok: false, status: 422, error: 'Enter an e-mail address' });

  // The retention's dry run counts before anything can be saved; nothing is deleted by it.
  await adminPage.goto('/admin/leads?view=privacy');
  const retention = adminPage.getByRole('region', { name: 'Retention' });
  await expect(retention.getByRole('button', { name: 'Save retention' })).toBeDisabled();
  await retention.getByLabel('Keep leads for (months)').fill('120');
  await retention.getByRole('button', { name: 'Count leads it would delete' }).click();
  await expect(retention.getByRole('status')).toHaveText('No lead is older than 120 months now.');
  await expect(retention.getByRole('button', { name: 'Save retention' })).toBeEnabled();
  const outOfRange = await api.get('/api/admin/leads/retention-preview?months=0');
  expect(outOfRange.status()).toBe(400);
  expect(await outOfRange.json()).toMatchObject({ ok: false, status: 400 });
});
