/**
 * Session cookie flags when the site is served over HTTPS (issue #10 "Security review"): every
 * cookie the sign-in sets is Secure (with the __Secure- prefix), HttpOnly, SameSite=Lax and
 * scoped to the whole site. The HTTP case (no Secure, which browsers would drop) is checked
 * against a running server in e2e/security.spec.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDbHandle } from '@/db/client';
import { staffRoles } from '@/lib/roles';
import { createConfirmedAdmin } from '@/server/admin/users';
import { getAuth, resetAuth } from '@/server/auth/auth';
import { requireRole } from '@/server/auth/guard';
import { dbTargets, type TestDatabase } from './helpers/db';

process.env.BETTER_AUTH_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
process.env.SITE_URL = 'https://www.lizit.test';
process.env.AUTH_RATE_LIMIT = 'off';
process.env.MAIL_POLL_MS = '600000';

const ORIGIN = 'https://www.lizit.test';

/** The attributes of one Set-Cookie header, names lower-cased, e.g. { secure: '', path: '/' }. */
function attributes(setCookie: string): { name: string; attrs: Record<string, string> } {
  const [pair, ...rest] = setCookie.split(';').map((s) => s.trim());
  const attrs: Record<string, string> = {};
  for (const a of rest) {
    const [k, ...v] = a.split('=');
    attrs[k!.toLowerCase()] = v.join('=');
  }
  return { name: pair!.split('=')[0]!, attrs };
}

describe.each(dbTargets().slice(0, 1))('session cookies over HTTPS ($name)', ({ create }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    resetAuth();
    await createConfirmedAdmin(t.db, 'secure@lizit.com', 'Sup3r-secret-pass');
  });
  afterAll(async () => {
    setDbHandle(undefined);
    resetAuth();
    await t?.dispose();
  });

  it('are Secure, __Secure- prefixed, HttpOnly, SameSite=Lax and Path=/', async () => {
    const res = await getAuth().handler(
      new Request(`${ORIGIN}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: ORIGIN,
          'x-lizit-client-ip': '10.9.0.1',
        },
        body: JSON.stringify({ email: 'secure@lizit.com', password: 'Sup3r-secret-pass' }),
      }),
    );
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie().map(attributes);
    expect(cookies.map((c) => c.name)).toContain('__Secure-better-auth.session_token');
    for (const { name, attrs } of cookies) {
      expect(name, 'prefixed').toMatch(/^__Secure-/);
      expect(attrs, name).toHaveProperty('secure');
      expect(attrs, name).toHaveProperty('httponly');
      expect(attrs.samesite?.toLowerCase(), name).toBe('lax');
      expect(attrs.path, name).toBe('/');
      expect(attrs, `${name} is a host-only cookie`).not.toHaveProperty('domain');
    }
    // The session works with the secure cookie.
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect((await requireRole(staffRoles, new Headers({ cookie }))).email).toBe('secure@lizit.com');
  });
});
