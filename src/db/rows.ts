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
