/**
 * The background job runner on PGlite and PostgreSQL, on a clock the tests move: a recurring
 * cluster job runs once per period across two runners (two instances), a process job in each, a
 * one-off job at its run time with its typed payload, retried with back-off and kept as dead after
 * its last attempt; a job never runs twice at once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jobs } from '@/db/schema';
import {
  createRunner,
  enqueueJob,
  formatJobsReport,
  listJobs,
  retryDelayMs,
} from '@/server/jobs/runner';
import { dbTargets, type TestDatabase } from './helpers/db';

const T0 = new Date('2026-11-28T10:00:00Z');
const MINUTE = 60_000;

describe.each(dbTargets())('the job runner on $name', ({ create }) => {
  let t: TestDatabase;
  let now: Date;
  const clock = () => now;
  const errors: string[] = [];
  const runner = () =>
    createRunner({
      db: () => t.db,
      now: clock,
      log: (error, job) => errors.push(`${job}: ${(error as Error).message}`),
    });

  beforeAll(async () => {
    t = await create();
  });
  afterAll(async () => {
    await t.dispose();
  });
  beforeEach(async () => {
    await t.db.delete(jobs);
    now = T0;
    errors.length = 0;
  });

  it('runs a cluster job once per period, whichever instance finds it due first', async () => {
    const runs: string[] = [];
    const [a, b] = ['a', 'b'].map((who) => {
      const r = runner();
      r.every({ name: 'purge', everyMs: 60 * MINUTE, run: async () => void runs.push(who) });
      return r;
    });
    await a!.tick();
    await b!.tick();
    expect(runs).toEqual(['a']);
    now = new Date(T0.getTime() + 30 * MINUTE);
    await b!.tick();
    await a!.tick();
    expect(runs).toEqual(['a']);
    now = new Date(T0.getTime() + 61 * MINUTE);
    await b!.tick();
    await a!.tick();
    expect(runs).toEqual(['a', 'b']);
    const { recurring } = await listJobs(t.db);
    expect(recurring).toMatchObject([
      { name: 'purge', every_ms: 60 * MINUTE, last_run_at: now, last_error: null },
    ]);
  });

  it('brings a failed cluster job back sooner, and records its error', async () => {
    let fail = true;
    const r = runner();
    r.every({
      name: 'rollup',
      everyMs: 60 * MINUTE,
      run: async () => {
        if (fail) throw new Error('database busy');
      },
    });
    await r.tick();
    expect(errors).toEqual(['rollup: database busy']);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.key, 'rollup'));
    expect(row).toMatchObject({ last_error: 'database busy', locked_until: null });
    expect(row!.run_at.getTime()).toBe(T0.getTime() + retryDelayMs(1, 30_000));
    fail = false;
    now = new Date(T0.getTime() + retryDelayMs(1, 30_000));
    await r.tick();
    const [after] = await t.db.select().from(jobs).where(eq(jobs.key, 'rollup'));
    expect(after).toMatchObject({ last_error: null, attempts: 0, last_run_at: now });
    expect(r.recurring()).toMatchObject([{ name: 'rollup', lastError: null, running: false }]);
  });

  it('a claimed cluster job is skipped by the others until its lease runs out', async () => {
    const runs: string[] = [];
    let finish: (() => void) | null = null;
    const slow = runner();
    slow.every({
      name: 'long',
      everyMs: MINUTE,
      run: () => new Promise<void>((resolve) => (finish = () => resolve(void runs.push('slow')))),
    });
    const running = slow.tick();
    // The job body starts only once its claim is in the row; `running` turns true before that.
    await expect.poll(() => finish !== null).toBe(true);
    const other = runner();
    other.every({ name: 'long', everyMs: MINUTE, run: async () => void runs.push('other') });
    now = new Date(T0.getTime() + 2 * MINUTE);
    await other.tick();
    expect(runs).toEqual([]);
    finish!();
    await running;
    expect(runs).toEqual(['slow']);
  });

  it('runs process jobs in every runner, never twice at once, and again when asked while running', async () => {
    let calls = 0;
    let release = () => {};
    const r = runner();
    r.every({
      name: 'flush',
      scope: 'process',
      everyMs: 1000,
      run: async () => {
        calls += 1;
        if (calls === 1) await new Promise<void>((resolve) => (release = resolve));
      },
    });
    const first = r.tick();
    await expect.poll(() => calls).toBe(1);
    now = new Date(T0.getTime() + 5000);
    await r.tick();
    expect(calls).toBe(1);
    r.runSoon('flush');
    release();
    await first;
    expect(calls).toBe(2);
    // Process jobs keep no row.
    expect(await t.db.select().from(jobs)).toEqual([]);
  });

  it('runs a one-off job at its run time with its checked payload, once', async () => {
    const sent: string[] = [];
    const r = runner();
    r.handle({
      name: 'greet',
      parse: z.object({ to: z.string() }).parse,
      run: async ({ to }) => void sent.push(to),
    });
    await enqueueJob(t.db, 'greet', { to: 'now' }, { runAt: T0 });
    await enqueueJob(t.db, 'greet', { to: 'later' }, { runAt: new Date(T0.getTime() + MINUTE) });
    expect(await enqueueJob(t.db, 'greet', { to: 'once' }, { key: 'k', runAt: T0 })).not.toBeNull();
    expect(await enqueueJob(t.db, 'greet', { to: 'twice' }, { key: 'k', runAt: T0 })).toBeNull();
    await r.tick();
    expect(sent.sort()).toEqual(['now', 'once']);
    now = new Date(T0.getTime() + MINUTE);
    r.runSoon();
    await r.tick();
    expect(sent).toContain('later');
    expect(await t.db.select().from(jobs)).toEqual([]);
  });

  it('retries a failing one-off job with back-off, then keeps it as dead', async () => {
    let attempts = 0;
    const r = runner();
    r.handle({
      name: 'flaky',
      parse: (p) => p,
      retryBaseMs: 1000,
      run: async () => {
        attempts += 1;
        throw new Error(`refused ${attempts}`);
      },
    });
    await enqueueJob(t.db, 'flaky', {}, { runAt: T0, maxAttempts: 3 });
    for (let i = 1; i <= 3; i++) {
      r.runSoon();
      await r.tick();
      const [row] = await t.db.select().from(jobs);
      expect(row).toMatchObject({ attempts: i, last_error: `refused ${i}` });
      if (i < 3) {
        expect(row!.status).toBe('pending');
        expect(row!.run_at.getTime()).toBe(now.getTime() + retryDelayMs(i, 1000));
        // Not due before its retry time.
        r.runSoon();
        await r.tick();
        expect(attempts).toBe(i);
        now = row!.run_at;
      } else expect(row!.status).toBe('dead');
    }
    now = new Date(now.getTime() + 24 * 60 * MINUTE);
    r.runSoon();
    await r.tick();
    expect(attempts).toBe(3);
    expect((await listJobs(t.db)).dead).toHaveLength(1);
  });

  it('a job with a payload its handler refuses is dead at once, and one without a handler here waits', async () => {
    const r = runner();
    r.handle({ name: 'typed', parse: z.object({ id: z.number() }).parse, run: async () => {} });
    await enqueueJob(t.db, 'typed', { id: 'not a number' }, { runAt: T0 });
    await enqueueJob(t.db, 'other-kind', {}, { runAt: T0 });
    await r.tick();
    const { pending, dead } = await listJobs(t.db);
    expect(dead).toMatchObject([{ name: 'typed' }]);
    expect(dead[0]!.last_error).toMatch(/^Invalid payload/);
    expect(pending).toMatchObject([{ name: 'other-kind', attempts: 0 }]);
  });
});

describe('retryDelayMs', () => {
  it('doubles from the base and stops at six hours', () => {
    expect([1, 2, 3].map((n) => retryDelayMs(n, 1000))).toEqual([1000, 2000, 4000]);
    expect(retryDelayMs(40, 1000)).toBe(6 * 60 * 60 * 1000);
  });
});

describe('formatJobsReport', () => {
  it('lists recurring, pending and failed jobs with what an operator needs', () => {
    const at = new Date('2026-11-28T10:00:00Z');
    const row = {
      id: 7,
      key: null,
      payload: {},
      every_ms: null,
      status: 'pending' as const,
      run_at: at,
      attempts: 2,
      max_attempts: 5,
      locked_until: null,
      last_error: 'SMTP 421',
      last_run_at: at,
      created_at: at,
    };
    const lines = formatJobsReport({
      recurring: [{ ...row, id: 1, name: 'trash.purge', key: 'trash.purge', every_ms: 3_600_000 }],
      pending: [{ ...row, name: 'mail.send' }],
      dead: [],
      inProcess: [
        {
          name: 'mail.drain',
          scope: 'process',
          everyMs: 5000,
          running: false,
          lastRunAt: at,
          lastError: null,
        },
      ],
    });
    expect(lines).toEqual([
      'Recurring jobs:',
      '  trash.purge        cluster  every 1 h     last run 2026-11-28T10:00:00Z  next 2026-11-28T10:00:00Z  last error: SMTP 421',
      '  mail.drain         process  every 5 s     last run 2026-11-28T10:00:00Z',
      'Pending jobs:',
      '  #7 mail.send  due 2026-11-28T10:00:00Z  attempts 2/5  last error: SMTP 421',
      'Failed jobs: none',
    ]);
  });
});
