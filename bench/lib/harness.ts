/**
 * Shared pieces of the soak and fault scripts (bench/soak.ts, bench/faults.ts): a throwaway
 * PostgreSQL database, an in-process SMTP sink, the production server as a child process, a
 * bounded load generator sending page views and lead submissions from many client IPs, and the
 * checks that every acknowledged submission was stored and every notification delivered.
 * Everything talks to 127.0.0.1 only.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { SMTPServer } from 'smtp-server';
import { isBuildCurrent } from '../../scripts/lib/build-hash';

export const root = path.resolve(import.meta.dirname, '..', '..');

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Whether `taskset` can pin processes to cores here. */
export const hasTaskset = spawnSync('sh', ['-c', 'command -v taskset']).status === 0;

/**
 * Pins this process (every thread of it: the load generator) to core 1 when taskset is available,
 * so the server measured keeps core 0 to itself.
 */
export function pinLoadToCore1(): void {
  if (hasTaskset)
    spawnSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
}

/**
 * Starts the production server (`scripts/server.ts demo`) on 127.0.0.1, pinned to `core` when
 * taskset is available, its logs at warn (stderr inherited), for the on/off comparison of
 * bench/analytics.ts.
 * @param options.env - extra environment (the switch compared)
 * @param options.core - the CPU core (default 0)
 * @returns the server's process
 */
export function startPinnedServer(options: {
  port: number;
  dataDir: string;
  env: Record<string, string>;
  core?: number;
}): ChildProcess {
  const node = [process.execPath, '--import', 'tsx', 'scripts/server.ts', 'demo'];
  const [cmd, argv] = hasTaskset
    ? ['taskset', ['-c', String(options.core ?? 0), ...node]]
    : [node[0]!, node.slice(1)];
  return spawn(cmd, argv, {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: options.dataDir,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Polls `url` until it answers 2xx; throws after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`timed out waiting for ${url}`);
}

/** Stops a child process: SIGTERM, then SIGKILL after 5 s; resolves when it has exited. */
export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

const started = Date.now();
/** Logs with the seconds since the script started. */
export function log(message: string): void {
  console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${message}`);
}

/** Builds the site when the sources changed since the last build (as bench/run.ts does). */
export function ensureBuild(): void {
  if (isBuildCurrent(root)) return;
  log('Building first...');
  const b = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (b.status !== 0) throw new Error('the production build failed');
}

/** Refuses anything but a loopback address: these scripts never send traffic elsewhere. */
export function assertLoopback(url: string): void {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(host))
    throw new Error(`${url}: only a PostgreSQL server on 127.0.0.1 may be used`);
}

// ---------------------------------------------------------------------------------------------
// Database

export type ThrowawayDb = { name: string; url: string; drop: () => Promise<void> };

/**
 * Creates a fresh database on the server of `serverUrl` (e.g. postgres://postgres@127.0.0.1:54340/postgres).
 * @returns its URL and a `drop` that removes it (forcibly: the server under test may be killed)
 */
export async function createThrowawayDb(serverUrl: string, prefix: string): Promise<ThrowawayDb> {
  assertLoopback(serverUrl);
  const name = `${prefix}_${new Date().toISOString().slice(0, 10).replace(/-/g, '')}_${crypto.randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const c = new Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/** Runs `fn` with a short-lived client on `url`. */
export async function withDb<T>(url: string, fn: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end().catch(() => {});
  }
}

/** Applies the migrations and seeds the demo content (articles, resources, banners). */
export function migrateAndSeed(databaseUrl: string): void {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db.ts', 'seed'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`seeding failed:\n${r.stdout}\n${r.stderr}`);
  log(r.stdout.trim());
}

// ---------------------------------------------------------------------------------------------
// SMTP sink

export type SinkMessage = { to: string[]; subject: string; at: number };

/** An in-process SMTP server that keeps what it receives; it can be stopped and started again. */
export class SmtpSink {
  readonly messages: SinkMessage[] = [];
  private server?: SMTPServer;
  /** Milliseconds each message is held before it is accepted (a slow mail relay). */
  delayMs = 0;

  constructor(readonly port: number) {}

  get running(): boolean {
    return this.server !== undefined;
  }

  start(): Promise<void> {
    if (this.server) return Promise.resolve();
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      // No reverse DNS of 127.0.0.1 per connection: the sink must not be the bottleneck.
      disableReverseLookup: true,
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const head = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
          const subject = /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? '';
          const accept = () => {
            this.messages.push({
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              subject,
              at: Date.now(),
            });
            callback();
          };
          if (this.delayMs > 0) setTimeout(accept, this.delayMs);
          else accept();
        });
      },
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  /** Stops listening and drops open connections (a mail relay going away). */
  stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return Promise.resolve();
    return new Promise((resolve) => {
      server.close(() => resolve());
      // Connections still open are closed by smtp-server after its close timeout; don't wait.
      setTimeout(resolve, 2000).unref();
    });
  }
}

