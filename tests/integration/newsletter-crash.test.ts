/**
 * The newsletter's sender under faults, on PGlite and PostgreSQL, counted at a real SMTP sink:
 * real sender processes (tests/integration/newsletter-crash-child.ts: the runner's newsletter jobs,
 * the pooled SMTP transport) send a campaign of 200 recipients, one of them is killed with SIGKILL
 * while the sink holds its messages unanswered, and every recipient must still get exactly one
 * accepted copy, with every delivery row `sent`:
 *   - a SIGKILL mid-send, then a restart (both databases; PGlite on a data dir on disk, which one
 *     process at a time opens: the test seeds it and closes it before the first sender opens it,
 *     and reads it again once the last has exited);
 *   - two instances sending the same campaign at once, one of them killed mid-send: the two claim
 *     disjoint copies, and the survivor sends the dead one's copies once their lease is over
 *     (PostgreSQL: PGlite is one process by design).
 * The kill lands only once every copy the sink accepted is marked sent, so it hits only copies the
 * sink never answered (never accepted, per SMTP). The one window no sender can close, a copy
 * accepted whose mark had not committed when the process died (it is sent again after the lease,
 * RFC 1047), is deliberately not what these tests aim at.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Db, type DbHandle } from '@/db/client';
import { executeRows } from '@/db/rows';
import { newsletter_subscribers, user } from '@/db/schema';
import { campaignSchema } from '@/lib/validation/newsletter';
import { createCampaign, scheduleCampaign } from '@/server/newsletter/campaigns';
import { dbTargets, type DbTarget } from './helpers/db';

const root = path.resolve(import.meta.dirname, '..', '..');
const CHILD = path.join(import.meta.dirname, 'newsletter-crash-child.ts');
const RECIPIENTS = 200;
const LEASE_MS = 2000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` every 25 ms until it is true; throws `what` after `timeoutMs`. */
async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

type Held = { to: string; sender: string; answer: (error?: Error) => void };

/**
 * An SMTP sink that counts the copies it accepted (answered 250) per recipient and per sender (the
 * EHLO name each sender process gives). Once it has accepted `holdAfter` messages it holds every
 * further one after its DATA, unanswered, until {@link release}.
 */
class Sink {
  readonly accepted: { to: string; sender: string }[] = [];
  held: Held[] = [];
  holdAfter = Infinity;
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData: (stream, session, callback) => {
      stream.resume();
      stream.on('end', () => this.receive(session, callback));
    },
  });

  private receive(session: SMTPServerSession, answer: (error?: Error) => void) {
    const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(',');
    const sender = session.hostNameAppearsAs;
    if (this.accepted.length >= this.holdAfter) this.held.push({ to, sender, answer });
    else {
      this.accepted.push({ to, sender });
      answer();
    }
  }

  async start(): Promise<number> {
    // A killed sender's connections are reset under the server (ECONNRESET): that is the test's
    // own doing, not a failure, and an 'error' event without a listener would throw.
    this.server.on('error', () => {});
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    return (this.server.server.address() as AddressInfo).port;
  }

  /** Stops holding: accepts the held messages of the living senders, forgets the dead's. */
  release(dead: readonly string[] = []) {
    this.holdAfter = Infinity;
    for (const h of this.held.splice(0)) {
      if (dead.includes(h.sender)) continue;
      this.accepted.push({ to: h.to, sender: h.sender });
      h.answer();
    }
  }

  /** Accepted copies per recipient. */
  copies(): Map<string, number> {
    const n = new Map<string, number>();
    for (const a of this.accepted) n.set(a.to, (n.get(a.to) ?? 0) + 1);
    return n;
  }

  stop(): Promise<void> {
    return new Promise((r) => this.server.close(() => r()));
  }
}

/** A sender process; `name` is its EHLO name at the sink. */
type Sender = {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
  /** Copies marked sent in the database, as the process sees it. */
  sentRows: () => Promise<number>;
  /** Lets it open the database and start its runner (it waits for this once it is loaded). */
  go: () => void;
  ready: Promise<void>;
};

