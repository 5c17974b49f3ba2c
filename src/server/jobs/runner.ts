import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/db/client';
import { jobs, type Job } from '@/db/schema';
import { processSingleton } from '@/lib/runtime';
import { getLogger } from '../log';

/**
 * The one background runner of a process: every piece of work that is not a request runs here,
 * on one timer. Three kinds of work:
 *
 * - a recurring job of the installation (`scope: 'cluster'`, the default): one row in `jobs`,
 *   claimed by the first instance it is due on and moved on by `everyMs`, so with several instances
 *   it still runs once per period (the Trash purge, lead retention, the analytics rollup);
 * - a recurring job of the process (`scope: 'process'`): every process runs it, for work on its own
 *   memory or its own queue claims (the recorders' flushes, the outbox drains);
 * - a one-off job: a row added by {@link enqueueJob} (in the caller's transaction when it must not
 *   be lost), run by its typed handler once its `run_at` has come, retried with an exponential
 *   back-off and kept as `dead` after its last attempt.
 *
 * A job never runs twice at once in a process, and a failure is logged and retried, never thrown.
 */

/** Work that recurs every `everyMs` milliseconds. */
export type RecurringJob = {
  /** Unique among the runner's jobs; also the key of a cluster job's row. */
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  /** 'cluster' (default): once per period across instances; 'process': in every process. */
  scope?: 'cluster' | 'process';
};

/** What runs a one-off job named `name`. */
export type JobHandler<P> = {
  name: string;
  /** Checks a stored payload (e.g. a zod schema's `parse`); a throw makes the job dead at once. */
  parse: (payload: unknown) => P;
  run: (payload: P) => Promise<void>;
  /** The first retry's delay in milliseconds; it doubles with each attempt (default 30 s). */
  retryBaseMs?: number;
};

/** A recurring job as the runner sees it now (for `npm run admin -- jobs`). */
export type RecurringStatus = {
  name: string;
  scope: 'cluster' | 'process';
  everyMs: number;
  running: boolean;
  lastRunAt: Date | null;
  lastError: string | null;
};

export type Runner = {
  /** Adds a recurring job (ignored when one of that name is there). */
  every: (job: RecurringJob) => void;
  /** Adds the handler of a one-off job kind; this process then claims such jobs. */
  handle: <P>(handler: JobHandler<P>) => void;
  /**
   * Runs a process job as soon as possible (again right after, when it is running), or looks
   * for due one-off jobs now when `name` is omitted.
   */
  runSoon: (name?: string) => void;
  /** Runs whatever is due now and resolves when it is done (the timer's step; tests call it). */
  tick: () => Promise<void>;
  /** Starts the timer (idempotent); it never keeps the process alive. */
  start: () => void;
  /** Stops the timer and waits for the runs under way. */
  stop: () => Promise<void>;
  /** The recurring jobs of this process. */
  recurring: () => RecurringStatus[];
};

export type RunnerOptions = {
  db: () => Db;
  /** The clock (tests move it instead of waiting). */
  now?: () => Date;
  /** How often rows of one-off jobs are looked for, in milliseconds (default 5 s). */
  pollMs?: number;
  /** How long a claimed row is this instance's (a crashed instance's claim runs out; 15 min). */
  leaseMs?: number;
  /** One-off jobs claimed per look. */
  batchSize?: number;
  log?: (error: unknown, job: string) => void;
};

const MAX_DELAY_MS = 6 * 60 * 60 * 1000;

/**
 * Delay before retry number `attempt` (1-based): base × 2^(attempt-1), at most 6 hours. The back-off
 * of every retried background attempt (jobs, mail, webhook deliveries).
 * @param attempt - the attempts made so far (1 after the first failure)
 * @param baseMs - the first delay, in milliseconds
 * @returns the delay in milliseconds
 */
export function retryDelayMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_DELAY_MS);
}

type Entry = {
  job: RecurringJob;
  nextAt: number;
  running: Promise<void> | null;
  again: boolean;
  registered: boolean;
  lastRunAt: Date | null;
  lastError: string | null;
};

