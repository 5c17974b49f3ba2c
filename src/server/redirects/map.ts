import type { Db } from '@/db/client';
import { onInvalidate } from '../cache';
import { isReservedPath } from '../http/paths';
import { isSitePath, type RuleLike } from './rules';
import { addRedirectHits, loadRedirectRules, type RuleHits } from './store';

/**
 * The server's redirect map: every rule in memory, keyed by from-path, so that a
 * request is answered without a database read. It is loaded at start and reloaded whenever the
 * `redirects` tag (or everything, `*`) is invalidated — in this instance by an admin action, in
 * the others through the cache bus (PostgreSQL NOTIFY), the same broadcast as the page cache.
 * Hits are counted here and added to the rules every few seconds and at shutdown.
 */

/** The cache tag every redirect write invalidates. */
export const REDIRECTS_TAG = 'redirects';

/** How often counted hits are written (ms; the custom server's `redirects.flush` job). */
export const HIT_FLUSH_MS = 5_000;

/** What the request step needs of the map. */
export type RedirectLookup = {
  /** The rule of a normalised path, if any. */
  lookup: (path: string) => RuleLike | undefined;
  /** Counts one answer of rule `id`. */
  record: (id: number) => void;
};

type Options = {
  log?: (msg: string, error: unknown) => void;
};

/** The map; make it with {@link startRedirectMap}. */
export class RedirectMap implements RedirectLookup {
  private rules = new Map<string, RuleLike>();
  private hits = new Map<number, RuleHits>();
  private current: Promise<void> = Promise.resolve();
  private queued: Promise<void> | null = null;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly db: Db,
    private readonly options: Options = {},
  ) {}

  /** How many rules are loaded. */
  get size(): number {
    return this.rules.size;
  }

  /** @inheritdoc */
  lookup(path: string): RuleLike | undefined {
    return this.rules.get(path);
  }

  /** @inheritdoc */
  record(id: number): void {
    const at = new Date();
    const h = this.hits.get(id);
    if (h) {
      h.count += 1;
      h.at = at;
    } else this.hits.set(id, { id, count: 1, at });
  }

  /**
   * Loads the rules again (after the load under way, if any; calls made meanwhile share one
   * load). A failed load keeps the rules loaded before and is logged.
   */
  reload(): Promise<void> {
    if (this.queued) return this.queued;
    const run = this.current.then(async () => {
      this.queued = null;
      try {
        const rows = await loadRedirectRules(this.db);
        const next = new Map<string, RuleLike>();
        for (const r of rows) {
          // A rule stored before its path became reserved stays in the table (flagged in the
          // manager) but never answers: the site's own route does.
          if (isReservedPath(r.from_path)) continue;
          if (
            r.status === 410 ||
            (r.target !== null && (isSitePath(r.target) || /^https?:/.test(r.target)))
          )
            next.set(r.from_path, r);
        }
        this.rules = next;
      } catch (error) {
        this.options.log?.('redirect rules could not be loaded', error);
      }
    });
    this.queued = run;
    this.current = run;
    return run;
  }

  /**
   * Writes the hits counted so far (one statement; the job runner's `redirects.flush` every
   * {@link HIT_FLUSH_MS}, and at close); on failure they are counted again later.
   */
  async flush(): Promise<void> {
    if (this.hits.size === 0) return;
    const batch = [...this.hits.values()];
    this.hits = new Map();
    try {
      await addRedirectHits(this.db, batch);
    } catch (error) {
      for (const h of batch) {
        const now = this.hits.get(h.id);
        if (now) now.count += h.count;
        else this.hits.set(h.id, h);
      }
      this.options.log?.('redirect hits could not be written', error);
    }
  }

  /** Subscribes to invalidations and loads the rules. */
  async start(): Promise<void> {
    this.unsubscribe = onInvalidate((tags) => {
      if (tags.includes(REDIRECTS_TAG) || tags.includes('*')) void this.reload();
    });
    await this.reload();
  }

  /** Stops listening and writes the counted hits (at shutdown). */
  async close(): Promise<void> {
    this.unsubscribe?.();
    await this.current;
    await this.flush();
  }
}

/**
 * Makes, starts and loads a redirect map on `db` (the custom server calls this once; tests make
 * two to play two instances).
 */
export async function startRedirectMap(db: Db, options: Options = {}): Promise<RedirectMap> {
  const map = new RedirectMap(db, options);
  await map.start();
  return map;
}
