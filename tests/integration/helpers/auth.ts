import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getAuth } from '@/server/auth/auth';
import { CLIENT_IP_HEADER } from '@/server/http/client-ip';

/** The site origin the auth suites run better-auth under. */
export const AUTH_TEST_ORIGIN = 'http://localhost:3999';

/**
 * The environment every auth suite sets before better-auth is first used: a temporary data dir,
 * a fixed secret and origin, better-auth's own rate limit on, and no background mail sending.
 * @param name - names the temporary data dir
 * @param extra - more variables (limits, ADMIN_REQUIRE_2FA)
 * @returns the data dir
 */
export function setAuthTestEnv(name: string, extra: Record<string, string> = {}): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lizit-${name}-`));
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
    SITE_URL: AUTH_TEST_ORIGIN,
    AUTH_RATE_LIMIT: 'on',
    MAIL_POLL_MS: '600000',
    ...extra,
  });
  return dataDir;
}

/**
 * Calls better-auth's handler the way the browser does through the server: JSON, the site's
 * Origin, and a client address (a new one per call unless given, so per-IP limits do not mix).
 * @param ipPrefix - the first two octets of the addresses, e.g. "10.7"
 */
export function authClient(ipPrefix: string) {
  let counter = 0;
  const nextIp = () => {
    counter += 1;
    return `${ipPrefix}.${Math.floor(counter / 250)}.${counter % 250}`;
  };
  const authPost = (
    route: string,
    body: unknown,
    opts: { ip?: string; cookie?: string } = {},
  ): Promise<Response> =>
    getAuth().handler(
      new Request(`${AUTH_TEST_ORIGIN}/api/auth${route}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: AUTH_TEST_ORIGIN,
          [CLIENT_IP_HEADER]: opts.ip ?? nextIp(),
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
        },
        body: JSON.stringify(body),
      }),
    );
  return { nextIp, authPost };
}
