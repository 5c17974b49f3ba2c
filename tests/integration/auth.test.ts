import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDbHandle, type Db, type DbHandle } from '@/db/client';
import { staffRoles } from '@/lib/roles';
import { createConfirmedAdmin } from '@/server/admin/users';
import { getAuth, resetAuth } from '@/server/auth/auth';
import { requireRole, staffRole } from '@/server/auth/guard';
import { dbTargets, type TestDatabase } from './helpers/db';

process.env.BETTER_AUTH_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
process.env.SITE_URL = 'http://localhost:3999';
process.env.AUTH_RATE_LIMIT = 'on';
process.env.MAIL_POLL_MS = '600000';

const ORIGIN = 'http://localhost:3999';

function authRequest(path: string, body: unknown, opts: { ip: string; cookie?: string }) {
  return getAuth().handler(
    new Request(`${ORIGIN}/api/auth${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: ORIGIN,
        'x-lizit-client-ip': opts.ip,
        ...(opts.cookie ? { cookie: opts.cookie } : {}),
      },
      body: JSON.stringify(body),
    }),
  );
}

function cookieOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

describe.each(dbTargets())('authentication on $name', ({ create }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    resetAuth();
    await createConfirmedAdmin(t.db, 'boss@lizit.com', 'Sup3r-secret-pass');
    await createConfirmedAdmin(t.db, 'limit@lizit.com', 'Sup3r-secret-pass');
  });
  afterAll(async () => {
    setDbHandle(undefined);
    resetAuth();
    await t?.dispose();
  });

  it('signs in, recognises the admin, and invalidates the session on sign-out', async () => {
    const res = await authRequest(
      '/sign-in/email',
      { email: 'boss@lizit.com', password: 'Sup3r-secret-pass' },
      { ip: '10.1.0.1' },
    );
    expect(res.status).toBe(200);
    const cookie = cookieOf(res);
    expect(res.headers.getSetCookie().join('\n')).toMatch(/HttpOnly/i);
    expect(res.headers.getSetCookie().join('\n')).toMatch(/SameSite=Lax/i);
    const admin = await requireRole(staffRoles, new Headers({ cookie }));
    expect(admin.email).toBe('boss@lizit.com');

    const out = await authRequest('/sign-out', {}, { ip: '10.1.0.1', cookie });
    expect(out.status).toBe(200);
    await expect(requireRole(staffRoles, new Headers({ cookie }))).rejects.toMatchObject({
      status: 401,
    });
  });

  it('rate-limits the 4th rapid sign-in attempt from one client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await authRequest(
        '/sign-in/email',
        { email: 'limit@lizit.com', password: 'wrong-password-x' },
        { ip: '10.2.0.2' },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 3).every((s) => s === 401)).toBe(true);
    expect(statuses[3]).toBe(429);
    // Another client is not affected.
    const other = await authRequest(
      '/sign-in/email',
      { email: 'limit@lizit.com', password: 'Sup3r-secret-pass' },
      { ip: '10.2.0.3' },
    );
    expect(other.status).toBe(200);
  });

  it('treats an admin lookup error as "not an admin"', async () => {
    const broken = {
      ...t,
      db: new Proxy(t.db, {
        get(target, prop) {
          if (prop === 'select')
            return () => {
              throw new Error('connection reset');
            };
          return Reflect.get(target, prop);
        },
      }) as Db,
    } as DbHandle;
    setDbHandle(broken);
    try {
      expect(await staffRole('any-user-id')).toBeNull();
    } finally {
      setDbHandle(t);
    }
  });
});
