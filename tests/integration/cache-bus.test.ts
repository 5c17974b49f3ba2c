import { Client } from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { cached, clearCache, invalidateTags, onInvalidate } from '@/server/cache';
import { CACHE_CHANNEL, startCacheBus, type CacheBus } from '@/server/cache-bus';

/**
 * The cross-instance invalidation bus (issue #10 "Deployment") on a real PostgreSQL: what one
 * instance invalidates is published with NOTIFY, and what another publishes is applied here.
 * Needs TEST_DATABASE_URL (CI always sets it); PGlite has no LISTEN/NOTIFY across processes.
 */
const url = process.env.TEST_DATABASE_URL?.trim();
const log = { info: () => {}, error: () => {} };

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.skipIf(!url)('cache bus (PostgreSQL LISTEN/NOTIFY)', () => {
  let bus: CacheBus | undefined;
  let other: Client | undefined;
  afterEach(async () => {
    await bus?.close();
    await other?.end();
    bus = undefined;
    other = undefined;
    clearCache();
  });

  async function otherInstance(): Promise<{ client: Client; received: string[] }> {
    const client = new Client({ connectionString: url });
    await client.connect();
    const received: string[] = [];
    client.on('notification', (m) => received.push(m.payload ?? ''));
    await client.query(`LISTEN ${CACHE_CHANNEL}`);
    return { client, received };
  }

  it('publishes every local invalidation for the other instances', async () => {
    bus = startCacheBus(url!, { log });
    await bus.ready;
    const o = await otherInstance();
    other = o.client;
    invalidateTags(['posts', 'post:forklift-safety']);
    await until(() => o.received.length === 1);
    expect(JSON.parse(o.received[0]!)).toEqual({
      from: bus.instanceId,
      tags: ['posts', 'post:forklift-safety'],
    });
  });

  it("applies another instance's invalidation to this one's caches, and ignores its own echo", async () => {
    bus = startCacheBus(url!, { log });
    await bus.ready;
    const seen: string[][] = [];
    const off = onInvalidate((tags) => seen.push([...tags]));
    let loads = 0;
    const read = () => cached('banners:active', ['banners'], async () => ++loads);
    await read();
    const o = await otherInstance();
    other = o.client;
    await other.query('select pg_notify($1, $2)', [
      CACHE_CHANNEL,
      JSON.stringify({ from: 'another-instance', tags: ['banners'] }),
    ]);
    await until(() => seen.length === 1);
    expect(seen[0]).toEqual(['banners']);
    expect(await read()).toBe(2);
    await other.query('select pg_notify($1, $2)', [
      CACHE_CHANNEL,
      JSON.stringify({ from: bus.instanceId, tags: ['media'] }),
    ]);
    await other.query('select pg_notify($1, $2)', [CACHE_CHANNEL, 'not json']);
    await new Promise((r) => setTimeout(r, 200));
    expect(seen).toHaveLength(1);
    off();
  });

  it('reconnects after losing its connection and drops everything it may have missed', async () => {
    bus = startCacheBus(url!, { log, retry: 50 });
    await bus.ready;
    const seen: string[][] = [];
    const off = onInvalidate((tags) => seen.push([...tags]));
    const o = await otherInstance();
    other = o.client;
    // Kill the bus's listening connection from the server side.
    await other.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where pid <> pg_backend_pid() and query = $1`,
      [`LISTEN ${CACHE_CHANNEL}`],
    );
    await until(() => seen.some((t) => t[0] === '*'));
    await other.query('select pg_notify($1, $2)', [
      CACHE_CHANNEL,
      JSON.stringify({ from: 'another-instance', tags: ['resources'] }),
    ]);
    await until(() => seen.some((t) => t[0] === 'resources'));
    off();
  });
});
