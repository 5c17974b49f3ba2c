/**
 * Webhooks (issue #24 §4) on PGlite and PostgreSQL: events fan out to the active endpoints that
 * subscribe to them, in the caller's transaction; the drainer posts them to a local receiver with
 * a valid Standard Webhooks signature, retries a 500 with the outbox's back-off (the clock moved),
 * gives up after the last attempt, never sends one delivery twice from two drainers, and refuses
 * private targets unless allowed; a privacy erase removes a lead's deliveries; the admin's
 * operations are audited without the secret.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setDbHandle } from '@/db/client';
import { audit_log, webhook_deliveries, webhook_endpoints } from '@/db/schema';
import { createConfirmedUser } from '@/server/admin/users';
import { retryDelayMs } from '@/server/jobs/runner';
import { drainWebhooks } from '@/server/webhooks/drain';
import { deleteWebhookDeliveriesForLeads, enqueueWebhookEvent } from '@/server/webhooks/outbox';
import {
  createWebhookEndpoint,
  listWebhookDeliveries,
  retryWebhookDelivery,
  rotateWebhookSecret,
  sendWebhookTest,
  updateWebhookEndpoint,
  type WebhookEndpointInput,
} from '@/server/webhooks/service';
import { dbTargets, type TestDatabase } from './helpers/db';

type Received = { headers: http.IncomingHttpHeaders; body: string; url: string };

/** A receiver on 127.0.0.1 answering each request with the next of `answers` (then 204). */
class Receiver {
  server!: http.Server;
  received: Received[] = [];
  answers: number[] = [];
  delayMs = 0;
  async start() {
    this.server = http.createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (c: string) => (body += c));
      req.on('end', () => {
        this.received.push({ headers: req.headers, body, url: req.url ?? '' });
        const status = this.answers.shift() ?? 204;
        setTimeout(
          () => res.writeHead(status).end(status >= 400 ? 'receiver broke' : ''),
          this.delayMs,
        );
      });
    });
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
  }
  url(path = '/hook') {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
  }
  async stop() {
    this.server.closeAllConnections();
    await new Promise((r) => this.server.close(r));
  }
}

const open = { allowHttp: true, allowPrivate: true };

