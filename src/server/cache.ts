/**
 * A small per-process read cache with tags (ARCHITECTURE.md "Data flow"): public pages read
 * through it so they do not hit the database on every request, and admin writes invalidate the
 * tags they touch. Entries also expire by time, and a loader can shorten an entry's life (a
 * scheduled post must appear by itself when its published_at passes).
 *
 * Invalidation is process-local for now; the multi-instance broadcast plugs into
 * {@link invalidateTags}.
 */

type Entry = { value: Promise<unknown>; tags: readonly string[]; expiresAt: number };

type CacheState = {
  entries: Map<string, Entry>;
  listeners: Set<(tags: readonly string[]) => void>;
};

type GlobalWithCache = typeof globalThis & { __lizitCache?: CacheState };

function state(): CacheState {
  const g = globalThis as GlobalWithCache;
  g.__lizitCache ??= { entries: new Map(), listeners: new Set() };
  return g.__lizitCache;
}

/** Default lifetime of a cached read: a safety net, since writes invalidate by tag. */
export const DEFAULT_TTL_MS = 5 * 60 * 1000;

export type CachedOptions<T> = {
  /** Lifetime in milliseconds (default {@link DEFAULT_TTL_MS}). */
  ttlMs?: number;
  /** Returns an absolute expiry (ms since epoch) derived from the value, or undefined. */
  expiresAt?: (value: T) => number | undefined;
  /** Clock for tests (ms since epoch). */
  now?: () => number;
};

/**
 * Returns the cached value of `key`, or runs `load` and caches its result under `tags`.
 * Concurrent callers share one pending load; a failed load is not cached.
 * @param key - unique key of the read, e.g. "posts:published"
 * @param tags - invalidation tags, e.g. ["posts"]
 * @param load - the database read
 */
export async function cached<T>(
  key: string,
  tags: readonly string[],
  load: () => Promise<T>,
  options: CachedOptions<T> = {},
): Promise<T> {
  const now = options.now ?? Date.now;
  const { entries } = state();
  const hit = entries.get(key);
  if (hit && hit.expiresAt > now()) return hit.value as Promise<T>;

  const entry: Entry = {
    value: Promise.resolve(),
    tags,
    expiresAt: now() + (options.ttlMs ?? DEFAULT_TTL_MS),
  };
  entry.value = load().then(
    (value) => {
      const until = options.expiresAt?.(value);
      if (until !== undefined) entry.expiresAt = Math.min(entry.expiresAt, until);
      return value;
    },
    (error: unknown) => {
      if (entries.get(key) === entry) entries.delete(key);
      throw error;
    },
  );
  entries.set(key, entry);
  return entry.value as Promise<T>;
}

/**
 * Drops every cached read carrying one of `tags` and notifies listeners (the HTML cache).
 * @param tags - e.g. ["posts", "post:my-slug"]
 */
export function invalidateTags(tags: readonly string[]): void {
  const s = state();
  const wanted = new Set(tags);
  for (const [key, entry] of s.entries) {
    if (entry.tags.some((t) => wanted.has(t))) s.entries.delete(key);
  }
  for (const listener of s.listeners) listener(tags);
}

/** Subscribes to invalidations; returns the unsubscribe function. */
export function onInvalidate(listener: (tags: readonly string[]) => void): () => void {
  const s = state();
  s.listeners.add(listener);
  return () => s.listeners.delete(listener);
}

/** Empties the cache (tests). */
export function clearCache(): void {
  state().entries.clear();
}