function startSender(name: string, env: Record<string, string>, smtpPort: number): Sender {
  const child = spawn(
    process.execPath,
    ['--conditions', 'react-server', '--import', 'tsx', CHILD],
    {
      cwd: root,
      env: {
        ...process.env,
        ...env,
        // The sender's EHLO name (nodemailer takes options from the URL's query).
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}/?name=${name}`,
        NEWSLETTER_LEASE_MS: String(LEASE_MS),
        NEWSLETTER_RATE: '1000',
        NEWSLETTER_CONNECTIONS: '4',
        MAIL_POLL_MS: '100',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const answers: ((m: { sent?: number; error?: string }) => void)[] = [];
  let onReady: () => void;
  const ready = new Promise<void>((resolve, reject) => {
    onReady = resolve;
    child.once('exit', (code) =>
      reject(new Error(`sender ${name} ended (${code}) before it was ready:\n${output}`)),
    );
  });
  child.on('message', (m: { ready?: true; sent?: number; error?: string }) => {
    if (m.ready) onReady();
    else answers.shift()?.(m);
  });
  return {
    name,
    child,
    exited,
    output: () => output,
    ready,
    go: () => child.send('go'),
    sentRows: () =>
      new Promise((resolve, reject) => {
        answers.push((m) => (m.error ? reject(new Error(m.error)) : resolve(m.sent!)));
        child.send('count');
      }),
  };
}

/** Waits for a sender to finish on its own (exit 0). */
async function finished(s: Sender, timeoutMs = 30_000): Promise<void> {
  const code = await Promise.race([s.exited, sleep(timeoutMs).then(() => 'timeout' as const)]);
  if (code !== 0) {
    s.child.kill('SIGKILL');
    throw new Error(`sender ${s.name} ended with ${code}:\n${s.output()}`);
  }
}

/** SIGKILL, and wait for the process to be gone. */
async function kill(s: Sender): Promise<void> {
  s.child.kill('SIGKILL');
  expect(await s.exited).toBeNull();
}

/**
 * A campaign of {@link RECIPIENTS} active subscribers, scheduled to go out now (its
 * `newsletter.start` job waits for a sender's runner).
 */
async function seedCampaign(db: Db): Promise<string[]> {
  await db.insert(user).values({ id: 'crash-admin', name: 'Crash', email: 'crash@lizit.com' });
  const emails = Array.from({ length: RECIPIENTS }, (_, i) => `r${i}@crash.example.com`);
  await db
    .insert(newsletter_subscribers)
    .values(
      emails.map((email, i) => ({ email, unsubscribe_token: `crash-token-${i}-${Date.now()}` })),
    );
  const data = campaignSchema.parse({
    kind: 'issue',
    subject: 'Crash test',
    from_name: 'Lizit',
    body_html: '<p>One copy each.</p>',
  });
  const { id } = await createCampaign(db, data, 'crash-admin');
  await scheduleCampaign(db, id, null, 'crash-admin');
  return emails;
}

/** The database the sender processes share, and the environment that points them at it. */
type Shared = {
  env: Record<string, string>;
  emails: string[];
  /** Runs `fn` on the database while no sender has it open. */
  read: <T>(fn: (db: Db) => Promise<T>) => Promise<T>;
  dispose: () => Promise<void>;
};

/**
 * PGlite: a migrated data dir on disk, seeded and closed before a sender opens it. PostgreSQL: a
 * database of its own on the TEST_DATABASE_URL server.
 */
async function shareDatabase(target: DbTarget): Promise<Shared> {
  if (target.name === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lizit-newsletter-crash-'));
    const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
    const client = await PGlite.create(path.join(dataDir, 'db'), { loadDataDir: template });
    await client.close();
    const read = async <T>(fn: (db: Db) => Promise<T>) => {
      const handle: DbHandle = openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
      try {
        return await fn(handle.db);
      } finally {
        await handle.close();
      }
    };
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      emails: await read(seedCampaign),
      read,
      dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const t = await target.create();
  // The throwaway database's URL, as helpers/db.ts gave it to the pool.
  const url = (t.pgPool as unknown as { options: { connectionString: string } }).options
    .connectionString;
  return {
    env: { DATABASE_URL: url },
    emails: await seedCampaign(t.db),
    read: (fn) => fn(t.db),
    dispose: () => t.dispose(),
  };
}

/** The delivery rows by status, and the campaign's status. */
async function outcome(db: Db) {
  const rows = await executeRows<{ status: string; n: number }>(
    db.execute(sql`select status, count(*)::int as n from newsletter_deliveries group by status`),
  );
  const [campaign] = await executeRows<{ status: string }>(
    db.execute(sql`select status from newsletter_campaigns`),
  );
  return { deliveries: Object.fromEntries(rows.map((r) => [r.status, r.n])), campaign };
}

describe.each(dbTargets())('newsletter sender under faults on $name', (target) => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const fn of cleanup.splice(0).reverse()) await fn();
  });

  async function setUp(): Promise<{ shared: Shared; sink: Sink; port: number }> {
    const sink = new Sink();
    const port = await sink.start();
    cleanup.push(() => sink.stop());
    const shared = await shareDatabase(target);
    cleanup.push(() => shared.dispose());
    return { shared, sink, port };
  }

  function sender(name: string, shared: Shared, port: number): Sender {
    const s = startSender(name, shared.env, port);
    cleanup.push(async () => {
      if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
      await s.exited;
    });
    return s;
  }

  /** Every recipient has exactly one accepted copy; every delivery row is sent. */
  async function expectEachOnce(shared: Shared, sink: Sink) {
    const copies = sink.copies();
    expect([...copies.keys()].sort()).toEqual([...shared.emails].sort());
    expect([...copies.entries()].filter(([, n]) => n !== 1)).toEqual([]);
    expect(await shared.read(outcome)).toEqual({
      deliveries: { sent: RECIPIENTS },
      campaign: { status: 'sent' },
    });
  }

  it('a SIGKILL mid-send and a restart send each recipient exactly one copy', async () => {
    const { shared, sink, port } = await setUp();
    // The 61st message and those after it are held: their DATA is never answered.
    sink.holdAfter = 60;
    const first = sender('first', shared, port);
    // The restart: a process that loads its modules now and opens the database after the kill.
    const restarted = sender('restarted', shared, port);
    await Promise.all([first.ready, restarted.ready]);
    first.go();
    await until(() => sink.held.length > 0, 'a held message');
    // Every copy the sink accepted is marked sent before the kill: it lands on unanswered ones.
    await until(async () => (await first.sentRows()) === sink.accepted.length, 'the marks');
    const inFlight = sink.held.map((h) => h.to);
    await kill(first);
    sink.release(['first']);
    expect(sink.accepted).toHaveLength(60);
    expect(inFlight.length).toBeGreaterThan(0);

    // On PGlite it opens the data dir the killed process had open: it recovers from the crash.
    restarted.go();
    await finished(restarted);

    await expectEachOnce(shared, sink);
    // The copies in flight at the kill were sent, once, by the restarted process.
    const bySender = new Map(sink.accepted.map((a) => [a.to, a.sender]));
    expect(inFlight.map((to) => bySender.get(to))).toEqual(inFlight.map(() => 'restarted'));
  }, 60_000);

  it.runIf(target.name === 'postgres')(
    'two instances at once never send a copy twice, and one killed mid-send is made up by the other',
    async () => {
      const { shared, sink, port } = await setUp();
      sink.holdAfter = 0;
      const a = sender('a', shared, port);
      const b = sender('b', shared, port);
      await Promise.all([a.ready, b.ready]);
      a.go();
      b.go();
      // Both are sending at the same moment: each has copies at the sink, unanswered.
      await until(
        () => ['a', 'b'].every((name) => sink.held.some((h) => h.sender === name)),
        'copies from both instances',
      );
      const heldBy = (name: string) => sink.held.filter((h) => h.sender === name).map((h) => h.to);
      const inFlightA = heldBy('a');
      expect(inFlightA.filter((to) => heldBy('b').includes(to))).toEqual([]);
      await kill(a);
      sink.release(['a']);

      // b sends its own copies, then a's once their lease is over.
      await finished(b);
      await expectEachOnce(shared, sink);
      expect(new Set(sink.accepted.map((x) => x.sender))).toEqual(new Set(['b']));
      expect(inFlightA.length).toBeGreaterThan(0);
    },
    60_000,
  );
});