describe.each(dbTargets())('webhooks on $name', ({ create }) => {
  let t: TestDatabase;
  let actor: string;
  const receiver = new Receiver();

  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    actor = await createConfirmedUser(t.db, 'hooks@lizit.com', 'Hooks-pass-1', {
      name: 'Hook Admin',
      admin: true,
    });
    await receiver.start();
  });
  afterAll(async () => {
    setDbHandle(undefined);
    await receiver.stop();
    await t?.dispose();
  });
  beforeEach(async () => {
    await t.db.delete(webhook_endpoints);
    receiver.received = [];
    receiver.answers = [];
    receiver.delayMs = 0;
  });

  const endpoint = (extra: Partial<WebhookEndpointInput> = {}) =>
    createWebhookEndpoint(
      t.db,
      {
        name: 'CRM',
        url: receiver.url(),
        events: ['lead.created'],
        format: 'standard',
        is_active: true,
        ...extra,
      },
      actor,
      open,
    );
  const drain = (now: Date, extra: Partial<Parameters<typeof drainWebhooks>[0]> = {}) =>
    drainWebhooks({
      db: t.db,
      now: () => now,
      allowPrivate: true,
      retryBaseMs: 1000,
      maxAttempts: 3,
      timeoutMs: 2000,
      siteUrl: 'https://www.lizit.com',
      ...extra,
    });
  const deliveries = () => t.db.select().from(webhook_deliveries).orderBy(webhook_deliveries.id);

  it('fans an event out to the active endpoints that subscribe to it, in the transaction', async () => {
    const a = await endpoint({ name: 'A', events: ['lead.created', 'lead.status_changed'] });
    const b = await endpoint({ name: 'B', events: ['lead.created'] });
    await endpoint({ name: 'Off', events: ['lead.created'], is_active: false });
    await endpoint({ name: 'News', events: ['newsletter.subscribed'] });

    expect(
      await enqueueWebhookEvent(t.db, {
        type: 'lead.created',
        data: { lead: { id: 7 } },
        leadId: 7,
      }),
    ).toBe(2);
    expect(await enqueueWebhookEvent(t.db, { type: 'lead.status_changed', data: {} })).toBe(1);
    expect(await enqueueWebhookEvent(t.db, { type: 'newsletter.unsubscribed', data: {} })).toBe(0);
    const rows = await deliveries();
    expect(rows.map((r) => [r.endpoint_id, r.event_type])).toEqual([
      [a.id, 'lead.created'],
      [b.id, 'lead.created'],
      [a.id, 'lead.status_changed'],
    ]);
    expect(new Set(rows.map((r) => r.message_id)).size).toBe(3);
    expect(rows[0]).toMatchObject({ status: 'pending', attempts: 0, lead_id: 7 });
    expect(rows[0]!.payload).toMatchObject({ type: 'lead.created', data: { lead: { id: 7 } } });

    // Raised inside a transaction that rolls back, the event is gone with it.
    await t.db
      .transaction(async (tx) => {
        expect(await enqueueWebhookEvent(tx, { type: 'lead.created', data: {} })).toBe(2);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await deliveries()).toHaveLength(3);
  });

  it('delivers with a valid signature, retries a 500 with back-off, and records each attempt', async () => {
    const ep = await endpoint();
    receiver.answers = [500];
    await enqueueWebhookEvent(t.db, { type: 'lead.created', data: { lead: { id: 1 } }, leadId: 1 });
    const t0 = new Date();

    expect(await drain(t0)).toEqual({ delivered: 0, retried: 1, dead: 0 });
    let [row] = await deliveries();
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 500 });
    expect(row!.last_error).toBe('HTTP 500: receiver broke');
    expect(row!.next_attempt_at.getTime()).toBe(t0.getTime() + retryDelayMs(1, 1000));

    // Not due yet: nothing sent.
    expect(await drain(new Date(t0.getTime() + 500))).toEqual({
      delivered: 0,
      retried: 0,
      dead: 0,
    });
    expect(receiver.received).toHaveLength(1);

    const t1 = new Date(t0.getTime() + 1000);
    expect(await drain(t1)).toEqual({ delivered: 1, retried: 0, dead: 0 });
    [row] = await deliveries();
    expect(row).toMatchObject({ status: 'delivered', attempts: 2, last_status_code: 204 });
    expect(row!.last_error).toBeNull();

    // Both attempts carry the same webhook-id and verify with the endpoint's secret.
    expect(receiver.received).toHaveLength(2);
    const secret = (
      await t.db.select().from(webhook_endpoints).where(eq(webhook_endpoints.id, ep.id))
    )[0]!.secret;
    for (const r of receiver.received) {
      expect(r.headers['webhook-id']).toBe(row!.message_id);
      expect(r.headers['content-type']).toBe('application/json');
      const verified = new Webhook(secret).verify(r.body, r.headers as Record<string, string>);
      expect(verified).toMatchObject({ type: 'lead.created', data: { lead: { id: 1 } } });
    }
  });

  it('marks a delivery dead after the last attempt; Retry gives it one more', async () => {
    await endpoint();
    receiver.answers = [500, 502, 503];
    await enqueueWebhookEvent(t.db, { type: 'lead.created', data: {} });
    let now = new Date();
    for (let i = 0; i < 3; i++) {
      await drain(now);
      now = new Date(now.getTime() + 10 * 60_000);
    }
    const [row] = await deliveries();
    expect(row).toMatchObject({ status: 'dead', attempts: 3, last_status_code: 503 });
    const { rows } = await listWebhookDeliveries(t.db);
    expect(rows[0]).toMatchObject({ status: 'dead', endpoint_name: 'CRM', attempts: 3 });

    await retryWebhookDelivery(t.db, row!.id, actor);
    expect(await drain(new Date(Date.now() + 1000))).toEqual({ delivered: 1, retried: 0, dead: 0 });
    await expect(retryWebhookDelivery(t.db, row!.id, actor)).rejects.toMatchObject({ status: 409 });
    const audits = await t.db
      .select()
      .from(audit_log)
      .where(
        and(
          eq(audit_log.action, 'webhook.retry'),
          eq(audit_log.resource_type, 'webhook_endpoints'),
        ),
      );
    expect(audits.length).toBeGreaterThan(0);
  });

  it('records a refused private target, a timeout and a connection failure as errors', async () => {
    await endpoint({ name: 'Private' });
    await enqueueWebhookEvent(t.db, { type: 'lead.created', data: {} });
    expect(await drain(new Date(), { allowPrivate: false })).toEqual({
      delivered: 0,
      retried: 1,
      dead: 0,
    });
    expect(receiver.received).toHaveLength(0);
    const [row] = await deliveries();
    expect(row!.last_error).toMatch(/non-public/);
    expect(row!.last_status_code).toBeNull();

    receiver.delayMs = 500;
    await t.db.update(webhook_deliveries).set({ next_attempt_at: new Date(0) });
    expect(await drain(new Date(), { timeoutMs: 100 })).toMatchObject({ retried: 1 });
    expect((await deliveries())[0]!.last_error).toMatch(/Timed out/);
  });

  it('lets two drainers share the work without sending any delivery twice', async () => {
    await endpoint({ name: 'One' });
    await endpoint({ name: 'Two' });
    receiver.delayMs = 20;
    for (let i = 0; i < 15; i++)
      await enqueueWebhookEvent(t.db, { type: 'lead.created', data: { i } });
    const now = new Date(Date.now() + 1000);
    let total = 0;
    for (let round = 0; round < 10; round++) {
      const [x, y] = await Promise.all([
        drain(now, { concurrency: 4 }),
        drain(now, { concurrency: 4 }),
      ]);
      total += x.delivered + y.delivered;
      if (x.delivered + y.delivered === 0) break;
    }
    expect(total).toBe(30);
    const ids = receiver.received.map((r) => r.headers['webhook-id']);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
  });

  it('does not send to a turned-off endpoint; Send test goes to one endpoint only', async () => {
    const on = await endpoint({ name: 'On' });
    const off = await endpoint({ name: 'Later' });
    await enqueueWebhookEvent(t.db, { type: 'lead.created', data: {} });
    await updateWebhookEndpoint(
      t.db,
      off.id,
      {
        name: 'Later',
        url: receiver.url('/later'),
        events: ['lead.created'],
        format: 'standard',
        is_active: false,
      },
      actor,
      open,
    );
    await sendWebhookTest(t.db, on.id, actor);
    await expect(sendWebhookTest(t.db, off.id, actor)).rejects.toMatchObject({ status: 409 });
    await drain(new Date(Date.now() + 1000));
    expect(receiver.received.map((r) => [r.url, JSON.parse(r.body).type]).sort()).toEqual([
      ['/hook', 'lead.created'],
      ['/hook', 'webhook.test'],
    ]);
    expect((await deliveries()).filter((r) => r.status === 'pending')).toHaveLength(1);
  });

  it('signs with the new secret after a rotation, and audits without the secret', async () => {
    const ep = await endpoint();
    const rotated = await rotateWebhookSecret(t.db, ep.id, actor);
    expect(rotated.secret).not.toBe(ep.secret);
    await sendWebhookTest(t.db, ep.id, actor);
    await drain(new Date(Date.now() + 1000));
    const r = receiver.received[0]!;
    expect(() =>
      new Webhook(ep.secret).verify(r.body, r.headers as Record<string, string>),
    ).toThrow();
    expect(
      new Webhook(rotated.secret).verify(r.body, r.headers as Record<string, string>),
    ).toBeTruthy();
    const entries = await t.db
      .select()
      .from(audit_log)
      .where(eq(audit_log.resource_id, String(ep.id)));
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['webhook.create', 'webhook.rotate_secret', 'webhook.test']),
    );
    expect(JSON.stringify(entries)).not.toContain(rotated.secret);
    expect(JSON.stringify(entries)).not.toContain(ep.secret);
  });

  it('posts a readable Slack message without contact details', async () => {
    await endpoint({ format: 'slack' });
    await enqueueWebhookEvent(t.db, {
      type: 'lead.created',
      data: {
        lead: {
          name: 'Jane Doe',
          company: 'Acme Rentals',
          email: 'jane@acme.example',
          phone: '555-0100',
          source: 'newsletter',
        },
      },
    });
    await drain(new Date(Date.now() + 1000));
    const body = JSON.parse(receiver.received[0]!.body) as { text: string };
    expect(body.text).toContain('New lead: Jane Doe, Acme Rentals — source newsletter');
    expect(receiver.received[0]!.body).not.toMatch(/jane@|555-0100/);
  });

  it('erases every delivery of a lead, pending or logged', async () => {
    await endpoint({ events: ['lead.created', 'lead.status_changed'] });
    await enqueueWebhookEvent(t.db, {
      type: 'lead.created',
      data: { lead: { id: 11 } },
      leadId: 11,
    });
    await drain(new Date(Date.now() + 1000));
    await enqueueWebhookEvent(t.db, { type: 'lead.status_changed', data: {}, leadId: 11 });
    await enqueueWebhookEvent(t.db, { type: 'lead.created', data: {}, leadId: 12 });
    await enqueueWebhookEvent(t.db, { type: 'lead.created', data: {} });
    expect(await deleteWebhookDeliveriesForLeads(t.db, [11, 11, 99])).toBe(2);
    expect(await deleteWebhookDeliveriesForLeads(t.db, [])).toBe(0);
    expect((await deliveries()).map((r) => r.lead_id)).toEqual([12, null]);
  });

  it('refuses a private or http target on save unless the policy allows it', async () => {
    const strict = { allowHttp: false, allowPrivate: false };
    const input: WebhookEndpointInput = {
      name: 'X',
      url: 'https://169.254.169.254/',
      events: ['lead.created'],
      format: 'standard',
      is_active: true,
    };
    await expect(createWebhookEndpoint(t.db, input, actor, strict)).rejects.toMatchObject({
      status: 422,
      field: 'url',
    });
    await expect(
      createWebhookEndpoint(t.db, { ...input, url: 'http://hooks.example.com/' }, actor, strict),
    ).rejects.toMatchObject({ field: 'url' });
    await expect(
      createWebhookEndpoint(t.db, { ...input, url: 'https://hooks.example.com/' }, actor, strict),
    ).resolves.toMatchObject({ name: 'X' });
  });
});
