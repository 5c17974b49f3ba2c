/** Customer Data tab end to end (issue #9): masked by default, unmasking audited, CSV export. */
import { toast } from './fixtures/admin';
import { expect, test, unique } from './fixtures/test';

test('customer data: masked by default (nothing raw in the page), full view on request and logged', async ({
  page,
  adminPage,
}) => {
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

  await adminPage.goto('/admin?tab=customers');
  await expect(adminPage.getByText('Data Masked for Privacy')).toBeVisible();
  // The whole masked page — HTML and the serialized page data — carries none of the raw values.
  const html = await adminPage.content();
  for (const raw of [email, '555 010 4477', message]) expect(html).not.toContain(raw);

  await adminPage.getByRole('tab', { name: /^Inquiries \(\d+\)$/ }).click();
  const card = adminPage.getByTestId('customer-record').filter({ hasText: 'J***** R****' });
  await expect(card.first()).toContainText('Masked');
  await expect(card.first()).toContainText('Truncated');

  await adminPage.getByRole('switch').check();
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

  // The unmasked read was logged (shown after a reload, newest first).
  await adminPage.reload();
  await expect(adminPage.getByTestId('access-log').locator('li').first()).toContainText(
    'e2e.admin@lizit.com',
  );
  await expect(adminPage.getByTestId('access-log').locator('li').first()).toContainText(
    'general_inquiries',
  );

  // Turning masking back on.
  await adminPage.getByRole('switch').check();
  await adminPage.getByRole('switch').uncheck();
  await expect(toast(adminPage, 'Data masking enabled for privacy protection')).toBeVisible();
  await expect(adminPage.getByText('Data Masked for Privacy')).toBeVisible();

  // CSV exports under the same switch: masked has no raw e-mail, full has it.
  const masked = await adminPage.request.get(
    '/api/admin/customer-data/export?table=general_inquiries&mask=1',
  );
  expect(masked.headers()['content-type']).toContain('text/csv');
  expect(await masked.text()).not.toContain(email);
  const unmasked = await adminPage.request.get(
    '/api/admin/customer-data/export?table=general_inquiries&mask=0',
  );
  expect(await unmasked.text()).toContain(email);
});
