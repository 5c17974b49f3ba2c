import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, setDbHandle } from '@/db/client';
import { rateLimitCounters } from '@/db/schema';
import { consumeRateLimit, resetRateLimiters } from '@/server/forms/rate-limit';
import { dbTargets, type TestDatabase } from './helpers/db';

// Issue #18 item 9: the public forms' counters live in the database, on the embedded database
// too, so a restart keeps them and every instance counts the same attempts.

describe.each(dbTargets())('form rate limits on $name', ({ create }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    resetRateLimiters();
  });
  afterAll(async () => {
    setDbHandle(undefined);
    resetRateLimiters();
    await t?.dispose();
  });

  it('keeps counting in the database when the process forgets its limiters', async () => {
    for (let i = 0; i < 10; i++)
      expect(await consumeRateLimit('newsletter', '192.0.2.10')).toEqual({ allowed: true });
    const [row] = await t.db.select().from(rateLimitCounters);
    expect(row).toMatchObject({ key: 'form_newsletter:192.0.2.10', points: 10 });
    // What another instance, or this one after a restart, starts with: no limiter in memory.
    resetRateLimiters();
    const refused = await consumeRateLimit('newsletter', '192.0.2.10');
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfterSec).toBeGreaterThan(3500);
      expect(refused.retryAfterSec).toBeLessThanOrEqual(3600);
    }
    // Other clients and other forms count apart.
    expect(await consumeRateLimit('newsletter', '192.0.2.11')).toEqual({ allowed: true });
    expect(await consumeRateLimit('contact', '192.0.2.10')).toEqual({ allowed: true });
  });
});

describe('form rate limits on the embedded database across a restart', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-rl-'));
  afterAll(() => {
    setDbHandle(undefined);
    resetRateLimiters();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses the 6th demo request after the server restarted on the same data dir', async () => {
    const first = openDatabase({ kind: 'pglite', dataDir: dir });
    await migrateDatabase(first);
    setDbHandle(first);
    resetRateLimiters();
    for (let i = 0; i < 5; i++)
      expect(await consumeRateLimit('demo', '198.51.100.7')).toEqual({ allowed: true });
    await first.close();

    const second = openDatabase({ kind: 'pglite', dataDir: dir });
    await migrateDatabase(second);
    setDbHandle(second);
    resetRateLimiters();
    expect((await consumeRateLimit('demo', '198.51.100.7')).allowed).toBe(false);
    await second.close();
  });
});