function message(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

/**
 * Makes a runner (the process has one, {@link getRunner}; tests make their own and call `tick`).
 * @returns the runner, not started
 */
export function createRunner(options: RunnerOptions): Runner {
  const clock = options.now ?? (() => new Date());
  const pollMs = options.pollMs ?? 5_000;
  const leaseMs = options.leaseMs ?? 15 * 60 * 1000;
  const batchSize = options.batchSize ?? 20;
  const log = options.log ?? ((error, job) => getLogger().error({ err: error, job }, 'job failed'));
  const entries = new Map<string, Entry>();
  const handlers = new Map<string, JobHandler<unknown>>();
  let pollAt = 0;
  let polling: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let started = false;

  const at = (ms: number) => new Date(ms);

  /**
   * Claims a cluster job's row when it is due there.
   * @returns the attempts counted with this one, or null when another instance has it
   */
  async function claim(e: Entry, now: number): Promise<number | null> {
    const db = options.db();
    if (!e.registered) {
      await db
        .insert(jobs)
        .values({ name: e.job.name, key: e.job.name, every_ms: e.job.everyMs, run_at: at(now) })
        .onConflictDoUpdate({ target: jobs.key, set: { every_ms: e.job.everyMs } });
      e.registered = true;
    }
    const [claimed] = await db
      .update(jobs)
      .set({
        run_at: at(now + e.job.everyMs),
        locked_until: at(now + leaseMs),
        attempts: sql`${jobs.attempts} + 1`,
      })
      .where(
        and(
          eq(jobs.key, e.job.name),
          lte(jobs.run_at, at(now)),
          or(isNull(jobs.locked_until), lte(jobs.locked_until, at(now))),
        ),
      )
      .returning({ attempts: jobs.attempts });
    if (claimed) return claimed.attempts;
    const [row] = await db
      .select({ run_at: jobs.run_at, locked_until: jobs.locked_until })
      .from(jobs)
      .where(eq(jobs.key, e.job.name));
    e.nextAt = Math.max(row?.run_at.getTime() ?? 0, row?.locked_until?.getTime() ?? 0, now + 1000);
    return null;
  }

  /** Files a cluster job's run: success clears its error; a failure brings the next run nearer. */
  async function release(e: Entry, now: number, attempts: number, error: unknown): Promise<void> {
    const db = options.db();
    if (error === undefined) {
      await db
        .update(jobs)
        .set({ locked_until: null, attempts: 0, last_error: null, last_run_at: at(now) })
        .where(eq(jobs.key, e.job.name));
      return;
    }
    const retryAt = now + Math.min(retryDelayMs(attempts, 30_000), e.job.everyMs);
    e.nextAt = retryAt;
    await db
      .update(jobs)
      .set({ locked_until: null, last_error: message(error), run_at: at(retryAt) })
      .where(eq(jobs.key, e.job.name));
  }

  async function runEntry(e: Entry): Promise<void> {
    const cluster = (e.job.scope ?? 'cluster') === 'cluster';
    let error: unknown;
    try {
      do {
        e.again = false;
        const now = clock().getTime();
        e.nextAt = now + e.job.everyMs;
        const attempts = cluster ? await claim(e, now) : 0;
        if (attempts === null) return;
        try {
          await e.job.run();
          e.lastError = null;
          error = undefined;
        } catch (failure) {
          error = failure ?? new Error('failed');
          e.lastError = message(error);
          log(error, e.job.name);
        }
        e.lastRunAt = clock();
        if (cluster) await release(e, clock().getTime(), attempts, error);
      } while (e.again);
    } catch (failure) {
      // The database could not claim or release: try again on the next period.
      e.lastError = message(failure);
      log(failure, e.job.name);
    } finally {
      e.running = null;
      if (e.again) e.nextAt = 0;
      arm();
    }
  }

  /** Claims due one-off jobs this process can run and runs them, each on its own. */
  async function runDue(): Promise<void> {
    const now = clock().getTime();
    const db = options.db();
    let claimed: Pick<Job, 'id' | 'name' | 'payload' | 'attempts' | 'max_attempts'>[];
    try {
      const due = db
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            eq(jobs.status, 'pending'),
            isNull(jobs.every_ms),
            inArray(jobs.name, [...handlers.keys()]),
            lte(jobs.run_at, at(now)),
            or(isNull(jobs.locked_until), lte(jobs.locked_until, at(now))),
          ),
        )
        .orderBy(asc(jobs.run_at), asc(jobs.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      claimed = await db
        .update(jobs)
        .set({ locked_until: at(now + leaseMs), attempts: sql`${jobs.attempts} + 1` })
        .where(inArray(jobs.id, due))
        .returning({
          id: jobs.id,
          name: jobs.name,
          payload: jobs.payload,
          attempts: jobs.attempts,
          max_attempts: jobs.max_attempts,
        });
    } catch (error) {
      log(error, 'jobs.claim');
      return;
    }
    await Promise.all(claimed.map((job) => runOne(job)));
    if (claimed.length === batchSize) pollAt = 0;
  }

  async function runOne(job: Pick<Job, 'id' | 'name' | 'payload' | 'attempts' | 'max_attempts'>) {
    const handler = handlers.get(job.name)!;
    const db = options.db();
    let payload: unknown;
    try {
      payload = handler.parse(job.payload);
    } catch (error) {
      log(error, job.name);
      await db
        .update(jobs)
        .set({
          status: 'dead',
          locked_until: null,
          last_error: `Invalid payload: ${message(error)}`,
        })
        .where(eq(jobs.id, job.id))
        .catch((e: unknown) => log(e, job.name));
      return;
    }
    try {
      await handler.run(payload);
      await db.delete(jobs).where(eq(jobs.id, job.id));
    } catch (error) {
      log(error, job.name);
      const dead = job.attempts >= job.max_attempts;
      const retryAt = clock().getTime() + retryDelayMs(job.attempts, handler.retryBaseMs ?? 30_000);
      await db
        .update(jobs)
        .set({
          locked_until: null,
          last_error: message(error),
          last_run_at: clock(),
          ...(dead ? { status: 'dead' as const } : { run_at: at(retryAt) }),
        })
        .where(eq(jobs.id, job.id))
        .catch((e: unknown) => log(e, job.name));
    }
  }

  async function tick(): Promise<void> {
    const now = clock().getTime();
    const runs: Promise<void>[] = [];
    for (const e of entries.values()) {
      if (e.running || e.nextAt > now) continue;
      e.running = runEntry(e);
      runs.push(e.running);
    }
    if (handlers.size > 0 && !polling && pollAt <= now) {
      pollAt = now + pollMs;
      polling = runDue().finally(() => {
        polling = null;
        arm();
      });
      runs.push(polling);
    }
    await Promise.all(runs);
  }

  /** Sets the one timer to the earliest due time. */
  function arm(): void {
    if (!started) return;
    let next = Infinity;
    for (const e of entries.values()) if (!e.running) next = Math.min(next, e.nextAt);
    if (handlers.size > 0 && !polling) next = Math.min(next, pollAt);
    clearTimeout(timer);
    timer = undefined;
    if (next === Infinity) return;
    const delay = Math.min(Math.max(next - clock().getTime(), 10), 60_000);
    timer = setTimeout(() => {
      void tick();
      arm();
    }, delay);
    timer.unref();
  }

  return {
    every(job) {
      if (entries.has(job.name)) return;
      entries.set(job.name, {
        job,
        nextAt: 0,
        running: null,
        again: false,
        registered: false,
        lastRunAt: null,
        lastError: null,
      });
      arm();
    },
    handle(handler) {
      handlers.set(handler.name, handler as JobHandler<unknown>);
      pollAt = 0;
      arm();
    },
    runSoon(name) {
      if (name === undefined) pollAt = 0;
      else {
        const e = entries.get(name);
        if (!e) return;
        if (e.running) e.again = true;
        else e.nextAt = 0;
      }
      arm();
    },
    tick,
    start() {
      if (started) return;
      started = true;
      arm();
    },
    async stop() {
      started = false;
      clearTimeout(timer);
      timer = undefined;
      await Promise.all([...[...entries.values()].map((e) => e.running), polling]);
    },
    recurring: () =>
      [...entries.values()].map((e) => ({
        name: e.job.name,
        scope: e.job.scope ?? 'cluster',
        everyMs: e.job.everyMs,
        running: e.running !== null,
        lastRunAt: e.lastRunAt,
        lastError: e.lastError,
      })),
  };
}

declare module '@/lib/runtime' {
  interface RuntimeSlots {
    /** The process's background runner. */
    jobRunner: Runner;
  }
}

/**
 * The process's runner, made on first use on the process's database (the custom server and Next's
 * server code share it). Started by whoever adds work to it at start (instrumentation.ts, the
 * custom server).
 */
export function getRunner(): Runner {
  return processSingleton('jobRunner', () => createRunner({ db: getDb }));
}

/**
 * Adds a one-off job: `name`'s handler runs `payload` once `runAt` has come (default now). Call
 * it with the transaction of the write it belongs to, so that the job exists if and only if the
 * write does.
 * @param opts.key - a deduplication key: a second job with the same key is not added
 * @param opts.maxAttempts - attempts before it is kept as dead (default 5)
 * @returns the job's id, or null when `key` already had one
 */
export async function enqueueJob(
  db: Db,
  name: string,
  payload: unknown,
  opts: { runAt?: Date; key?: string; maxAttempts?: number } = {},
): Promise<number | null> {
  const [row] = await db
    .insert(jobs)
    .values({
      name,
      payload: payload ?? {},
      run_at: opts.runAt ?? new Date(),
      key: opts.key,
      max_attempts: opts.maxAttempts ?? 5,
    })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return row?.id ?? null;
}

/**
 * Withdraws the pending one-off job of a deduplication key (a cancelled or moved schedule), in
 * the caller's transaction; a job already running finishes. Nothing when there is none.
 * @param key - the `key` it was added with
 */
export async function cancelJob(db: Db, key: string): Promise<void> {
  await db
    .delete(jobs)
    .where(and(eq(jobs.key, key), eq(jobs.status, 'pending'), isNull(jobs.every_ms)));
}

/**
 * The rows of `jobs`: recurring jobs, pending one-off jobs and dead ones (oldest due first), for
 * `npm run admin -- jobs`.
 * @param limit - rows of each one-off kind at most (default 50)
 */
export async function listJobs(
  db: Db,
  limit = 50,
): Promise<{ recurring: Job[]; pending: Job[]; dead: Job[] }> {
  const of = (where: ReturnType<typeof and>) =>
    db.select().from(jobs).where(where).orderBy(asc(jobs.run_at), asc(jobs.id)).limit(limit);
  const [recurring, pending, dead] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(sql`${jobs.every_ms} is not null`)
      .orderBy(asc(jobs.name)),
    of(and(eq(jobs.status, 'pending'), isNull(jobs.every_ms))),
    of(eq(jobs.status, 'dead')),
  ]);
  return { recurring, pending, dead };
}

