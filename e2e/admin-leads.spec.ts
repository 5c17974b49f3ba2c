/** Customer Data tab end to end (issue #9): masked by default, unmasking audited, CSV export. */
import { toast } from './fixtures/admin';
import { expect, test, unique } from './fixtures/test';

test('customer data: masked by default (nothing raw in the page), full view on request and logged', async ({
  page,
  adminPage,
}) => {
  // Two CSV downloads and the access log on top of the masked and unmasked views.
  test.setTimeout(90_000);
  const email = `jordan.${unique()}@hauling.example`;
  const message = `We rent 120 excavators across three yards ${unique()} and need a better booking system.`;
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  await form.getByLabel('Full name').fill('Jordan Reyes');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('+1 555 010 4477');
  await form.getByLabel('Message').fill(message);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!', { exact: false })).toBeVisible();

  await adminPage.goto('/admin/leads');
  await expect(adminPage.getByText('Data Masked for Privacy')).toBeVisible();
  // The whole masked page — HTML and the serialized page data — carries none of the raw values.
  const html = await adminPage.content();
  for (const raw of [email, '555 010 4477', message]) expect(html).not.toContain(raw);

  await adminPage.getByRole('tab', { name: /^Inquiries \(\d+\)$/ }).click();
  const card = adminPage.getByTestId('customer-record').filter({ hasText: 'J***** R****' });
  await expect(card.first()).toContainText('Masked');
  await expect(card.first()).toContainText('Truncated');

  await adminPage.getByRole('radio', { name: 'Showing full data' }).check();
  await expect(
    toast(adminPage, 'Full data access enabled - this action is logged for security audit'),
  ).toBeVisible();
  await expect(
    adminPage.getByText(
      'Full data access enabled. All access is logged for security audit purposes.',
    ),
  ).toBeVisible();
  await expect(adminPage.getByText('Full Data Visible')).toBeVisible();
  const full = adminPage.getByTestId('customer-record').filter({ hasText: email });
  await expect(full).toContainText(message);
  await expect(full).toContainText('+1 555 010 4477');

  // The unmasked read is in the access log at once, newest first, without a reload (issue #20
  // item 10), and the full view stays on.
  await expect(adminPage.getByTestId('access-log').locator('li').first()).toContainText(
    'e2e.admin@lizit.com',
  );
  await expect(adminPage.getByTestId('access-log').locator('li').first()).toContainText(
    'leads records',
  );
  await expect(full).toContainText(message);

  // Turning masking back on.
  await adminPage.getByRole('radio', { name: 'Showing full data' }).check();
  await adminPage.getByRole('radio', { name: 'Masked' }).check();
  await expect(toast(adminPage, 'Data masking enabled for privacy protection')).toBeVisible();
  await expect(adminPage.getByText('Data Masked for Privacy')).toBeVisible();

  // CSV exports under the same switch, downloaded from the tab's button (a form POST, issue #18
  // item 6): masked has no raw e-mail, full has it, and the full export is logged.
  const download = async () => {
    const [file] = await Promise.all([
      adminPage.waitForEvent('download'),
      adminPage.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { name: file.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
  };
  await adminPage.getByRole('tab', { name: /^Inquiries/ }).click();
  const masked = await download();
  // The export is the inbox's view (issue #24 §6): its type, with status, owner and attribution.
  expect(masked.name).toMatch(/^leads-contact-masked-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(masked.text).toMatch(
    /^id,type,status,owner,name,email,phone,company,message,created_at,source,medium,campaign,first_landing_page,/,
  );
  expect(masked.text).toContain('J***** R****');
  expect(masked.text).not.toContain(email);
  await adminPage.getByRole('radio', { name: 'Showing full data' }).check();
  await expect(adminPage.getByText('Full Data Visible')).toBeVisible();
  const unmasked = await download();
  expect(unmasked.name).toMatch(/^leads-contact-full-/);
  expect(unmasked.text).toContain(email);
  // The page stayed where it was, and the unmasked export is in the access log at once.
  await expect(adminPage).toHaveURL(/\/admin\/leads\?type=contact$/);
  await expect(adminPage.getByTestId('access-log').locator('li').first()).toContainText('exported');

  // A GET (a link or an image on another site) exports nothing.
  const get = await adminPage.request.get('/api/admin/leads/export?table=general_inquiries&mask=0');
  expect(get.status()).toBe(405);
  expect(await get.text()).not.toContain(email);
});

test('customer data export: a forged cross-site POST is refused and not logged', async ({
  adminPage,
}) => {
  await adminPage.goto('/admin/leads');
  const log = adminPage.getByRole('region', { name: 'Access Log' });
  const before = await log.innerText();
  const forgeries: Record<string, string>[] = [
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { 'sec-fetch-site': 'cross-site' },
  ];
  for (const headers of forgeries) {
    const res = await adminPage.request.post('/api/admin/leads/export', {
      headers,
      form: { table: 'general_inquiries', mask: '0' },
    });
    expect(res.status(), JSON.stringify(headers)).toBe(403);
  }
  await adminPage.reload();
  expect(await log.innerText()).toBe(before);
});
