import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as contactPOST } from '@/app/api/contact/route';
import { POST as demoPOST } from '@/app/api/demo-requests/route';
import { POST as newsletterPOST } from '@/app/api/newsletter/route';
import { POST as unsubscribePOST } from '@/app/api/unsubscribe/route';
import { setDbHandle } from '@/db/client';
import { demo_requests, general_inquiries, mail_outbox, newsletter_subscribers } from '@/db/schema';
import { getDashboardCounts } from '@/server/admin/queries';
import { resetRateLimiters } from '@/server/forms/rate-limit';
import { createDemoRequest } from '@/server/leads/service';
import { drainOutbox } from '@/server/mail/outbox';
import { smtpTransport } from '@/server/mail/transport';
import {
  subscribeToNewsletter,
  unsubscribeByToken,
  unsubscribePreview,
  unsubscribeToken,
} from '@/server/newsletter/service';
import { dbTargets, type TestDatabase } from './helpers/db';

// Configure before the first getEnv(): two notified admins, the spec's newsletter limit, a
// scratch data dir for the file transport of background sends.
process.env.ADMIN_NOTIFY_EMAILS = 'ops@lizit.com, sales@lizit.com';
process.env.RATE_LIMIT_NEWSLETTER = '10/3600';
process.env.RATE_LIMIT_DEMO = '100/3600';
process.env.FORM_MIN_FILL_MS = '1500';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-leads-test-'));
process.env.MAIL_POLL_MS = '600000';
// Background sends (after each submission) use the same SMTP port as the fault test below.
const SMTP_PORT = 25251;
process.env.SMTP_URL = `smtp://127.0.0.1:${SMTP_PORT}`;

