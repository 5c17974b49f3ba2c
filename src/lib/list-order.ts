/**
 * The ordering rules of the back office's hand-ordered lists (back-office.md §4 "Banner
 * ordering"; the blog categories): a row moves one place up or down by swapping
 * with its neighbour, and positions are rewritten as 0..n-1 so gaps and ties never survive a move.
 * Pure: the services lock the rows and write what these return.
 */

/** A row of an ordered list: its id and its stored position (order_index, position). */
export type ListPosition = { id: number; position: number };

/**
 * The ids of `rows` in list order: by position, then id (ties, hand-entered, keep a stable order).
 * @param rows - the rows in any order
 */
export function listOrder(rows: readonly ListPosition[]): number[] {
  return [...rows].sort((a, b) => a.position - b.position || a.id - b.id).map((r) => r.id);
}

/**
 * The list order after row `id` moves one place up or down.
 * @param rows - every row of the list, in any order
 * @returns the new order of ids; `null` when the row is already first (up) or last (down);
 *   `undefined` when no row has that id
 */
export function orderAfterMove(
  rows: readonly ListPosition[],
  id: number,
  direction: 'up' | 'down',
): number[] | null | undefined {
  const order = listOrder(rows);
  const from = order.indexOf(id);
  if (from === -1) return undefined;
  const to = direction === 'up' ? from - 1 : from + 1;
  if (to < 0 || to >= order.length) return null;
  [order[from], order[to]] = [order[to]!, order[from]!];
  return order;
}

/**
 * The writes that give `rows` the positions 0..n-1 in the order of `ids`: only the rows whose
 * position changes.
 * @param rows - the rows as stored
 * @param ids - every row id once, first to last
 * @returns `{ id, position }` of each row to rewrite (empty when nothing moves)
 */
export function renumberedPositions(
  rows: readonly ListPosition[],
  ids: readonly number[],
): ListPosition[] {
  const stored = new Map(rows.map((r) => [r.id, r.position]));
  return ids.flatMap((id, position) => (stored.get(id) === position ? [] : [{ id, position }]));
}
