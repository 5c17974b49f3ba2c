import crypto from 'node:crypto';
import { Client, Pool } from 'pg';
import { applyInvalidation, setInvalidationBroadcaster } from './cache';

/**
 * Cache invalidation across instances (several instances behind a load
 * balancer; ARCHITECTURE.md "Caches are per process; invalidation is never allowed to be").
 * Every `invalidateTags` call is published with PostgreSQL NOTIFY on one channel; every instance
 * LISTENs and applies the tags another instance published to its own read cache and HTML cache.
 * A lost LISTEN connection is reopened with back-off, and on reconnect the instance drops all its
 * cached data, since it may have missed invalidations meanwhile.
 */

/** The NOTIFY channel. */
export const CACHE_CHANNEL = 'lizit_cache_invalidate';

/** What travels on the channel: the publishing instance and its tags. */
type Message = { from: string; tags: readonly string[] };

/** A running bus; close it on shutdown. */
export type CacheBus = {
  /** This instance's id (messages it published itself are ignored when they come back). */
  instanceId: string;
  /** Resolves once the channel is being listened to (first connection). */
  ready: Promise<void>;
  close: () => Promise<void>;
};

type Logger = {
  info: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

/**
 * Starts listening on {@link CACHE_CHANNEL} and registers the broadcaster of `invalidateTags`.
 * @param url - the PostgreSQL connection string (DATABASE_URL)
 * @param options.log - where connection problems are reported
 * @param options.retry - first reconnect / republish delay in ms (doubles up to 30 s; default 500)
 * @returns the bus; `ready` rejects never (a failed first connection keeps retrying)
 */
export function startCacheBus(url: string, options: { log: Logger; retry?: number }): CacheBus {
  const instanceId = crypto.randomUUID();
  const firstDelay = options.retry ?? 500;
  const publisher = new Pool({ connectionString: url, max: 2 });
  publisher.on('error', (err) => options.log.error({ err }, 'cache bus publisher connection lost'));
  let listener: Client | null = null;
  let closed = false;
  let delay = firstDelay;
  let everConnected = false;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  let timer: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, 30_000);
  };

  async function connect(): Promise<void> {
    const client = new Client({ connectionString: url });
    client.on('error', (err) => {
      options.log.error({ err }, 'cache bus connection lost; reconnecting');
      if (listener === client) listener = null;
      client.end().catch(() => {});
      reconnectLater();
    });
    client.on('notification', (msg) => {
      if (msg.channel !== CACHE_CHANNEL || !msg.payload) return;
      try {
        const { from, tags } = JSON.parse(msg.payload) as Message;
        if (from !== instanceId && Array.isArray(tags)) applyInvalidation(tags.map(String));
      } catch (err) {
        options.log.error({ err }, 'cache bus: unreadable message');
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CACHE_CHANNEL}`);
    } catch (err) {
      options.log.error({ err }, 'cache bus could not listen; retrying');
      client.end().catch(() => {});
      reconnectLater();
      return;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    listener = client;
    delay = firstDelay;
    // Invalidations published while this instance was not listening are lost: start afresh.
    if (everConnected) applyInvalidation(['*']);
    everConnected = true;
    markReady();
  }

  async function publish(tags: readonly string[]): Promise<void> {
    const payload = JSON.stringify({ from: instanceId, tags } satisfies Message);
    for (let attempt = 0, wait = firstDelay; ; attempt++, wait *= 2) {
      try {
        await publisher.query('select pg_notify($1, $2)', [CACHE_CHANNEL, payload]);
        return;
      } catch (err) {
        if (attempt >= 5 || closed) {
          options.log.error({ err, tags }, 'cache bus could not publish an invalidation');
          return;
        }
        await new Promise((r) => setTimeout(r, wait));
      }
    }
  }

  setInvalidationBroadcaster((tags) => void publish(tags));
  void connect();

  return {
    instanceId,
    ready,
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      setInvalidationBroadcaster(undefined);
      await listener?.end().catch(() => {});
      await publisher.end().catch(() => {});
    },
  };
}
