import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDbHandle } from '@/db/client';
import { createConfirmedAdmin } from '@/server/admin/users';
import { getAuth, resetAuth } from '@/server/auth/auth';
import { dbTargets, type TestDatabase } from './helpers/db';

// The demo: no SITE_URL, so the site is http://localhost:3997 and the browser may have been
// given http://127.0.0.1:3997 instead (issue #20 item 14).
process.env.BETTER_AUTH_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
process.env.SITE_URL = '';
process.env.PORT = '3997';
process.env.AUTH_RATE_LIMIT = 'off';
process.env.MAIL_POLL_MS = '600000';

/** A sign-in as the browser at `origin` sends it, to the address it was given (`origin` too). */
function signIn(origin: string, ip: string, url = origin) {
  return getAuth().handler(
    new Request(`${url}/api/auth/sign-in/email`, {
      method: 'POST',
      // A browser that has any cookie of the site sends it: better-auth then checks the Origin.
      headers: {
        'content-type': 'application/json',
        origin,
        cookie: 'lizit-seen=1',
        'x-lizit-client-ip': ip,
      },
      body: JSON.stringify({ email: 'boss@lizit.com', password: 'Sup3r-secret-pass' }),
    }),
  );
}

describe.each(dbTargets())('trusted origins of the demo on $name', ({ create }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    resetAuth();
    await createConfirmedAdmin(t.db, 'boss@lizit.com', 'Sup3r-secret-pass');
  });
  afterAll(async () => {
    setDbHandle(undefined);
    resetAuth();
    await t?.dispose();
  });

  it('signs in from either loopback name of the port', async () => {
    expect((await signIn('http://localhost:3997', '10.31.0.1')).status).toBe(200);
    expect((await signIn('http://127.0.0.1:3997', '10.31.0.2')).status).toBe(200);
  });

  it('refuses another origin, another port included', async () => {
    for (const origin of ['http://evil.example', 'http://127.0.0.1:4000']) {
      const res = await signIn(origin, '10.31.0.3', 'http://127.0.0.1:3997');
      expect(res.status).toBe(403);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  });
});
