/**
 * Webhooks (issue #24 §4) on the main server, through the Integrations tab: an admin refuses a bad
 * URL with a field message, adds an endpoint pointing to a receiver this spec starts, sends a test
 * that arrives with a valid Standard Webhooks signature (checked with the secret the tab shows);
 * the receiver answers 500 first, the log shows the failed attempt, Retry sends it again and the
 * log shows it delivered. The e2e servers allow private targets (the receiver is on 127.0.0.1);
 * refusing them is covered by the unit and integration suites.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { PORTS } from '../playwright.config';
import { expectNoSeriousViolations } from './fixtures/a11y';
import { callAction } from './fixtures/actions';
import { toast } from './fixtures/admin';
import { apiContext, expect, signedInState, test, unique } from './fixtures/test';
import { E2E_ADMIN_EMAIL } from './fixtures/users';

type Received = { headers: Record<string, string>; body: string };

/** A local receiver on a free port that records each request and answers 500 first, 204 after. */
async function startReceiver() {
  const received: Received[] = [];
  const receiver = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      received.push({ headers: req.headers as Record<string, string>, body });
      res.writeHead(received.length === 1 ? 500 : 204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  return { received, receiver };
}

test('an endpoint gets a signed test, retried after a 500, and the log follows', async ({
  adminPage: page,
}) => {
  const { received, receiver } = await startReceiver();
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/lizit`;
  const name = `Receiver ${unique()}`;

  try {
    await page.goto('/admin/integrations');
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 2 })).toBeVisible();

    // A bad URL is refused under its field.
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('textbox', { name: 'URL' }).fill('ftp://files.example.com/in');
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    await expect(dialog.getByText('Use an https:// (or http://) URL.')).toBeVisible();
    await dialog
      .getByRole('textbox', { name: 'URL' })
      .fill('https://user:secret@hooks.example.com/in');
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    await expect(dialog.getByText('Do not put a user name or password in the URL.')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'URL' }).fill(url);
    await dialog.getByLabel(/^newsletter\.subscribed/).check();
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    await expect(toast(page, 'Webhook added')).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page.getByTestId('webhook-endpoint').filter({ hasText: name });
    await expect(card).toContainText(url);
    await expect(card).toContainText('lead.created, newsletter.subscribed');
    const secret = await card.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_/);

    // Send test: the receiver gets it, signed with that secret; it answers 500.
    await card.getByRole('button', { name: `Send a test to ${name}` }).click();
    await expect(toast(page, 'Test event queued')).toBeVisible();
    await expect.poll(() => received.length).toBe(1);
    const first = received[0]!;
    expect(new Webhook(secret).verify(first.body, first.headers)).toMatchObject({
      type: 'webhook.test',
    });

    // The log (this endpoint's) shows the failed attempt with its status code.
    const log = page.getByTestId('webhook-log');
    await log.getByLabel('Show deliveries of').selectOption({ label: name });
    const row = log.getByTestId('webhook-delivery').filter({ hasText: name });
    await expect(async () => {
      await log.getByRole('button', { name: 'Refresh' }).click();
      await expect(row).toContainText('Failed — retry at', { timeout: 1000 });
    }).toPass();
    await expect(row).toContainText('500');
    await expect(row).toContainText('HTTP 500');

    // Retry sends it again now: delivered, two attempts, the same webhook-id, still verified.
    await row.getByRole('button', { name: `Retry webhook.test to ${name}` }).click();
    await expect.poll(() => received.length).toBe(2);
    const second = received[1]!;
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(new Webhook(secret).verify(second.body, second.headers)).toBeTruthy();
    await expect(async () => {
      await log.getByRole('button', { name: 'Refresh' }).click();
      await expect(row).toHaveAttribute('data-status', 'delivered', { timeout: 1000 });
    }).toPass();
    await expect(row).toContainText('Delivered');
    await expect(row.locator('td').nth(4)).toHaveText('2');
    await expect(row.getByRole('button', { name: /^Retry/ })).toHaveCount(0);
    // The tab with an endpoint and its log, loaded afresh (no toasts fading out), is as accessible
    // as the empty one (a11y-admin.spec.ts).
    await page.reload();
    await expect(row).toHaveAttribute('data-status', 'delivered');
    await expectNoSeriousViolations(page);
  } finally {
    // The endpoint (and its log) go; nothing else on the server depends on it.
    const card = page.getByTestId('webhook-endpoint').filter({ hasText: name });
    if ((await card.count()) > 0) {
      await card.getByRole('button', { name: `Delete webhook ${name}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expect(card).toHaveCount(0);
    }
    receiver.closeAllConnections();
    await new Promise((r) => receiver.close(r));
  }
});

test('a demo request reaches a webhook signed, is retried after a 500 on its own, and an erase removes it', async () => {
  const { received, receiver } = await startReceiver();
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/crm`;
  // The server with a 300 ms first retry; its forms need a human fill time (sent as 5 s).
  const origin = `http://127.0.0.1:${PORTS.noBanners}`;
  const admin = await apiContext(
    await signedInState(E2E_ADMIN_EMAIL, PORTS.noBanners),
    PORTS.noBanners,
  );
  const created = await callAction<{ id: number; secret: string }>(
    admin,
    'createWebhookEndpointAction',
    {
      name: `CRM ${unique()}`,
      url,
      events: ['lead.created'],
      format: 'standard',
      is_active: true,
    },
  );
  expect(created, JSON.stringify(created)).toMatchObject({ ok: true });
  const { id, secret } = created.data!;
  try {
    const email = `crm.${unique()}@lifts.example`;
    const visitor = await apiContext(undefined, PORTS.noBanners);
    const res = await visitor.post(`${origin}/api/demo-requests`, {
      data: {
        first_name: 'Casey',
        last_name: 'Crm',
        email,
        company: 'CRM Rentals',
        fill_ms: 5000,
        attribution: {
          first: { landing_page: '/', utm_source: 'newsletter', utm_campaign: 'spring' },
        },
      },
    });
    expect(res.status()).toBe(201);

    // The first attempt is answered 500, the second (the automatic retry) 204.
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(2);
    const [first, second] = received;
    const event = new Webhook(secret).verify(first!.body, first!.headers) as {
      type: string;
      data: { lead: Record<string, unknown> };
    };
    expect(event.type).toBe('lead.created');
    expect(event.data.lead).toMatchObject({
      email,
      company: 'CRM Rentals',
      status: 'new',
      source: 'newsletter',
      campaign: 'spring',
    });
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(new Webhook(secret).verify(second!.body, second!.headers)).toBeTruthy();

    // Erasing the person removes the delivery from the log too.
    const erased = await callAction<{ webhooks: number }>(admin, 'eraseByEmailAction', { email });
    expect(erased).toMatchObject({ ok: true, data: { webhooks: 1 } });
  } finally {
    await callAction(admin, 'deleteWebhookEndpointAction', { id });
    await admin.dispose();
    receiver.closeAllConnections();
    await new Promise((r) => receiver.close(r));
  }
});
