import { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import { serialize } from 'pg-protocol';
import type { Db } from './client';

/**
 * The rows of a raw `db.execute(sql…)`: node-postgres and PGlite both answer `{ rows }`, some
 * drivers an array.
 * @param query - the pending `db.execute` (typed by the caller: `executeRows<Row>(db.execute(…))`)
 * @returns its rows
 * @throws the database error of the query
 */
export async function executeRows<T>(query: Promise<unknown>): Promise<T[]> {
  const res = (await query) as { rows: T[] } | T[];
  return Array.isArray(res) ? res : res.rows;
}

/** A database error's SQLSTATE when a named prepared statement is not (or no longer) there. */
const NO_SUCH_STATEMENT = '26000';

/** What a PGlite client offers to run one statement in a single call into its WebAssembly. */
type PgliteClient = Pick<PGlite, 'execProtocol' | 'runExclusive' | 'isInTransaction' | 'query'>;

/** The named statements already parsed on each PGlite client. */
const parsedOn = new WeakMap<object, Set<string>>();

/**
 * A hot statement: a parameterised statement that runs several times a second on the request
 * thread's core (the page-view batch INSERTs, issue #25 §2), prepared once per connection and then
 * run without Drizzle's per-query work. Everything else goes through Drizzle.
 *
 * On PGlite, PGlite's own `query()` makes six calls into its WebAssembly Postgres per statement
 * (parse, describe, bind, describe, execute, sync); here the statement is parsed once, by name, and
 * each run is one Bind/Execute/Sync message through PGlite's `execProtocol`, under its
 * `runExclusive` lock (measured: ~40 % less CPU for a 4 kB batch row). While another caller's
 * transaction is open, the run waits for it through `query()` instead (a statement of ours must
 * never land inside someone else's transaction). On PostgreSQL: node-postgres's named query,
 * prepared once per pooled connection.
 * @param name - the prepared statement's name, unique in the process
 * @param text - SQL with `$1`, `$2`… placeholders (never values spliced in)
 * @returns `run(db, values)`: values as strings or null (the text form PostgreSQL parses for the
 *   parameter's type, e.g. `Date.toISOString()`); resolves when the statement has run
 * @throws (from `run`) the database error of the statement, its SQLSTATE on `code`
 */
export function hotStatement(
  name: string,
  text: string,
): (db: Db, values: Array<string | null>) => Promise<void> {
  const bind = (values: Array<string | null>) =>
    Buffer.concat([
      serialize.bind({ statement: name, values }),
      serialize.execute(),
      serialize.sync(),
    ]);
  const runPglite = async (client: PgliteClient, values: Array<string | null>) => {
    let parsed = parsedOn.get(client);
    if (!parsed) parsedOn.set(client, (parsed = new Set()));
    const done = await client.runExclusive(async () => {
      if (client.isInTransaction()) return false;
      if (!parsed.has(name)) {
        await client.execProtocol(
          Buffer.concat([serialize.parse({ name, text, types: [] }), serialize.sync()]),
        );
        parsed.add(name);
      }
      await client.execProtocol(bind(values));
      return true;
    });
    if (!done) await client.query(text, values);
  };
  return async (db, values) => {
    const client = (db as unknown as { $client: unknown }).$client;
    if (!(client instanceof PGlite)) {
      await (client as Pool).query({ name, text, values });
      return;
    }
    try {
      await runPglite(client, values);
    } catch (error) {
      // Prepared statements live as long as the session (a DISCARD or DEALLOCATE drops them).
      if ((error as { code?: string }).code !== NO_SUCH_STATEMENT) throw error;
      parsedOn.get(client)?.delete(name);
      await runPglite(client, values);
    }
  };
}
