import fs from 'node:fs';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { setDbHandle } from '@/db/client';
import { audit_log, twoFactor, user } from '@/db/schema';
import { staffRoles } from '@/lib/roles';
import { adminAction } from '@/server/actions/admin-action';
import { AdminCommandError, createConfirmedUser, resetTwoFactor } from '@/server/admin/users';
import { getAuth, resetAuth } from '@/server/auth/auth';
import { AdminAuthError, requireAdminPage, requireRole, withAdmin } from '@/server/auth/guard';
import { CODE_REUSED_MESSAGE } from '@/server/auth/two-factor-replay';
import { isCrossOriginWrite } from '@/server/http/request-guard';
import { resetDbLimiters } from '@/server/rate-limit/store';
import { AUTH_TEST_ORIGIN, authClient, setAuthTestEnv } from './helpers/auth';
import { dbTargets, type TestDatabase } from './helpers/db';

// The request of server actions and pages: the cookie a test puts here.
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => request.headers }));
vi.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new Error(`REDIRECT ${url}`);
  },
}));

const dataDir = setAuthTestEnv('auth-2fa', { ADMIN_REQUIRE_2FA: 'true' });

const ORIGIN = AUTH_TEST_ORIGIN;
const PASSWORD = 'Admin-pass-123';
const client = authClient('10.8');
const nextIp = client.nextIp;

async function authPost(route: string, body: unknown, cookie?: string) {
  const res = await client.authPost(route, body, { cookie });
  const cookies = res.headers
    .getSetCookie()
    .filter((c) => !/Max-Age=0/i.test(c))
    .map((c) => c.split(';')[0])
    .join('; ');
  return { res, cookie: cookies, json: (await res.json().catch(() => null)) as never };
}

/**
 * The code of the app enrolled with this otpauth:// URI (computed, never hard-coded) for the
 * current step, or with `step` -1 or 1 the one before or after (the server accepts one step on
 * either side).
 */
function totpAt(totpURI: string, step: -1 | 0 | 1): Promise<string> {
  const secret = new URL(totpURI).searchParams.get('secret')!;
  return createOTP(base32.decode(secret)).hotp(Math.floor(Date.now() / 30_000) + step);
}

const usedCodes = new Set<string>();
/** A valid code this file has not signed in with yet (a code opens one session only). */
async function totpOf(totpURI: string): Promise<string> {
  for (const step of [0, 1, -1] as const) {
    const code = await totpAt(totpURI, step);
    if (!usedCodes.has(code)) {
      usedCodes.add(code);
      return code;
    }
  }
  throw new Error('every valid code was used');
}

/** A 6-digit code that is not `code`. */
const otherThan = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');

const protectedRoute = withAdmin('content', async () => Response.json({ ok: true }));
const protectedAction = adminAction('test.two_factor', 'content', z.object({}), async () => 'done');