let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter % 250}`;

function post(
  handler: (r: Request) => Promise<Response>,
  body: unknown,
  ip = nextIp(),
  url = 'http://localhost/api/x',
) {
  return handler(
    new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-lizit-client-ip': ip },
      body: JSON.stringify(body),
    }),
  );
}

const human = { website: '', fill_ms: 5000 };

describe.each(dbTargets())('lead capture on $name', ({ create }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    resetRateLimiters();
  });
  beforeEach(async () => {
    await t.db.delete(mail_outbox);
  });
  afterAll(async () => {
    setDbHandle(undefined);
    await t?.dispose();
  });

  it('maps a duplicate e-mail, whatever its case, to the spec message', async () => {
    const ok = await post(newsletterPOST, {
      name: 'Ana',
      email: 'Ana.Owner@Yard.example',
      ...human,
    });
    expect(ok.status).toBe(201);
    const dup = await post(newsletterPOST, {
      name: 'Ana',
      email: 'ana.owner@yard.EXAMPLE',
      ...human,
    });
    expect(dup.status).toBe(409);
    expect(await dup.json()).toMatchObject({
      ok: false,
      error: 'This email is already subscribed to our newsletter.',
    });
    const rows = await t.db
      .select()
      .from(newsletter_subscribers)
      .where(sql`lower(email) = 'ana.owner@yard.example'`);
    expect(rows).toHaveLength(1);
  });

  it('joins validation messages with commas and never leaks raw errors', async () => {
    const res = await post(newsletterPOST, { name: '', email: 'nope', ...human });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      error: 'Name is required, Please enter a valid email address',
    });
    const bad = await newsletterPOST(
      new Request('http://localhost/api/newsletter', {
        method: 'POST',
        body: '{not json',
        headers: { 'x-lizit-client-ip': nextIp() },
      }),
    );
    expect(bad.status).toBe(400);
  });

  it('stores text carrying NUL characters without them, instead of failing the submission', async () => {
    const contact = await post(contactPOST, {
      name: 'Nul\u0000 Visitor',
      email: 'nul.visitor@yard.example',
      company: 'Yard\u0000 Co',
      message: '<script\u0000>alert(1)</script> and \u0000 more',
      ...human,
    });
    expect(contact.status).toBe(201);
    const [row] = await t.db
      .select()
      .from(general_inquiries)
      .where(eq(general_inquiries.email, 'nul.visitor@yard.example'));
    expect(row).toMatchObject({
      name: 'Nul Visitor',
      company: 'Yard Co',
      message: '<script>alert(1)</script> and  more',
    });
    const demo = await post(demoPOST, {
      first_name: 'Nul',
      last_name: 'Vis\u0000itor',
      email: 'nul.demo@yard.example',
      company: '\u0000Yard',
      ...human,
    });
    expect(demo.status).toBe(201);
  });

  it('allows 10 newsletter attempts per hour per IP, blocks the 11th, not another IP', async () => {
    const ip = '198.18.0.10';
    for (let i = 0; i < 10; i++) {
      const r = await post(
        newsletterPOST,
        { name: 'Burst', email: `b${i}@burst.example`, ...human },
        ip,
      );
      expect(r.status).toBe(201);
    }
    const blocked = await post(
      newsletterPOST,
      { name: 'Burst', email: 'b10@burst.example', ...human },
      ip,
    );
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await blocked.json()).toMatchObject({
      error: 'Too many requests. Please try again later.',
    });
    const other = await post(
      newsletterPOST,
      { name: 'Other', email: 'other@burst.example', ...human },
      '198.18.0.11',
    );
    expect(other.status).toBe(201);
    const [stored] = await t.db
      .select({ n: count() })
      .from(newsletter_subscribers)
      .where(sql`email like '%@burst.example'`);
    expect(stored?.n).toBe(11);
  });

  it('stores nothing from a honeypot bot but answers like a success', async () => {
    const trap = await post(demoPOST, {
      first_name: 'Bot',
      last_name: 'Net',
      email: 'bot@spam.example',
      company: 'Spam',
      website: 'http://spam',
      fill_ms: 9000,
    });
    expect(trap.status).toBe(201);
    expect(await trap.json()).toEqual({ ok: true });
    expect(
      await t.db.select().from(demo_requests).where(eq(demo_requests.email, 'bot@spam.example')),
    ).toHaveLength(0);
    expect(await t.db.select().from(mail_outbox)).toHaveLength(0);
  });

  it('keeps a too-fast demo request or message as suspected spam: stored, not notified, not counted', async () => {
    const before = await getDashboardCounts();
    const demo = await post(demoPOST, {
      first_name: 'Auto',
      last_name: 'Fill',
      email: 'auto.fill@yard.example',
      company: 'Autofill Rentals',
      website: '',
      fill_ms: 300,
    });
    const contact = await post(contactPOST, {
      name: 'Quick Typist',
      email: 'quick@yard.example',
      message: 'Sent from a password manager in a blink.',
      website: '',
      fill_ms: 300,
    });
    // No fill time at all (a script, or a browser that lost it): kept too, with its own reason.
    const untimed = await post(contactPOST, {
      name: 'No Timing',
      email: 'untimed@yard.example',
      message: 'Hello',
    });
    // The visitor sees exactly what a person sees.
    for (const res of [demo, contact, untimed]) {
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ ok: true });
    }
    const [storedDemo] = await t.db
      .select()
      .from(demo_requests)
      .where(eq(demo_requests.email, 'auto.fill@yard.example'));
    expect(storedDemo).toMatchObject({ name: 'Auto Fill', spam_reason: 'too_fast' });
    const inquiries = await t.db
      .select({ email: general_inquiries.email, spam_reason: general_inquiries.spam_reason })
      .from(general_inquiries)
      .where(sql`email in ('quick@yard.example', 'untimed@yard.example')`)
      .orderBy(general_inquiries.email);
    expect(inquiries).toEqual([
      { email: 'quick@yard.example', spam_reason: 'too_fast' },
      { email: 'untimed@yard.example', spam_reason: 'fill_time_missing' },
    ]);
    expect(await t.db.select().from(mail_outbox)).toHaveLength(0);
    expect(await getDashboardCounts()).toEqual(before);
    // A person at a human pace: stored without a reason, notified and counted (the service the
    // route calls, so no background send races the later SMTP test).
    await createDemoRequest(t.db, {
      first_name: 'Slow',
      last_name: 'Hand',
      email: 'slow.hand@yard.example',
      company: 'Slow Rentals',
      phone: undefined,
    });
    const [storedHuman] = await t.db
      .select()
      .from(demo_requests)
      .where(eq(demo_requests.email, 'slow.hand@yard.example'));
    expect(storedHuman?.spam_reason).toBeNull();
    expect(await t.db.select().from(mail_outbox)).toHaveLength(2);
    expect((await getDashboardCounts()).demoRequests).toBe(before.demoRequests + 1);
  });

  it('keeps a too-fast newsletter sign-up inactive, without a welcome mail, until a human-paced one', async () => {
    const before = await getDashboardCounts();
    const fast = await post(newsletterPOST, {
      name: 'Fast Reader',
      email: 'fast.reader@yard.example',
      website: '',
      fill_ms: 100,
    });
    expect(fast.status).toBe(201);
    expect(await fast.json()).toEqual({ ok: true, data: { product: 'Lizit' } });
    const row = async () =>
      (
        await t.db
          .select()
          .from(newsletter_subscribers)
          .where(eq(newsletter_subscribers.email, 'fast.reader@yard.example'))
      )[0];
    expect(await row()).toMatchObject({ is_active: false, spam_reason: 'too_fast' });
    expect(await t.db.select().from(mail_outbox)).toHaveLength(0);
    expect(await getDashboardCounts()).toEqual(before);
    // A second fast attempt changes nothing (and says nothing about the address).
    const again = await post(newsletterPOST, {
      name: 'Fast Reader',
      email: 'FAST.reader@yard.example',
      fill_ms: 100,
    });
    expect(again.status).toBe(201);
    expect(await row()).toMatchObject({ is_active: false, spam_reason: 'too_fast' });
    // Signing up at a human pace activates it, clears the reason and queues the welcome mail.
    expect(
      await subscribeToNewsletter(t.db, { name: 'Fast Reader', email: 'fast.reader@yard.example' }),
    ).toBe('subscribed');
    expect(await row()).toMatchObject({ is_active: true, spam_reason: null });
    const mails = await t.db.select({ kind: mail_outbox.kind }).from(mail_outbox);
    expect(mails.map((m) => m.kind)).toContain('newsletter.welcome');
    expect((await getDashboardCounts()).newsletter).toBe(before.newsletter + 1);
  });

  it('checks the rate limit before reading the body, and refuses a body over 64 KB', async () => {
    const ip = '198.18.0.40';
    const raw = (body: string, from: string) =>
      newsletterPOST(
        new Request('http://localhost/api/newsletter', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-lizit-client-ip': from },
          body,
        }),
      );
    // Malformed bodies count against the limit too: the limit comes first.
    for (let i = 0; i < 10; i++) expect((await raw('{not json', ip)).status).toBe(400);
    // Over the limit: refused before the body is looked at, malformed or not.
    const limited = await raw('{not json', ip);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({
      error: 'Too many requests. Please try again later.',
    });
    const valid = await raw(
      JSON.stringify({ name: 'Late', email: 'late@limit.example', ...human }),
      ip,
    );
    expect(valid.status).toBe(429);
    // Under the limit, a well-formed JSON body of 100 KB is refused for its size, unread.
    const big = await raw(
      JSON.stringify({ name: 'Big', email: 'big@limit.example', pad: 'x'.repeat(100_000) }),
      nextIp(),
    );
    expect(big.status).toBe(413);
    expect(
      await t.db
        .select()
        .from(newsletter_subscribers)
        .where(eq(newsletter_subscribers.email, 'big@limit.example')),
    ).toHaveLength(0);
  });

  it('commits a submission together with its notifications, or neither', async () => {
    const res = await post(demoPOST, {
      first_name: 'Kim',
      last_name: 'Lee',
      email: 'kim@lee.example',
      company: 'Lee Lifts',
      phone: '',
      ...human,
    });
    expect(res.status).toBe(201);
    const [row] = await t.db
      .select()
      .from(demo_requests)
      .where(eq(demo_requests.email, 'kim@lee.example'));
    expect(row).toMatchObject({ name: 'Kim Lee', notes: 'Demo request from website', phone: null });
    const mails = await t.db
      .select()
      .from(mail_outbox)
      .where(eq(mail_outbox.kind, 'notification.demo_request'));
    expect(mails.map((m) => m.to_address).sort()).toEqual(['ops@lizit.com', 'sales@lizit.com']);
    expect(mails[0]?.text_body).toContain('Lee Lifts');

    // If the outbox cannot be written, the submission is rolled back too.
    await t.db.execute(sql`alter table mail_outbox rename to mail_outbox_away`);
    try {
      await expect(
        createDemoRequest(t.db, {
          first_name: 'Rolled',
          last_name: 'Back',
          email: 'rb@x.example',
          company: 'RB',
          phone: undefined,
        }),
      ).rejects.toThrow();
    } finally {
      await t.db.execute(sql`alter table mail_outbox_away rename to mail_outbox`);
    }
    expect(
      await t.db.select().from(demo_requests).where(eq(demo_requests.email, 'rb@x.example')),
    ).toHaveLength(0);
  });

  it('unsubscribes by token idempotently and rejects a wrong secret', async () => {
    await post(newsletterPOST, { name: 'Una', email: 'una@sub.example', ...human });
    const [sub] = await t.db
      .select()
      .from(newsletter_subscribers)
      .where(eq(newsletter_subscribers.email, 'una@sub.example'));
    const token = unsubscribeToken(sub!.id, sub!.unsubscribe_token);
    expect(sub!.unsubscribe_token).toHaveLength(32);
    expect(await unsubscribeByToken(t.db, `${sub!.id}.${'x'.repeat(32)}`)).toBeNull();
    const first = await unsubscribePOST(
      new Request(`http://localhost/api/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: 'POST',
      }),
    );
    expect(await first.json()).toEqual({
      ok: true,
      data: { email: 'una@sub.example', was_active: true },
    });
    const again = await unsubscribePOST(
      new Request(`http://localhost/api/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: 'POST',
      }),
    );
    expect(await again.json()).toEqual({
      ok: true,
      data: { email: 'una@sub.example', was_active: false },
    });
    const bad = await unsubscribePOST(
      new Request('http://localhost/api/unsubscribe?token=abc', { method: 'POST' }),
    );
    expect(bad.status).toBe(400);
    // Subscribing again reactivates the same row.
    expect(
      (await post(newsletterPOST, { name: 'Una', email: 'UNA@sub.example', ...human })).status,
    ).toBe(201);
    const rows = await t.db
      .select()
      .from(newsletter_subscribers)
      .where(sql`lower(email) = 'una@sub.example'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.is_active).toBe(true);
  });

  it('previews an unsubscribe link (masked address) without changing the subscription', async () => {
    await subscribeToNewsletter(t.db, { name: 'Pia', email: 'pia.reader@yard.example' });
    const [sub] = await t.db
      .select()
      .from(newsletter_subscribers)
      .where(eq(newsletter_subscribers.email, 'pia.reader@yard.example'));
    const token = unsubscribeToken(sub!.id, sub!.unsubscribe_token);
    for (let i = 0; i < 3; i++) {
      expect(await unsubscribePreview(t.db, token)).toEqual({
        maskedEmail: 'p*********@y***.example',
        is_active: true,
      });
    }
    const [still] = await t.db
      .select({ is_active: newsletter_subscribers.is_active })
      .from(newsletter_subscribers)
      .where(eq(newsletter_subscribers.id, sub!.id));
    expect(still?.is_active).toBe(true);
    // A wrong secret, another id, a malformed token or an id beyond the column: nothing found.
    for (const bad of [
      `${sub!.id}.${'x'.repeat(32)}`,
      `${sub!.id + 1000}.${sub!.unsubscribe_token}`,
      'abc',
      `2147483648.${sub!.unsubscribe_token}`,
    ]) {
      expect(await unsubscribePreview(t.db, bad), bad).toBeNull();
    }
    // Once unsubscribed, the preview says so at once.
    expect(await unsubscribeByToken(t.db, token)).toEqual({
      email: 'pia.reader@yard.example',
      was_active: true,
    });
    expect(await unsubscribePreview(t.db, token)).toEqual({
      maskedEmail: 'p*********@y***.example',
      is_active: false,
    });
  });

  it('answers 400 or 404 for a token whose id is beyond the id column, never a 5xx', async () => {
    const secret = 'A'.repeat(32);
    for (const id of ['2147483648', '4294967296', '9999999999', '0']) {
      const token = `${id}.${secret}`;
      expect(await unsubscribeByToken(t.db, token)).toBeNull();
      const res = await unsubscribePOST(
        new Request(`http://localhost/api/unsubscribe?token=${token}`, { method: 'POST' }),
      );
      expect(res.status, id).toBe(400);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ ok: false, error: 'Invalid unsubscribe link' });
      expect(text).not.toMatch(/out of range|integer|at .*\.ts|Error:/i);
    }
    // The largest id the column holds is a well-formed token: unknown, so 404.
    const largest = await unsubscribePOST(
      new Request(`http://localhost/api/unsubscribe?token=2147483647.${secret}`, {
        method: 'POST',
      }),
    );
    expect(largest.status).toBe(404);
  });

  it('loses nothing while SMTP is down and delivers every notification exactly once after', async () => {
    const port = SMTP_PORT;
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
    // 50 submissions from distinct clients while nothing listens on the SMTP port.
    for (let i = 0; i < 50; i++) {
      const r = await post(
        contactPOST,
        { name: `Visitor ${i}`, email: `v${i}@fault.example`, message: `Message ${i}`, ...human },
        `192.0.2.${i + 1}`,
      );
      expect(r.status).toBe(201);
    }
    const [stored] = await t.db
      .select({ n: count() })
      .from(general_inquiries)
      .where(sql`email like '%@fault.example'`);
    expect(stored?.n).toBe(50);

    let clock = Date.now();
    const now = () => new Date(clock);
    for (;;) {
      const r = await drainOutbox({ db: t.db, transport, now, retryBaseMs: 1000, batchSize: 100 });
      if (r.sent + r.retried + r.dead === 0) break;
    }
    // Every notification (50 messages x 2 admins) is kept, failed at least once, none sent.
    // (A background pass started by a submission may still hold a few: let it finish.)
    let pending = await t.db.select().from(mail_outbox);
    for (let i = 0; i < 50 && !pending.every((m) => m.attempts >= 1); i++) {
      await new Promise((r) => setTimeout(r, 100));
      pending = await t.db.select().from(mail_outbox);
    }
    expect(pending).toHaveLength(100);
    expect(pending.every((m) => m.status === 'pending' && m.attempts >= 1 && m.last_error)).toBe(
      true,
    );

    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, session, cb) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(
            `${session.envelope.rcptTo[0]?.address}|${/Visitor \d+/.exec(Buffer.concat(chunks).toString())?.[0]}`,
          );
          cb();
        });
      },
    });
    await new Promise<void>((r) => server.listen(port, '127.0.0.1', () => r()));
    try {
      // Past the back-off and any lease, with no real waiting. A background pass started by a
      // submission may deliver some too: every message must still arrive exactly once.
      clock += 10 * 60_000;
      for (let i = 0; i < 50; i++) {
        await drainOutbox({ db: t.db, transport, now, retryBaseMs: 1000, batchSize: 100 });
        const [left] = await t.db
          .select({ n: count() })
          .from(mail_outbox)
          .where(sql`status <> 'sent'`);
        if (left?.n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(received).toHaveLength(100);
      expect(new Set(received).size).toBe(100);
      clock += 24 * 60 * 60 * 1000;
      expect(await drainOutbox({ db: t.db, transport, now })).toEqual({
        sent: 0,
        retried: 0,
        dead: 0,
      });
      const statuses = await t.db
        .select({ status: mail_outbox.status, n: count() })
        .from(mail_outbox)
        .groupBy(mail_outbox.status);
      expect(statuses).toEqual([{ status: 'sent', n: 100 }]);
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });

  it('marks a message dead after the maximum attempts, keeping the last error', async () => {
    // Due only on the test's own clock, so a background pass (real clock) never claims it.
    const later = Date.now() + 60 * 60_000;
    await t.db.insert(mail_outbox).values({
      to_address: 'x@y.example',
      subject: 's',
      text_body: 't',
      kind: 'test',
      next_attempt_at: new Date(later),
    });
    const failing = { send: async () => Promise.reject(new Error('550 mailbox unavailable')) };
    let clock = later + 1000;
    for (let i = 0; i < 3; i++) {
      await drainOutbox({
        db: t.db,
        transport: failing,
        now: () => new Date(clock),
        maxAttempts: 3,
        retryBaseMs: 10,
      });
      clock += 60_000;
    }
    const [row] = await t.db.select().from(mail_outbox).where(eq(mail_outbox.kind, 'test'));
    expect(row).toMatchObject({
      status: 'dead',
      attempts: 3,
      last_error: '550 mailbox unavailable',
    });
  });
});
