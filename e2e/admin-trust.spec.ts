/**
 * Issue #20 "Back office a marketing team trusts": what the dashboard and the Customer Data tab
 * say is what they count and hold (item 10).
 */
import { waitForMail } from './fixtures/mail';
import { expect, test, unique } from './fixtures/test';

test('customer data: each subscriber shows Active or Unsubscribed; the cards say what they count', async ({
  adminPage,
  playwright,
  request,
}) => {
  const active = `still.reading.${unique()}@yard.example`;
  const gone = `no.longer.${unique()}@yard.example`;
  for (const [name, email] of [
    ['Still Reading', active],
    ['No Longer', gone],
  ]) {
    const res = await request.post('/api/newsletter', { data: { name, email } });
    expect(res.status()).toBe(201);
  }
  // The second one unsubscribes with the one-click link of the welcome mail.
  const [welcome] = await waitForMail((m) => m.to === gone);
  const oneClick = new URL(/^<([^>]+)>$/.exec(welcome!.headers['list-unsubscribe']!)![1]!);
  const client = await playwright.request.newContext({ baseURL: oneClick.origin });
  const out = await client.post(`${oneClick.pathname}${oneClick.search}`, {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(out.status()).toBe(200);
  await client.dispose();

  await adminPage.goto('/admin/leads');
  const newsletterCard = adminPage
    .getByTestId('count-cards')
    .locator('div', { hasText: 'Newsletter' });
  await expect(newsletterCard).toContainText('active subscribers');
  await expect(
    adminPage.getByTestId('count-cards').locator('div', { hasText: 'Demo Requests' }),
  ).toContainText('spam excluded');

  await adminPage.getByRole('tab', { name: /^Newsletter \(\d+\)$/ }).click();
  await adminPage.getByRole('radio', { name: 'Showing full data' }).check();
  const record = (email: string) =>
    adminPage.getByTestId('customer-record').filter({ hasText: email });
  await expect(record(active)).toContainText('Status:Active');
  await expect(record(gone)).toContainText('Status:Unsubscribed');
  // The unmasked view was audited, and the log shows it without a reload.
  await expect(adminPage.getByTestId('access-log').locator('li').first()).toContainText(
    'leads records',
  );
});

test('SEO & Sitemap: the live sitemap, its URL to copy, and when a search engine last fetched it', async ({
  adminPage,
  playwright,
  baseURL,
}) => {
  // A script reads the sitemap first: it is no search engine, so it is not what the card says.
  const script = await playwright.request.newContext({ baseURL, userAgent: 'curl/8.5.0' });
  expect((await script.get('/sitemap.xml')).status()).toBe(200);
  await script.dispose();
  // Then a search engine fetches it (a person's fetch is not recorded either).
  const crawler = await playwright.request.newContext({
    baseURL,
    userAgent: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  });
  expect((await crawler.get('/sitemap.xml')).status()).toBe(200);
  await crawler.dispose();

  await adminPage.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await adminPage.goto('/admin/seo');
  const live = adminPage.getByRole('region', { name: 'Your sitemap is live' });
  await expect(live).toContainText('There is no file to replace and nothing to deploy.');
  await expect(live.getByTestId('sitemap-url')).toHaveText(/^https?:\/\/[^/]+\/sitemap\.xml$/);
  await expect(live.getByTestId('sitemap-crawler')).toContainText(
    /Last fetched by a search engine .*\(bingbot\/2\.0\)/,
  );
  await live.getByRole('button', { name: 'Copy URL' }).click();
  const copied = await adminPage.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await live.getByTestId('sitemap-url').innerText());
});
