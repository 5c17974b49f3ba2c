import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as contactPOST } from '@/app/api/contact/route';
import { POST as demoPOST } from '@/app/api/demo-requests/route';
import { POST as newsletterPOST } from '@/app/api/newsletter/route';
import { openDatabase, setDbHandle, type DbHandle } from '@/db/client';
import { TEMPORARILY_UNAVAILABLE } from '@/server/forms/public-form';
import { resetRateLimiters } from '@/server/forms/rate-limit';
import { dbTargets, type TestDatabase } from './helpers/db';

// Issue #10 "Faults": while the database is down, a public form answers 503 with a retry-later
// message (never a raw error) and stores nothing; once it is back, the same form succeeds.
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-outage-test-'));
process.env.FORM_MIN_FILL_MS = '0';
process.env.MAIL_POLL_MS = '600000';

let ipCounter = 0;
function post(handler: (r: Request) => Promise<Response>, body: unknown) {
  return handler(
    new Request('http://localhost/api/x', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-lizit-client-ip': `198.51.100.${++ipCounter % 250}`,
      },
      body: JSON.stringify(body),
    }),
  );
}

const forms = [
  {
    name: 'newsletter',
    handler: newsletterPOST,
    body: (n: number) => ({ name: 'Ana', email: `ana${n}@yard.example` }),
  },
  {
    name: 'demo request',
    handler: demoPOST,
    body: (n: number) => ({
      first_name: 'Ana',
      last_name: 'Lopez',
      email: `ana${n}@yard.example`,
      company: 'Yard Rentals',
    }),
  },
  {
    name: 'contact',
    handler: contactPOST,
    body: (n: number) => ({ name: 'Ana', email: `ana${n}@yard.example`, message: 'Hello' }),
  },
];

async function expectRetryLater(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
  const body = (await response.json()) as { ok: boolean; error: string };
  expect(body).toEqual({ ok: false, error: TEMPORARILY_UNAVAILABLE, status: 503 });
}

describe.each(dbTargets())('public forms while the database is down, on $name', ({ create }) => {
  let t: TestDatabase;
  let refused: DbHandle;
  let dropping: DbHandle;
  let dropper: net.Server;
  let n = 0;

  beforeAll(async () => {
    t = await create();
    // Nothing listens on port 1: every connection is refused, as when PostgreSQL is stopped.
    refused = openDatabase({ kind: 'postgres', url: 'postgres://lizit@127.0.0.1:1/lizit', max: 2 });
    // A server that accepts and hangs up at once, as a PostgreSQL shutting down does.
    dropper = net.createServer((socket) => socket.destroy());
    await new Promise<void>((r) => dropper.listen(0, '127.0.0.1', () => r()));
    const { port } = dropper.address() as net.AddressInfo;
    dropping = openDatabase({
      kind: 'postgres',
      url: `postgres://lizit@127.0.0.1:${port}/lizit`,
      max: 2,
    });
  });
  afterAll(async () => {
    setDbHandle(undefined);
    resetRateLimiters();
    await refused?.close().catch(() => {});
    await dropping?.close().catch(() => {});
    await new Promise<void>((r) => dropper.close(() => r()));
    await t?.dispose();
  });

  it.each(forms)('$name: 503 from the limiter or the insert, 201 once it is back', async (form) => {
    // The rate limiter cannot reach its store.
    setDbHandle(refused);
    resetRateLimiters();
    await expectRetryLater(await post(form.handler, form.body(++n)));
    setDbHandle(dropping);
    resetRateLimiters();
    await expectRetryLater(await post(form.handler, form.body(++n)));

    // The limiter works (on the healthy database), the insert hits the unreachable one.
    setDbHandle(t);
    resetRateLimiters();
    expect((await post(form.handler, form.body(++n))).status).toBe(201);
    setDbHandle(refused);
    await expectRetryLater(await post(form.handler, form.body(++n)));
    setDbHandle(dropping);
    await expectRetryLater(await post(form.handler, form.body(++n)));

    // Back: the same visitor sends again and it is stored.
    setDbHandle(t);
    expect((await post(form.handler, form.body(++n))).status).toBe(201);
  });

  it('still answers a plain failure (500) for an error that is not an outage', async () => {
    setDbHandle(t);
    resetRateLimiters();
    // A missing table: no retry fixes that, so it stays a 500 with the form's own message.
    await t.db.execute('alter table general_inquiries rename to general_inquiries_gone');
    try {
      const response = await post(contactPOST, forms[2]!.body(++n));
      expect(response.status).toBe(500);
      const body = (await response.json()) as { error: string };
      expect(body.error).not.toMatch(/general_inquiries|relation|does not exist/);
    } finally {
      await t.db.execute('alter table general_inquiries_gone rename to general_inquiries');
    }
  });
});
