import fs from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDbHandle } from '@/db/client';
import { mail_outbox, rateLimitCounters } from '@/db/schema';
import { createConfirmedUser } from '@/server/admin/users';
import { resetAuth } from '@/server/auth/auth';
import { resetDbLimiters } from '@/server/rate-limit/store';
import { authClient, setAuthTestEnv } from './helpers/auth';
import { dbTargets, type TestDatabase } from './helpers/db';

// Issue #18 item 9: 3 failures lock the account for 45 s, doubling, at most 120 s.
const dataDir = setAuthTestEnv('auth-limits', {
  AUTH_ACCOUNT_LIMIT: '3/900',
  AUTH_BACKOFF_BASE_SEC: '45',
  AUTH_BACKOFF_MAX_SEC: '120',
  AUTH_VERIFY_EMAIL_LIMIT: '3/3600',
});

const PASSWORD = 'Right-pass-123';
const client = authClient('10.7');
const nextIp = client.nextIp;
const authPost = (route: string, body: unknown, ip = nextIp()) =>
  client.authPost(route, body, { ip });

describe.each(dbTargets())('per-account limits on $name', ({ create }) => {
  let t: TestDatabase;
  const signIn = (email: string, password: string, ip?: string) =>
    authPost('/sign-in/email', { email, password }, ip);

  /** What the clock does: the running back-off of `email` ends now. */
  const endBackoff = (email: string) =>
    t.db
      .update(rateLimitCounters)
      .set({ expire: sql`now() - interval '1 second'` })
      .where(eq(rateLimitCounters.key, `signin_block:${email}`));

  async function expectLocked(email: string, seconds: number) {
    // From a new IP, and with the right password: still refused.
    const res = await signIn(email, PASSWORD);
    expect(res.status).toBe(429);
    const wait = Number(res.headers.get('x-retry-after'));
    expect(wait).toBeGreaterThanOrEqual(seconds - 2);
    expect(wait).toBeLessThanOrEqual(seconds);
    expect(res.headers.get('retry-after')).toBe(String(wait));
    expect(((await res.json()) as { message: string }).message).toBe(
      `Too many attempts. Try again in ${wait} seconds.`,
    );
  }

  async function failTimes(email: string, n: number) {
    for (let i = 0; i < n; i++) expect((await signIn(email, 'Wrong-pass-000')).status).toBe(401);
  }

  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    resetDbLimiters();
    resetAuth();
    for (const email of ['locked@lizit.com', 'other@lizit.com'])
      await createConfirmedUser(t.db, email, PASSWORD, { name: 'x', admin: true });
  });
  afterAll(async () => {
    setDbHandle(undefined);
    resetDbLimiters();
    resetAuth();
    await t?.dispose();
  });

  it('backs off an account after repeated failures from any IP, growing and bounded, reset on success', async () => {
    const email = 'locked@lizit.com';
    await failTimes(email, 3);
    await expectLocked(email, 45);
    // Another account is not affected.
    expect((await signIn('other@lizit.com', PASSWORD)).status).toBe(200);
    // A restart (no limiter in memory) keeps the back-off.
    resetDbLimiters();
    await expectLocked(email, 45);

    await endBackoff(email);
    await failTimes(email, 3);
    await expectLocked(email, 90);
    await endBackoff(email);
    await failTimes(email, 3);
    await expectLocked(email, 120); // 180 capped at AUTH_BACKOFF_MAX_SEC

    await endBackoff(email);
    expect((await signIn(email, PASSWORD)).status).toBe(200);
    // The success forgot the failures and the lockouts: the next lockout is the first again.
    await failTimes(email, 2);
    expect((await signIn(email, PASSWORD)).status).toBe(200);
    await failTimes(email, 3);
    await expectLocked(email, 45);
  });

  it("better-auth's per-IP limit says how long to wait (X-Retry-After)", async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i++) await signIn('nobody@lizit.com', 'Wrong-pass-000', ip);
    const res = await signIn('nobody.else@lizit.com', 'Wrong-pass-000', ip);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('x-retry-after'))).toBeGreaterThan(0);
  });

  it('issue #18 item 8: at most 3 confirmation e-mails an hour per address, with the same answer', async () => {
    const email = `pending.${t.kind}@lizit.com`;
    const res = await authPost('/sign-up/email', { email, password: PASSWORD, name: 'x' });
    expect(res.status).toBe(200);
    const answers: string[] = [];
    for (const to of [email, email, email, email, `ghost.${t.kind}@lizit.com`]) {
      const r = await authPost('/send-verification-email', { email: to });
      answers.push(`${r.status} ${await r.text()}`);
    }
    // The same answer for a sent mail, a suppressed one and an address that does not exist.
    expect(new Set(answers)).toEqual(new Set(['200 {"status":true}']));
    const sent = await t.db
      .select({ id: mail_outbox.id })
      .from(mail_outbox)
      .where(and(eq(mail_outbox.to_address, email), eq(mail_outbox.kind, 'auth.verify_email')));
    expect(sent).toHaveLength(3);
  });

  it('issue #18 item 8: the anonymous resend is also limited per IP (10 an hour)', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) {
      const r = await authPost('/send-verification-email', { email: `x${i}@lizit.com` }, ip);
      expect(r.status).toBe(200);
    }
    const refused = await authPost('/send-verification-email', { email: 'x@lizit.com' }, ip);
    expect(refused.status).toBe(429);
  });
});

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