// ---------------------------------------------------------------------------------------------
// The server under test

export type AppOptions = {
  port: number;
  databaseUrl: string;
  smtpPort: number;
  dataDir: string;
  /** Extra environment (MAIL_* timings, rate limits...). */
  env?: Record<string, string>;
};

export type App = {
  child: ChildProcess;
  pid: number;
  baseUrl: string;
  /** SIGTERM, then SIGKILL after 10 s. */
  stop: () => Promise<void>;
  /** SIGKILL, no shutdown. */
  kill: () => Promise<void>;
};

/** The admin address the server notifies about each submission. */
export const NOTIFY_ADDRESS = 'team@soak.example.com';

/**
 * Starts `scripts/server.ts production` on PostgreSQL with SMTP pointed at the sink and the
 * client IP taken from X-Forwarded-For (TRUST_PROXY_HOPS=1); its output is appended to
 * `{dataDir}/server.log`. Resolves once /api/healthz answers 200.
 */
export async function startApp(opts: AppOptions): Promise<App> {
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const logFd = fs.openSync(path.join(opts.dataDir, 'server.log'), 'a');
  const baseUrl = `http://127.0.0.1:${opts.port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/server.ts', 'production'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: opts.databaseUrl,
      DATA_DIR: opts.dataDir,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      SITE_URL: baseUrl,
      BETTER_AUTH_SECRET: crypto.randomBytes(32).toString('base64url'),
      SMTP_URL: `smtp://127.0.0.1:${opts.smtpPort}`,
      ADMIN_NOTIFY_EMAILS: NOTIFY_ADDRESS,
      TRUST_PROXY_HOPS: '1',
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
    stdio: ['ignore', logFd, logFd],
  });
  fs.closeSync(logFd);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const until = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (see ${opts.dataDir}/server.log)`);
    if (Date.now() > until) throw new Error('the server did not become healthy within 120 s');
    try {
      const res = await fetch(`${baseUrl}/api/healthz`, { signal: AbortSignal.timeout(5000) });
      if (res.ok) break;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  const signalAndWait = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    const t = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(t);
  };
  return {
    child,
    pid: child.pid!,
    baseUrl,
    stop: () => signalAndWait('SIGTERM'),
    kill: () => signalAndWait('SIGKILL'),
  };
}

/** Resident memory of a process in kB (VmRSS of /proc/{pid}/status). */
export function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  if (!m) throw new Error(`no VmRSS for ${pid}`);
  return Number(m[1]);
}

/** The path of the newest article, read from the RSS feed. */
export async function findArticle(baseUrl: string): Promise<string> {
  const feed = await (await fetch(`${baseUrl}/resources/rss.xml`)).text();
  const link = /<item>[\s\S]*?<link>([^<]+)<\/link>/.exec(feed)?.[1];
  if (!link) throw new Error('no article in the RSS feed (was the demo content seeded?)');
  return new URL(link).pathname;
}

// ---------------------------------------------------------------------------------------------
// Load

export type Form = 'newsletter' | 'demo' | 'contact';

const FORM_PATHS: Record<Form, string> = {
  newsletter: '/api/newsletter',
  demo: '/api/demo-requests',
  contact: '/api/contact',
};

/** One lead submission and what the server answered. */
export type Submission = {
  form: Form;
  /** Unique per submission; the name carries it, so the notification's subject names it. */
  tag: string;
  email: string;
  ip: string;
  sentAt: number;
  answeredAt?: number;
  /** HTTP status, or 0 for a network error or timeout. */
  status: number;
  /** The `error` text of a non-2xx JSON answer, or the network error. */
  error?: string;
  retryAfter?: string | null;
  /** Free label set by the script while this was sent (e.g. "outage"). */
  phase: string;
};

export type PageView = { path: string; status: number; ms: number; phase: string; at: number };

export type LoadOptions = {
  baseUrl: string;
  /** Paths of the page views. */
  pages: string[];
  /** Parallel clients. */
  concurrency: number;
  /** Share of requests that are submissions (0..1). */
  submitShare: number;
  /** Upper bound of requests, whatever the duration. */
  maxRequests: number;
  /** Number of distinct client IPs (X-Forwarded-For), 10.x.y.z. */
  ipPool: number;
  /** Per-request timeout. */
  timeoutMs?: number;
  /** Pause of each client after each request (caps the rate). */
  pauseMs?: number;
  /** Requests per second of all clients together (paced; unset = as fast as answered). */
  ratePerSec?: number;
};

/** The `website`/`fill_ms` fields a person's browser sends (honeypot empty, filled in 4 s). */
const HUMAN = { website: '', fill_ms: 4000 };

function bodyOf(form: Form, tag: string, email: string): Record<string, unknown> {
  switch (form) {
    case 'newsletter':
      return { name: `Soak ${tag}`, email, ...HUMAN };
    case 'demo':
      return {
        first_name: 'Soak',
        last_name: tag,
        email,
        company: 'Soak Rentals',
        phone: '+1 555 0100',
        ...HUMAN,
      };
    case 'contact':
      return {
        name: `Soak ${tag}`,
        email,
        message: `Soak test message ${tag}: do you support multi-depot rentals?`,
        ...HUMAN,
      };
  }
}

/**
 * A bounded load generator: `concurrency` clients each sending one request after the other
 * (a page view, or a lead submission from one of `ipPool` client IPs) until {@link stop}, the
 * deadline of {@link run} or `maxRequests`, whichever comes first.
 */
export class Load {
  readonly runId = crypto.randomBytes(3).toString('hex');
  readonly submissions: Submission[] = [];
  readonly pageViews: PageView[] = [];
  /** Set by the script to label what is going on (e.g. "baseline", "outage", "recovered"). */
  phase = 'load';
  private seq = 0;
  private sent = 0;
  private nextSlot = 0;
  private stopped = false;
  private running?: Promise<void>;

  constructor(readonly opts: LoadOptions) {}

  /** Starts the clients; resolves when they stopped (deadline, request bound or {@link stop}). */
  run(durationMs: number): Promise<void> {
    this.stopped = false;
    const deadline = Date.now() + durationMs;
    const worker = async () => {
      while (!this.stopped && Date.now() < deadline && this.sent < this.opts.maxRequests) {
        if (this.opts.ratePerSec) {
          // Take the next free slot of the shared schedule, then wait for it.
          const slot = Math.max(this.nextSlot, Date.now());
          this.nextSlot = slot + 1000 / this.opts.ratePerSec;
          await sleep(slot - Date.now());
          if (this.stopped || Date.now() >= deadline) break;
        }
        this.sent++;
        if (Math.random() < this.opts.submitShare) await this.submit();
        else await this.view();
        if (this.opts.pauseMs) await sleep(this.opts.pauseMs);
      }
    };
    this.running = Promise.all(Array.from({ length: this.opts.concurrency }, worker)).then(
      () => {},
    );
    return this.running;
  }

  /** Stops the clients after their current request. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  private pickForm(): Form {
    const r = Math.random();
    return r < 0.4 ? 'newsletter' : r < 0.7 ? 'demo' : 'contact';
  }

  private async view(): Promise<void> {
    const p = this.opts.pages[Math.floor(Math.random() * this.opts.pages.length)]!;
    const t0 = Date.now();
    const phase = this.phase;
    let status = 0;
    try {
      const res = await fetch(`${this.opts.baseUrl}${p}`, {
        headers: { 'accept-encoding': 'gzip', 'x-forwarded-for': this.ip() },
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 30_000),
      });
      await res.arrayBuffer();
      status = res.status;
    } catch {
      status = 0;
    }
    this.pageViews.push({ path: p, status, ms: Date.now() - t0, phase, at: t0 });
  }

  private ip(): string {
    const n = 1 + Math.floor(Math.random() * this.opts.ipPool);
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  }

  private async submit(): Promise<void> {
    const form = this.pickForm();
    const tag = `${this.runId}x${++this.seq}`;
    const email = `${tag}@soak.example.com`;
    const s: Submission = {
      form,
      tag,
      email,
      ip: this.ip(),
      sentAt: Date.now(),
      status: 0,
      phase: this.phase,
    };
    this.submissions.push(s);
    try {
      const res = await fetch(`${this.opts.baseUrl}${FORM_PATHS[form]}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: this.opts.baseUrl,
          'x-forwarded-for': s.ip,
        },
        body: JSON.stringify(bodyOf(form, tag, email)),
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 30_000),
      });
      s.status = res.status;
      s.retryAfter = res.headers.get('retry-after');
      const text = await res.text();
      if (!res.ok) {
        try {
          s.error = String((JSON.parse(text) as { error?: unknown }).error ?? text);
        } catch {
          s.error = `(not JSON) ${text.slice(0, 200)}`;
        }
      }
    } catch (error) {
      s.status = 0;
      s.error = (error as Error).message;
    }
    s.answeredAt = Date.now();
  }
}

