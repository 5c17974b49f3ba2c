/**
 * The Newsletter section as a marketing person works it: an issue written in the editor, previewed
 * as desktop, phone and plain text, tested to an address, then sent to every active subscriber;
 * each of them gets exactly one copy with their own unsubscribe link and the RFC 8058 headers; a
 * one-click unsubscribe from one copy; then a blog post sent as an article to everyone skips that
 * address. A campaign is paused while it goes out and resumed; another is scheduled, unscheduled
 * and cancelled. On the one-banner server, where no other spec signs anybody up: "every active
 * subscriber" is then a list this spec knows, read from the admin's export before each send (two
 * runs of it at once would each mail the other's readers: repeat it with one worker).
 */
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { PORTS } from '../playwright.config';
import { seedPosts } from '../src/db/seed-data/posts';
import { expectNoSeriousViolations } from './fixtures/a11y';
import { adminContext, toast } from './fixtures/admin';
import { deliveredMail, waitForMail, type DeliveredMail } from './fixtures/mail';
import { apiContext, expect, test, unique } from './fixtures/test';

const article = seedPosts.find(
  (p) =>
    p.status === 'published' && p.published_offset_days !== null && p.published_offset_days < 0,
)!;

/** The one-click and page addresses of a copy's List-Unsubscribe header. */
function unsubscribeAddresses(mail: DeliveredMail): { oneClick: string; page: string } {
  const [oneClick, page] = [...mail.headers['list-unsubscribe']!.matchAll(/<([^>]+)>/g)].map((m) =>
    m[1]!.replace(/\s/g, ''),
  );
  return { oneClick: oneClick!, page: page! };
}

/** Whether `mail` is a copy of campaign `id` (its unsubscribe addresses name the campaign). */
const ofCampaign = (mail: DeliveredMail, id: number) =>
  /[?&]campaign=(\d+)>/.exec((mail.headers['list-unsubscribe'] ?? '').replace(/\s/g, ''))?.[1] ===
  String(id);

/** Every copy of campaign `id` at the SMTP sink (which every test server shares). */
const copiesOf = (id: number) => deliveredMail().filter((m) => ofCampaign(m, id));

/** The id of the campaign open in the editor. */
const openCampaign = (page: Page) => Number(/\/admin\/newsletter\/(\d+)$/.exec(page.url())![1]);

/** The campaign's row in the Newsletter list. */
const campaignRow = (page: Page, subject: string) =>
  page.getByTestId('campaign-row').filter({ hasText: subject });

/**
 * The addresses of the server's active subscribers, read from the admin's full export of the
 * newsletter list (the stored rows).
 */
async function activeSubscribers(admin: Page): Promise<string[]> {
  const res = await admin.request.post('/api/admin/leads/export', {
    form: { table: 'newsletter_subscribers', mask: '0' },
  });
  expect(res.status()).toBe(200);
  const rows = Papa.parse<Record<string, string>>(await res.text(), { header: true }).data;
  return rows.filter((r) => r.is_active === 'true').map((r) => r.email!);
}

/** Sends the open campaign now, through the confirmation naming the recipients. */
async function sendNow(page: Page, recipients: string) {
  await page.getByRole('button', { name: 'Send now…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Send this campaign now?' });
  await expect(dialog).toContainText(`It goes to ${recipients} now.`);
  await dialog.getByRole('button', { name: `Send to ${recipients}` }).click();
  await expect(toast(page, 'The campaign is going out')).toBeVisible();
}

