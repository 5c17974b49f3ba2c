/**
 * Process-wide state shared by the custom server (scripts/server.ts) and Next's bundled server
 * code. The two load their own copies of every module, so a module-level variable
 * would exist twice: the database would be opened twice (PGlite allows one opener), the page cache
 * would not see the app's invalidations. Everything that must exist once per process lives here
 * instead, under a typed name, in one object on `globalThis` behind a registered symbol.
 *
 * Each owner declares its slot beside its code, by augmenting {@link RuntimeSlots}:
 *
 *     declare module '@/lib/runtime' {
 *       interface RuntimeSlots { db: DbHandle }
 *     }
 *
 * so this module depends on nothing, and the slot's type lives with the code that owns it.
 *
 * The slots today: `db` (db/client.ts), `cache` (server/cache.ts), `auth` (server/auth/auth.ts),
 * `logger` (server/log.ts), `storage` (server/storage/index.ts), `mailTransport` (server/mail),
 * `jobRunner` (server/jobs/runner.ts), `dbLimiters` (server/rate-limit/store.ts).
 */

/** The process-wide slots, one per owner module (augmented there). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface RuntimeSlots {}

/** The name under which the slots live on `globalThis`, the same in every module copy. */
const RUNTIME = Symbol.for('lizit.runtime');

type Store = { [K in keyof RuntimeSlots]?: RuntimeSlots[K] };

function store(): Store {
  const g = globalThis as typeof globalThis & { [RUNTIME]?: Store };
  g[RUNTIME] ??= {};
  return g[RUNTIME];
}

/**
 * The process-wide value of `key`, made by `create` on first use.
 * @param key - the slot, e.g. "db"
 * @param create - makes the value; runs at most once per process until the slot is reset
 * @throws whatever `create` throws (the slot stays empty, so a later call tries again)
 */
export function processSingleton<K extends keyof RuntimeSlots>(
  key: K,
  create: () => RuntimeSlots[K],
): RuntimeSlots[K] {
  const s = store();
  if (s[key] === undefined) s[key] = create();
  return s[key] as RuntimeSlots[K];
}

/**
 * The value of `key` if it was made, without making it (e.g. to close the database at shutdown
 * only if something opened it).
 */
export function peekProcessSingleton<K extends keyof RuntimeSlots>(
  key: K,
): RuntimeSlots[K] | undefined {
  return store()[key];
}

/**
 * Replaces (a value) or resets (undefined) the slot `key`: tests install their own database,
 * storage or a fresh auth instance after changing the environment.
 */
export function setProcessSingleton<K extends keyof RuntimeSlots>(
  key: K,
  value: RuntimeSlots[K] | undefined,
): void {
  store()[key] = value;
}
