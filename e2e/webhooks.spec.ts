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
import { expectNoSeriousViolations } from './fixtures/a11y';
import { toast } from './fixtures/admin';
import { expect, test, unique } from './fixtures/test';

type Received = { headers: Record<string, string>; body: string };

test('an endpoint gets a signed test, retried after a 500, and the log follows', async ({
  adminPage: page,
}) => {
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
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/lizit`;
  const name = `Receiver ${unique()}`;

  try {
    await page.goto('/admin?tab=integrations');
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
