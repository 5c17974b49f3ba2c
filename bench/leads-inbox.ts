/**
 * Lead inbox benchmark (issue #24 "Benchmarks"): `npm run bench:leads`. On PostgreSQL
 * (BENCH_DATABASE_URL or TEST_DATABASE_URL; a database of its own is created and dropped), with
 * 100,000 leads (demo requests, contact messages and sign-ups over two years, ten sources, five
 * campaigns, five statuses, owners): one inbox page of 50 (`listInbox`: the page, its total and
 * the counts per status) under several filters, a deep page, and the Sources view — p50 and p95
 * of 30 runs each. The issue asks for under 200 ms. Writes bench/results/<date>-leads.json.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { migrateDatabase, openDatabase } from '@/db/client';
import { user } from '@/db/schema';
import { DEFAULT_LEAD_QUERY, type LeadInboxQuery } from '@/lib/validation/lead-inbox';
import { listInbox } from '@/server/leads/inbox';
import { leadSources } from '@/server/leads/sources';

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const RUNS = 30;
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.error('Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server.');
  process.exit(1);
}

const pct = (xs: number[], p: number) =>
  Number(
    [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!.toFixed(1),
  );
const stats = (xs: number[]) => ({ p50: pct(xs, 0.5), p95: pct(xs, 0.95), runs: xs.length });

const name = `lizit_bench_${crypto.randomBytes(4).toString('hex')}`;
const admin = new Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database "${name}"`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const handle = openDatabase({ kind: 'postgres', url: url.toString(), max: 4 });

try {
  await migrateDatabase(handle);
  const db = handle.db;
  await db
    .insert(user)
    .values(
      ['owner-a', 'owner-b', 'owner-c'].map((id) => ({ id, name: id, email: `${id}@lizit.com` })),
    );
  const seeded = performance.now();
  // Submissions first (a third each), then one lead per submission, in SQL: fast to seed.
  const third = Math.ceil(LEADS / 3);
  await db.execute(sql`
    insert into demo_requests (first_name, last_name, name, email, company, phone, notes, created_at)
    select 'First' || i, 'Last' || i, 'First' || i || ' Last' || i, 'demo' || i || '@yard' || (i % 500) || '.example',
      'Rentals ' || (i % 2000), '+1 555 ' || lpad((i % 10000)::text, 4, '0'), 'Demo request from website',
      now() - (i % 730) * interval '1 day' - (i % 1440) * interval '1 minute'
    from generate_series(1, ${third}) i`);
  await db.execute(sql`
    insert into general_inquiries (name, email, company, message, created_at)
    select 'Contact ' || i, 'contact' || i || '@yard' || (i % 500) || '.example', 'Rentals ' || (i % 2000),
      'We rent ' || i || ' machines and need a better booking system.',
      now() - (i % 730) * interval '1 day' - (i % 1440) * interval '1 minute'
    from generate_series(1, ${third}) i`);
  await db.execute(sql`
    insert into newsletter_subscribers (name, email, unsubscribe_token, created_at)
    select 'Reader ' || i, 'reader' || i || '@yard' || (i % 500) || '.example', md5(i::text) || md5((i * 7)::text),
      now() - (i % 730) * interval '1 day'
    from generate_series(1, ${LEADS - 2 * third}) i`);
  const leadColumns = (kind: string, idColumn: string, table: string, company: string) =>
    sql.raw(`
    insert into leads (type, ${idColumn}, name, email, company, status, owner_user_id, source, medium, campaign, landing_page, created_at)
    select '${kind}', t.id, t.name, t.email, ${company},
      (array['new','contacted','qualified','won','lost'])[1 + t.id % 5],
      (array['owner-a','owner-b','owner-c', null])[1 + t.id % 4],
      (array['google','newsletter','linkedin','(direct)','bing','facebook','partner','capterra','g2','reddit'])[1 + t.id % 10],
      (array['organic','email','social','(none)','cpc'])[1 + t.id % 5],
      (array['spring','fall','launch','webinar', null])[1 + t.id % 5],
      (array['/','/product','/pricing','/resources','/about'])[1 + t.id % 5],
      t.created_at
    from ${table} t`);
  await db.execute(leadColumns('demo_request', 'demo_request_id', 'demo_requests', 't.company'));
  await db.execute(leadColumns('contact', 'general_inquiry_id', 'general_inquiries', 't.company'));
  await db.execute(
    leadColumns('newsletter', 'newsletter_subscriber_id', 'newsletter_subscribers', 'null'),
  );
  await db.execute(sql`analyze`);
  const seedMs = Math.round(performance.now() - seeded);

  const views: Record<string, Partial<LeadInboxQuery>> = {
    'default (all leads, newest first)': {},
    'status New': { status: 'new' },
    'status + owner + source + campaign': {
      status: 'qualified',
      owner: 'owner-b',
      source: 'newsletter',
      campaign: 'spring',
    },
    'date range (one month) + status': { from: '2026-01-01', to: '2026-01-31', status: 'won' },
    'search (company)': { q: 'Rentals 1234' },
    'search (e-mail) + type': { q: 'demo777@', type: 'demo_request' },
    'page 1,000 (deep)': { page: 1000 },
  };
  const results: Record<string, ReturnType<typeof stats>> = {};
  for (const [label, change] of Object.entries(views)) {
    const q = { ...DEFAULT_LEAD_QUERY, ...change };
    await listInbox(db, q, { masked: true });
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await listInbox(db, q, { masked: true });
      times.push(performance.now() - t);
    }
    results[label] = stats(times);
  }
  const sourcesTimes: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await leadSources(db, { from: '2025-06-01', to: '2026-05-31' });
    sourcesTimes.push(performance.now() - t);
  }
  results['Sources view (one year)'] = stats(sourcesTimes);

  const out = {
    date: new Date().toISOString(),
    database: 'PostgreSQL',
    leads: LEADS,
    seedMs,
    target: 'inbox page under 200 ms',
    results,
  };
  const file = path.join(import.meta.dirname, 'results', `${out.date.slice(0, 10)}-leads.json`);
  fs.writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
  console.log(JSON.stringify(out, null, 2));
} finally {
  await handle.close();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}