/** Counts by phase, then by HTTP status. */
export function phaseCounts(
  items: readonly { status: number; phase: string }[],
): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const i of items) {
    const byStatus = (out[i.phase] ??= {});
    byStatus[String(i.status)] = (byStatus[String(i.status)] ?? 0) + 1;
  }
  return out;
}

/** Counts by HTTP status ("0" = network error or timeout). */
export function statusCounts(items: readonly { status: number }[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const i of items) out[String(i.status)] = (out[String(i.status)] ?? 0) + 1;
  return out;
}

export const isAcked = (s: Submission) => s.status >= 200 && s.status < 300;

// ---------------------------------------------------------------------------------------------
// Checks

export type OutboxRow = {
  id: number;
  to_address: string;
  subject: string;
  status: string;
  attempts: number;
};

/** The outbox rows. */
export async function outboxRows(databaseUrl: string): Promise<OutboxRow[]> {
  return withDb(databaseUrl, async (c) => {
    const r = await c.query<OutboxRow>(
      'select id::int as id, to_address, subject, status, attempts from mail_outbox order by id',
    );
    return r.rows;
  });
}

/**
 * Waits (at most `timeoutMs`) until no outbox row is pending any more.
 * @returns the rows at the end and how long it took
 */
export async function waitForOutboxDrain(
  databaseUrl: string,
  timeoutMs: number,
): Promise<{ rows: OutboxRow[]; waitedMs: number; drained: boolean; pendingAtStart: number }> {
  const t0 = Date.now();
  let pendingAtStart: number | undefined;
  for (;;) {
    const rows = await outboxRows(databaseUrl);
    const pending = rows.filter((r) => r.status === 'pending').length;
    pendingAtStart ??= pending;
    const waitedMs = Date.now() - t0;
    if (pending === 0) return { rows, waitedMs, drained: true, pendingAtStart };
    if (waitedMs > timeoutMs) return { rows, waitedMs, drained: false, pendingAtStart };
    await sleep(1000);
  }
}