/** What `npm run admin -- jobs` prints: {@link listJobs}, and the server's process jobs if known. */
export type JobsReport = Awaited<ReturnType<typeof listJobs>> & { inProcess?: RecurringStatus[] };

/**
 * The jobs report as text lines: recurring jobs with their period, last run and next run, then the
 * pending and the failed (dead) one-off jobs, each with its attempts and last error. Dates may be
 * ISO strings (the report came as JSON from the server).
 */
export function formatJobsReport(report: JobsReport): string[] {
  const time = (d: Date | string | null) =>
    d ? new Date(d).toISOString().slice(0, 19) + 'Z' : '-';
  const every = (ms: number) =>
    ms >= 3_600_000
      ? `${ms / 3_600_000} h`
      : ms >= 60_000
        ? `${ms / 60_000} min`
        : `${ms / 1000} s`;
  const error = (e: string | null) => (e ? `  last error: ${e.slice(0, 120)}` : '');
  const lines = ['Recurring jobs:'];
  for (const j of report.recurring)
    lines.push(
      `  ${j.name.padEnd(18)} cluster  every ${every(j.every_ms ?? 0).padEnd(7)} last run ${time(j.last_run_at)}  next ${time(j.run_at)}${error(j.last_error)}`,
    );
  for (const j of report.inProcess ?? [])
    if (j.scope === 'process')
      lines.push(
        `  ${j.name.padEnd(18)} process  every ${every(j.everyMs).padEnd(7)} last run ${time(j.lastRunAt)}${j.running ? '  running' : ''}${error(j.lastError)}`,
      );
  for (const [title, rows] of [
    ['Pending jobs', report.pending],
    ['Failed jobs', report.dead],
  ] as const) {
    lines.push(`${title}: ${rows.length === 0 ? 'none' : ''}`.trimEnd());
    for (const j of rows)
      lines.push(
        `  #${j.id} ${j.name}  due ${time(j.run_at)}  attempts ${j.attempts}/${j.max_attempts}${error(j.last_error)}`,
      );
  }
  return lines;
}
