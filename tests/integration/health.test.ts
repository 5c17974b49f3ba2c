import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mail_outbox } from '@/db/schema';
import { checkHealth, OUTBOX_BEHIND_SECONDS } from '@/server/health/check';
import { dbTargets, type TestDatabase } from './helpers/db';

describe.each(dbTargets())('/api/healthz readiness on $name', ({ create }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await create();
  });
  afterAll(() => t.dispose());

  it('is ready with an empty outbox', async () => {
    expect(await checkHealth(t.db)).toEqual({
      ok: true,
      database: 'up',
      outbox: { pending: 0, dead: 0, oldestPendingSeconds: 0, behind: false },
      webhooks: { pending: 0, dead: 0 },
    });
  });

  it('reports the backlog: pending and dead messages, and how long the oldest has waited', async () => {
    const message = { to_address: 'a@lizit.com', subject: 's', text_body: 'b', kind: 'test' };
    await t.db
      .insert(mail_outbox)
      .values([
        { ...message, created_at: sql`now() - interval '20 minutes'` },
        { ...message },
        { ...message, status: 'dead' },
        { ...message, status: 'sent', created_at: sql`now() - interval '2 days'` },
      ]);
    const health = await checkHealth(t.db);
    expect(health.ok).toBe(true);
    expect(health.outbox).toMatchObject({ pending: 2, dead: 1, behind: true });
    expect(health.outbox!.oldestPendingSeconds).toBeGreaterThan(OUTBOX_BEHIND_SECONDS);
    expect(health.outbox!.oldestPendingSeconds).toBeLessThan(21 * 60);
  });

  it('is not ready when the database cannot be reached', async () => {
    const gone = await create();
    await gone.dispose();
    expect(await checkHealth(gone.db)).toEqual({
      ok: false,
      database: 'down',
      outbox: null,
      webhooks: null,
    });
  });
});