export type DeliveryCheck = {
  acknowledged: number;
  present: number;
  /** Acknowledged (2xx) submissions missing from the database: must be none. */
  missing: string[];
  /** Stored although the client got no 2xx (an answer lost on the way): allowed, reported. */
  storedUnacknowledged: number;
  outbox: { total: number; sent: number; pending: number; dead: number; retried: number };
  /** Acknowledged submissions without their notification (and welcome) in the outbox. */
  mailsNotQueued: string[];
  /** Outbox rows marked sent that the SMTP sink never received. */
  sentNotReceived: number;
  sinkReceived: number;
  /** Messages the sink received more than once (at-least-once delivery after a crash). */
  sinkDuplicates: number;
};

/**
 * Checks the database and the sink against the acknowledged submissions: each is stored in its
 * table, has its admin notification (and, for the newsletter, its welcome) in the outbox; each
 * outbox row marked sent reached the sink.
 */
export async function checkDelivery(
  databaseUrl: string,
  submissions: readonly Submission[],
  rows: readonly OutboxRow[],
  sink: SmtpSink,
): Promise<DeliveryCheck> {
  const stored = await withDb(databaseUrl, async (c) => {
    const get = async (table: string) =>
      new Set(
        (
          await c.query<{ email: string }>(
            `select lower(email) as email from ${table} where email like '%@soak.example.com'`,
          )
        ).rows.map((r) => r.email),
      );
    return {
      newsletter: await get('newsletter_subscribers'),
      demo: await get('demo_requests'),
      contact: await get('general_inquiries'),
    } satisfies Record<Form, Set<string>>;
  });
  const acked = submissions.filter(isAcked);
  const missing = acked
    .filter((s) => !stored[s.form].has(s.email))
    .map((s) => `${s.form} ${s.email}`);
  const storedUnacknowledged = submissions.filter(
    (s) => !isAcked(s) && stored[s.form].has(s.email),
  ).length;

  // Notification subjects end with ": Soak {tag}" (the submitted name).
  const notified = new Set(rows.map((r) => /: Soak (\S+)$/.exec(r.subject)?.[1]));
  const welcomed = new Set(rows.map((r) => r.to_address.toLowerCase()));
  const mailsNotQueued = acked
    .filter((s) => !notified.has(s.tag) || (s.form === 'newsletter' && !welcomed.has(s.email)))
    .map((s) => `${s.form} ${s.tag}`);

  const received = new Map<string, number>();
  for (const m of sink.messages)
    for (const to of m.to) {
      const key = `${to}\n${m.subject}`;
      received.set(key, (received.get(key) ?? 0) + 1);
    }
  let sentNotReceived = 0;
  for (const r of rows) {
    if (r.status !== 'sent') continue;
    const key = `${r.to_address.toLowerCase()}\n${r.subject}`;
    const n = received.get(key) ?? 0;
    if (n === 0) sentNotReceived++;
    else received.set(key, n - 1);
  }
  let sinkDuplicates = 0;
  for (const n of received.values()) sinkDuplicates += n;

  return {
    acknowledged: acked.length,
    present: acked.length - missing.length,
    missing,
    storedUnacknowledged,
    outbox: {
      total: rows.length,
      sent: rows.filter((r) => r.status === 'sent').length,
      pending: rows.filter((r) => r.status === 'pending').length,
      dead: rows.filter((r) => r.status === 'dead').length,
      retried: rows.filter((r) => r.attempts > 1).length,
    },
    mailsNotQueued,
    sentNotReceived,
    sinkReceived: sink.messages.length,
    sinkDuplicates,
  };
}

