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

/** What node-postgres's Pool and PGlite both offer: a parameterised query. */
type DriverClient = { query: (text: string, values: unknown[]) => Promise<unknown> };

/**
 * Runs one parameterised statement on the driver's own client, without Drizzle's per-query
 * work: for the few statements that run many times a second on the request thread's core (the
 * page-view batch INSERT, issue #25 §2), where that work is a third of the statement's cost on
 * PGlite. Everything else goes through Drizzle.
 * @param text - SQL with `$1`, `$2`… placeholders (never values spliced in)
 * @param values - the parameters, as the driver takes them (strings, numbers, Dates, null)
 * @throws the database error of the statement
 */
export function driverQuery(db: Db, text: string, values: unknown[]): Promise<unknown> {
  // Both drivers' Drizzle databases carry their client as `$client`; the shared type omits it.
  return (db as unknown as { $client: DriverClient }).$client.query(text, values);
}