test('an issue is tested, sent to every active subscriber once each, and an unsubscribe holds for the next campaign', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(180_000);
  const ctx = await adminContext(browser, PORTS.oneBanner);
  const page = await ctx.newPage();
  const request = await apiContext(undefined, PORTS.oneBanner);
  const tag = `nl-${unique()}`;
  const readers = ['ana', 'ben', 'cho'].map((n) => `${n}.${tag}@yard.example`);
  for (const email of readers) {
    const res = await request.post('/api/newsletter', {
      data: {
        name: 'Reader',
        email,
        attribution: { first: { landing_page: '/', utm_source: 'e2e', utm_campaign: tag } },
      },
    });
    expect(res.status()).toBe(201);
  }
  const subject = `Spring news ${tag}`;
  // Everybody active on this server now: this spec's readers (and, when the spec is repeated, its
  // earlier runs' readers).
  const everyone = await activeSubscribers(page);
  expect(everyone).toEqual(expect.arrayContaining(readers));
  let campaignId = 0;
  const count = (n: number) => `${n} subscriber${n === 1 ? '' : 's'}`;

  await test.step('write the issue for every active subscriber', async () => {
    await page.goto('/admin/newsletter');
    await page.getByRole('link', { name: 'New campaign' }).first().click();
    await expect(page.getByRole('heading', { name: 'New campaign' })).toBeVisible();
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Preheader').fill('Three things for your yard');
    await page.locator('#campaign-body').click();
    await page.keyboard.type('Hello readers, here is our spring update.');
    await expect(page.getByLabel('Sender name')).toHaveValue('Lizit');
    // A segment counts its own subscribers live; everyone is the default.
    await expect(page.getByLabel('Every active subscriber')).toBeChecked();
    await expect(page.getByTestId('segment-size')).toHaveText(
      `${count(everyone.length)} active now.`,
    );
    await page.getByLabel('A segment').check();
    await page.getByLabel('Signup campaign').selectOption(tag);
    await expect(page.getByTestId('segment-size')).toHaveText('3 subscribers active now.');
    await page.getByLabel('Every active subscriber').check();
    await expect(page.getByTestId('segment-size')).toHaveText(
      `${count(everyone.length)} active now.`,
    );
    await page.getByRole('button', { name: 'Save campaign' }).click();
    await expect(toast(page, 'Campaign saved')).toBeVisible();
    await page.waitForURL(/\/admin\/newsletter\/\d+$/);
    campaignId = openCampaign(page);
    await expect(page.getByRole('heading', { name: subject })).toBeVisible();
    await expect(page.getByTestId('campaign-status')).toHaveText('Draft');
  });

  await test.step('preview it as desktop, phone and plain text', async () => {
    const desktop = page.getByTestId('campaign-preview-desktop');
    await expect(desktop).toHaveAttribute('sandbox', '');
    await expect(
      page.frameLocator('[data-testid="campaign-preview-desktop"]').getByText('Hello readers'),
    ).toBeVisible();
    expect((await desktop.boundingBox())!.width).toBeGreaterThanOrEqual(600);
    await page.getByRole('button', { name: 'Phone' }).click();
    const phone = page.getByTestId('campaign-preview-phone');
    await expect(
      page.frameLocator('[data-testid="campaign-preview-phone"]').getByText('Hello readers'),
    ).toBeVisible();
    expect(Math.round((await phone.boundingBox())!.width)).toBe(375);
    await page.getByRole('button', { name: 'Plain text' }).click();
    const text = page.getByTestId('campaign-preview-text');
    await expect(text).toContainText('Hello readers, here is our spring update.');
    await expect(text).toContainText('Unsubscribe: ');
    // The editor of a saved campaign, with its preview and send controls, is accessible too
    // (checked once the save's toast has gone: sonner's rich colours are the toaster's own).
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
    await expectNoSeriousViolations(page);
  });

  await test.step('send a test to any address', async () => {
    const tester = `tester.${tag}@agency.example`;
    await page.getByLabel('Send a test to').fill('not-an-address');
    await page.getByRole('button', { name: 'Send test' }).click();
    await expect(page.getByText('Enter an e-mail address')).toBeVisible();
    await page.getByLabel('Send a test to').fill(tester);
    await page.getByRole('button', { name: 'Send test' }).click();
    await expect(toast(page, `Test sent to ${tester}`)).toBeVisible();
    const [copy] = await waitForMail((m) => m.to === tester);
    expect(copy!.headers.subject).toBe(`[Test] ${subject}`);
    expect(copy!.body).toContain('Hello readers');
    // A test is nobody's copy: no reader got one.
    expect(copiesOf(campaignId)).toHaveLength(0);
  });

  let copies: DeliveredMail[] = [];
  await test.step('send it to all: each active subscriber gets one copy with their own unsubscribe link', async () => {
    await sendNow(page, count(everyone.length));
    await waitForMail((m) => ofCampaign(m, campaignId), everyone.length, 30_000);
    await page.goto('/admin/newsletter');
    await expect(campaignRow(page, subject).getByTestId('campaign-status')).toHaveText('Sent', {
      timeout: 20_000,
    });
    copies = copiesOf(campaignId);
    expect(copies.map((m) => m.to).sort()).toEqual([...everyone].sort());
    const links = new Set<string>();
    for (const copy of copies) {
      expect(copy.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      const { oneClick, page: unsubscribePage } = unsubscribeAddresses(copy);
      expect(oneClick).toMatch(/\/api\/unsubscribe\?token=[^&]+&campaign=\d+$/);
      expect(unsubscribePage).toMatch(/\/unsubscribe\/[^?]+\?campaign=\d+$/);
      // The footer's link in the message is the same address as the header's.
      expect(copy.body).toContain(unsubscribePage);
      links.add(oneClick);
    }
    expect(links.size, 'every subscriber has an unsubscribe link of their own').toBe(
      everyone.length,
    );
  });

  await test.step('one reader unsubscribes with one click; the results count it', async () => {
    const ana = copies.find((m) => m.to === readers[0])!;
    const url = new URL(unsubscribeAddresses(ana).oneClick);
    // A mail client: no cookies, no Origin, the RFC 8058 form body.
    const client = await playwright.request.newContext({ baseURL: url.origin });
    const res = await client.post(`${url.pathname}${url.search}`, {
      form: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(await res.json()).toEqual({ ok: true, data: { email: readers[0], was_active: true } });
    await client.dispose();
    await page.reload();
    const results = campaignRow(page, subject).getByTestId('campaign-row-results');
    await expect(results).toContainText(`Recipients${everyone.length}`);
    await expect(results).toContainText(`Sent${everyone.length}`);
    await expect(results).toContainText('Unsubscribed1');
  });

  await test.step('a blog post sent as an article to all skips the reader who left', async () => {
    await page.goto(`/admin/posts?q=${encodeURIComponent(article.title)}`);
    await page.getByRole('button', { name: `Send "${article.title}" as newsletter` }).click();
    await page.waitForURL(/\/admin\/newsletter\/\d+$/);
    const articleId = openCampaign(page);
    await expect(page.getByLabel('Send an article')).toBeChecked();
    await expect(page.getByLabel('Subject')).toHaveValue(article.title);
    await expect(page.getByRole('combobox', { name: 'Article' })).toHaveValue(/^\d+$/);
    const stayed = everyone.filter((email) => email !== readers[0]);
    expect(await activeSubscribers(page)).toEqual(stayed);
    await expect(page.getByTestId('segment-size')).toHaveText(
      `${count(stayed.length)} active now.`,
    );
    await page.getByRole('button', { name: 'Save campaign' }).click();
    await expect(toast(page, 'Campaign saved')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send now…' })).toBeEnabled();
    await sendNow(page, count(stayed.length));
    await waitForMail((m) => ofCampaign(m, articleId), stayed.length);
    await expect(page.getByTestId('campaign-status')).toHaveText('Sent', { timeout: 20_000 });
    const sent = copiesOf(articleId).map((m) => m.to);
    expect(sent.sort()).toEqual([...stayed].sort());
    const copy = copiesOf(articleId)[0]!;
    expect(copy.body).toContain(article.title);
    expect(copy.body).toContain('Read it on our site');
    // Its web version is public at its own address, kept from search engines.
    const web = page.getByRole('link', { name: 'Web version' });
    const res = await request.get((await web.getAttribute('href'))!);
    expect(res.status()).toBe(200);
    expect(res.headers()['x-robots-tag']).toBe('noindex');
    expect(await res.text()).toContain(article.title);
  });
  await request.dispose();
  await ctx.close();
});

test('a published post is sent as a newsletter from its editor, once its changes are saved', async ({
  browser,
}) => {
  const ctx = await adminContext(browser, PORTS.oneBanner);
  const page = await ctx.newPage();
  await page.goto(`/admin/posts?q=${encodeURIComponent(article.title)}`);
  await page.getByRole('button', { name: `Edit ${article.title}` }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Blog Post' });
  // Loaded: the form holds the post.
  const title = editor.getByLabel('Title');
  await expect(title).toHaveValue(article.title);
  const send = editor.getByRole('button', { name: 'Send as newsletter' });
  await expect(send).toBeEnabled();
  // An unsaved change would not be in the campaign: it waits for the save.
  await title.fill(`${article.title} (edited)`);
  await expect(send).toBeDisabled();
  await expect(send).toHaveAttribute('title', 'Save your changes first');
  await title.fill(article.title);
  await expect(send).toBeEnabled();
  await send.click();
  await page.waitForURL(/\/admin\/newsletter\/\d+$/);
  await expect(page.getByLabel('Send an article')).toBeChecked();
  await expect(page.getByLabel('Subject')).toHaveValue(article.title);
  await ctx.close();
});

test('a campaign going out is paused and resumed, each reader still getting one copy; a scheduled one is unscheduled, then cancelled', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const ctx = await adminContext(browser, PORTS.oneBanner);
  const page = await ctx.newPage();
  const tag = `pause-${unique()}`;
  // 30 readers: 15 s of sending at this server's 2 copies a second. Each signs up from an address
  // of its own (the sign-up form's rate limit is per client).
  const readers = Array.from({ length: 30 }, (_, n) => `r${n}.${tag}@yard.example`);
  for (const email of readers) {
    const api = await apiContext(undefined, PORTS.oneBanner);
    const res = await api.post('/api/newsletter', {
      data: {
        name: 'Reader',
        email,
        attribution: { first: { landing_page: '/', utm_campaign: tag } },
      },
    });
    expect(res.status()).toBe(201);
    await api.dispose();
  }

  /** Writes and saves an issue to this test's readers; returns its id. */
  async function write(subject: string): Promise<number> {
    await page.goto('/admin/newsletter/new');
    await page.getByLabel('Subject').fill(subject);
    await page.locator('#campaign-body').click();
    await page.keyboard.type('A short note.');
    await page.getByLabel('A segment').check();
    await page.getByLabel('Signup campaign').selectOption(tag);
    await expect(page.getByTestId('segment-size')).toHaveText('30 subscribers active now.');
    await page.getByRole('button', { name: 'Save campaign' }).click();
    await expect(toast(page, 'Campaign saved')).toBeVisible();
    await page.waitForURL(/\/admin\/newsletter\/\d+$/);
    return openCampaign(page);
  }
  const status = page.getByTestId('campaign-status');

  const id = await write(`Pause me ${tag}`);
  const url = page.url();
  await sendNow(page, '30 subscribers');
  // The runner starts it; the page shows it going out.
  const pause = page.getByRole('button', { name: 'Pause' });
  await expect(async () => {
    await page.reload();
    await expect(pause).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await pause.click();
  await expect(toast(page, 'Campaign paused')).toBeVisible();
  await expect(status).toHaveText('Paused');
  const atPause = copiesOf(id).length;
  expect(atPause).toBeLessThan(30);

  await test.step('meanwhile, another campaign is scheduled, unscheduled, scheduled again and cancelled', async () => {
    await write(`Schedule me ${tag}`);
    const tomorrow = await page.evaluate(() => {
      const d = new Date(Date.now() + 86_400_000);
      const p = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T09:00`;
    });
    for (const then of ['unschedule', 'cancel'] as const) {
      await page.getByRole('button', { name: 'Schedule…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Schedule the campaign' });
      await dialog.getByLabel('Send at').fill(tomorrow);
      await dialog.getByRole('button', { name: 'Schedule' }).click();
      await expect(status).toHaveText('Scheduled');
      if (then === 'unschedule') {
        await page.getByRole('button', { name: 'Unschedule' }).click();
        await expect(toast(page, 'Back to a draft')).toBeVisible();
        await expect(status).toHaveText('Draft');
      } else {
        await page.getByRole('button', { name: 'Cancel campaign' }).click();
        const confirm = page.getByRole('alertdialog', { name: 'Cancel this campaign?' });
        await confirm.getByRole('button', { name: 'Cancel campaign' }).click();
        await expect(toast(page, 'Campaign cancelled')).toBeVisible();
        await expect(status).toHaveText('Cancelled');
      }
    }
  });

  // Nothing went out while it was paused but the one pass already under way (2 copies at most),
  // though at 2 a second the rest would have: resumed, it reaches every reader exactly once.
  await page.goto(url);
  await expect(status).toHaveText('Paused');
  expect(copiesOf(id).length).toBeLessThanOrEqual(atPause + 2);
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(toast(page, 'Campaign resumed')).toBeVisible();
  await waitForMail((m) => ofCampaign(m, id), 30, 40_000);
  await expect(async () => {
    await page.reload();
    await expect(status).toHaveText('Sent', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  expect(
    copiesOf(id)
      .map((m) => m.to)
      .sort(),
  ).toEqual([...readers].sort());
  await ctx.close();
});