/** Failed checks of a {@link DeliveryCheck}, as sentences (empty = passed). */
export function deliveryProblems(d: DeliveryCheck, drained: boolean): string[] {
  const out: string[] = [];
  if (d.acknowledged === 0) out.push('no submission was acknowledged: the load did not run');
  if (d.missing.length > 0)
    out.push(
      `${d.missing.length} acknowledged submissions are missing: ${d.missing.slice(0, 5).join(', ')}`,
    );
  if (d.mailsNotQueued.length > 0)
    out.push(`${d.mailsNotQueued.length} acknowledged submissions have no queued notification`);
  if (!drained || d.outbox.pending > 0)
    out.push(`${d.outbox.pending} outbox messages still pending`);
  if (d.outbox.dead > 0) out.push(`${d.outbox.dead} outbox messages are dead`);
  if (d.sentNotReceived > 0)
    out.push(`${d.sentNotReceived} outbox messages marked sent never reached the SMTP sink`);
  return out;
}

/** Writes a result file under bench/results/ and returns its path relative to the repo. */
export function writeResult(kind: string, result: { date: string }): string {
  const dir = path.join(root, 'bench', 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${result.date.slice(0, 10)}-${kind}.json`);
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return path.relative(root, file);
}

/** p50/p95/p99/max of a list of milliseconds. */
export function percentiles(ms: readonly number[]): Record<string, number> {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: s[s.length - 1] ?? 0 };
}