describe.each(dbTargets())('two-factor for admins on $name', ({ create }) => {
  let t: TestDatabase;
  let totpURI = '';
  let backupCodes: string[] = [];
  const email = 'second.factor@lizit.com';

  const signIn = () => authPost('/sign-in/email', { email, password: PASSWORD });

  async function asSession(cookie: string) {
    request.headers = new Headers({ cookie });
    return {
      guard: await requireRole(staffRoles, new Headers({ cookie })).catch((e: unknown) => e),
      page: await requireAdminPage().catch((e: unknown) => (e as Error).message),
      route: (
        await protectedRoute(new Request(`${ORIGIN}/api/admin/x`, { headers: { cookie } }), {})
      ).status,
      action: await protectedAction({}),
    };
  }

  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    resetDbLimiters();
    resetAuth();
    await createConfirmedUser(t.db, email, PASSWORD, { name: 'Admin', admin: true });
  });
  afterAll(async () => {
    setDbHandle(undefined);
    resetDbLimiters();
    resetAuth();
    await t?.dispose();
  });

  it('ADMIN_REQUIRE_2FA: an admin without two-factor is refused everywhere and sent to enrol', async () => {
    const { res, cookie } = await signIn();
    expect(res.status).toBe(200);
    const seen = await asSession(cookie);
    expect(seen.guard).toBeInstanceOf(AdminAuthError);
    expect(seen.guard).toMatchObject({ status: 403, reason: 'two_factor_required' });
    expect(seen.page).toBe('REDIRECT /auth/two-factor');
    expect(seen.route).toBe(403);
    expect(seen.action).toMatchObject({ ok: false, status: 403 });
  });

  it('enrols with the password, refusing a wrong code, then turns on with a computed code', async () => {
    const { cookie } = await signIn();
    const wrongPassword = await authPost('/two-factor/enable', { password: 'nope-nope-1' }, cookie);
    expect(wrongPassword.res.status).toBe(400);
    const enable = await authPost('/two-factor/enable', { password: PASSWORD }, cookie);
    expect(enable.res.status).toBe(200);
    ({ totpURI, backupCodes } = enable.json as { totpURI: string; backupCodes: string[] });
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Lizit:second\.factor%40lizit\.com\?secret=/);
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);

    const code = await totpOf(totpURI);
    const wrong = await authPost('/two-factor/verify-totp', { code: otherThan(code) }, cookie);
    expect(wrong.res.status).toBe(401);
    const [pending] = await t.db.select().from(user).where(eq(user.email, email));
    expect(pending!.twoFactorEnabled).toBe(false);

    const ok = await authPost('/two-factor/verify-totp', { code }, cookie);
    expect(ok.res.status).toBe(200);
    const [enrolled] = await t.db.select().from(user).where(eq(user.email, email));
    expect(enrolled!.twoFactorEnabled).toBe(true);
    // The secret is stored encrypted, never as the key the app got.
    const [row] = await t.db.select().from(twoFactor).where(eq(twoFactor.userId, enrolled!.id));
    expect(row!.secret).not.toContain(new URL(totpURI).searchParams.get('secret')!);
    // The new session (cookie refreshed by the plugin) now passes the admin check.
    const seen = await asSession(ok.cookie);
    expect(seen.guard).toMatchObject({ email });
    expect(seen.route).toBe(200);
    expect(seen.action).toEqual({ ok: true, data: 'done' });
  });

  it('sign-in asks for the code: no session after the password, a wrong code refused, the right one signs in', async () => {
    const first = await signIn();
    expect(first.res.status).toBe(200);
    expect(first.json).toMatchObject({ twoFactorRedirect: true });
    // Only the pending two-factor cookie: not signed in yet.
    expect((await asSession(first.cookie)).guard).toMatchObject({ status: 401 });

    const code = await totpOf(totpURI);
    const wrong = await authPost(
      '/two-factor/verify-totp',
      { code: otherThan(code) },
      first.cookie,
    );
    expect(wrong.res.status).toBe(401);
    const ok = await authPost('/two-factor/verify-totp', { code }, first.cookie);
    expect(ok.res.status).toBe(200);
    expect((await asSession(ok.cookie)).guard).toMatchObject({ email });

    // The same code, in the same 30 seconds, opens no second session.
    const again = await signIn();
    const replay = await authPost('/two-factor/verify-totp', { code }, again.cookie);
    expect(replay.res.status).toBe(401);
    expect(replay.json).toMatchObject({ message: CODE_REUSED_MESSAGE });
    expect((await asSession(replay.cookie || again.cookie)).guard).toMatchObject({ status: 401 });
  });

  it('a backup code signs in once', async () => {
    const first = await signIn();
    const used = await authPost(
      '/two-factor/verify-backup-code',
      { code: backupCodes[0] },
      first.cookie,
    );
    expect(used.res.status).toBe(200);
    expect((await asSession(used.cookie)).guard).toMatchObject({ email });

    const again = await signIn();
    const reused = await authPost(
      '/two-factor/verify-backup-code',
      { code: backupCodes[0] },
      again.cookie,
    );
    expect(reused.res.status).toBe(401);
    const other = await authPost(
      '/two-factor/verify-backup-code',
      { code: backupCodes[1] },
      again.cookie,
    );
    expect(other.res.status).toBe(200);
  });

  it('answers malformed two-factor and sign-in requests with a 4xx, no stack; cross-origin writes are refused by the guard', async () => {
    // A real session (password and code): the malformed calls are refused for their input.
    const pending = await signIn();
    const { cookie } = await authPost(
      '/two-factor/verify-totp',
      { code: await totpOf(totpURI) },
      pending.cookie,
    );
    const raw = (route: string, body: string, headers: Record<string, string> = {}) =>
      getAuth().handler(
        new Request(`${ORIGIN}/api/auth${route}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: ORIGIN,
            'x-lizit-client-ip': nextIp(),
            cookie,
            ...headers,
          },
          body,
        }),
      );
    const answers = [
      await raw('/two-factor/verify-totp', JSON.stringify({ code: { $ne: '' } })),
      await raw('/two-factor/verify-backup-code', JSON.stringify({ code: ['a'] })),
      await raw('/two-factor/enable', '{not json'),
      await raw('/sign-in/email', JSON.stringify({ email: { a: 1 }, password: 'x' })),
      await raw('/sign-up/email', JSON.stringify({ email: ['x@lizit.com'], password: 1 })),
    ];
    for (const res of answers) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(await res.text()).not.toMatch(/\bat .+:\d+:\d+|node_modules/);
    }
    // better-auth does not check the Origin of JSON requests (a browser must preflight them); the
    // server's request guard refuses every cross-origin write before it reaches /api/auth.
    expect(
      isCrossOriginWrite(
        'POST',
        '/api/auth/two-factor/disable',
        { origin: 'https://evil.example' },
        [ORIGIN],
      ),
    ).toBe(true);
    const [u] = await t.db.select().from(user).where(eq(user.email, email));
    expect(await t.db.select().from(twoFactor).where(eq(twoFactor.userId, u!.id))).toHaveLength(1);
  });

  it('reset-2fa turns two-factor off, is audited, and sends the admin back to enrolment', async () => {
    await expect(resetTwoFactor(t.db, 'nobody@lizit.com', 'cli')).rejects.toBeInstanceOf(
      AdminCommandError,
    );
    expect(await resetTwoFactor(t.db, 'Second.Factor@lizit.com', 'cli')).toEqual({
      wasEnabled: true,
    });
    const [u] = await t.db.select().from(user).where(eq(user.email, email));
    expect(u!.twoFactorEnabled).toBe(false);
    expect(await t.db.select().from(twoFactor).where(eq(twoFactor.userId, u!.id))).toEqual([]);
    const audits = await t.db
      .select()
      .from(audit_log)
      .where(eq(audit_log.action, 'auth.two_factor.reset'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ resource_type: 'user', resource_id: u!.id });
    expect(audits[0]!.details).toMatchObject({ email, via: 'cli', wasEnabled: true });

    // The password alone signs in again, and the server asks for a new enrolment.
    const { res, json, cookie } = await signIn();
    expect(res.status).toBe(200);
    expect(json).not.toMatchObject({ twoFactorRedirect: true });
    expect((await asSession(cookie)).page).toBe('REDIRECT /auth/two-factor');
  });
});

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
