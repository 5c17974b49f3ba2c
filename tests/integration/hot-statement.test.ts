/**
 * `hotStatement` (src/db/rows.ts, issue #25 §2) on PGlite and PostgreSQL: it stores what it is
 * given, reports a failing run by its SQLSTATE and keeps working after one, never lands inside
 * another caller's open transaction (on PGlite it waits for it), and on PGlite prepares itself
 * again when its statement was deallocated.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { executeRows, hotStatement } from '@/db/rows';
import { dbTargets, errorCode, type TestDatabase } from './helpers/db';

const insert = hotStatement(
  'test_hot_insert',
  'insert into hot_statement_test (at, body) values ($1, $2)',
);
const rows = (t: TestDatabase) =>
  executeRows<{ at: Date; body: string }>(
    t.db.execute(sql`select at, body from hot_statement_test order by id`),
  );

describe.each(dbTargets())('hotStatement on $name', ({ name, create }) => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await create();
    await t.db.execute(
      sql`create table hot_statement_test (id serial primary key, at timestamptz not null, body json not null)`,
    );
  });
  afterAll(async () => {
    await t?.dispose();
  });
  beforeEach(async () => {
    await t.db.execute(sql`delete from hot_statement_test`);
  });

  it('stores the values it is given, typed by the statement', async () => {
    await insert(t.db, ['2026-11-25T10:00:00.000Z', '{"a":1}']);
    await insert(t.db, ['2026-11-25T11:00:00.000Z', '[2]']);
    const stored = await rows(t);
    expect(stored.map((r) => new Date(r.at).toISOString())).toEqual([
      '2026-11-25T10:00:00.000Z',
      '2026-11-25T11:00:00.000Z',
    ]);
    expect(stored.map((r) => r.body)).toEqual([{ a: 1 }, [2]]);
  });

  it('a failing run throws its SQLSTATE, and the next run works', async () => {
    expect(await errorCode(() => insert(t.db, ['2026-11-25T10:00:00.000Z', null]))).toBe('23502');
    expect(await errorCode(() => insert(t.db, ['not a time', '{}']))).toBe('22007');
    await insert(t.db, ['2026-11-25T12:00:00.000Z', '{}']);
    expect(await rows(t)).toHaveLength(1);
  });

  it("never lands inside another caller's open transaction", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let began!: () => void;
    const begun = new Promise<void>((resolve) => (began = resolve));
    const transaction = t.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`insert into hot_statement_test (at, body) values (now(), '"rolled back"')`,
        );
        began();
        await held;
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    await begun;
    const hot = insert(t.db, ['2026-11-25T13:00:00.000Z', '"kept"']);
    release();
    await Promise.all([transaction, hot]);
    expect((await rows(t)).map((r) => r.body)).toEqual(['kept']);
  });

  it.runIf(name === 'pglite')(
    'prepares itself again after its statement was deallocated',
    async () => {
      await insert(t.db, ['2026-11-25T14:00:00.000Z', '1']);
      await t.db.execute(sql`deallocate all`);
      await insert(t.db, ['2026-11-25T15:00:00.000Z', '2']);
      expect((await rows(t)).map((r) => r.body)).toEqual([1, 2]);
    },
  );
});
