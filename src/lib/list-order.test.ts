import { describe, expect, it } from 'vitest';
import { listOrder, orderAfterMove, renumberedPositions } from './list-order';

const rows = [
  { id: 3, position: 1 },
  { id: 1, position: 0 },
  { id: 7, position: 1 }, // a hand-entered tie: the lower id comes first
  { id: 5, position: 9 }, // a gap
];

describe('list order', () => {
  it('orders by position, then id', () => {
    expect(listOrder(rows)).toEqual([1, 3, 7, 5]);
  });

  it('swaps a row with its neighbour', () => {
    expect(orderAfterMove(rows, 7, 'up')).toEqual([1, 7, 3, 5]);
    expect(orderAfterMove(rows, 3, 'down')).toEqual([1, 7, 3, 5]);
  });

  it('refuses a move past either end, and knows when the row is gone', () => {
    expect(orderAfterMove(rows, 1, 'up')).toBeNull();
    expect(orderAfterMove(rows, 5, 'down')).toBeNull();
    expect(orderAfterMove(rows, 42, 'up')).toBeUndefined();
  });

  it('rewrites only the positions that change, closing gaps and ties', () => {
    // 7 keeps position 1 (it was tied with 3); 3 and 5 are renumbered.
    expect(renumberedPositions(rows, [1, 7, 3, 5])).toEqual([
      { id: 3, position: 2 },
      { id: 5, position: 3 },
    ]);
    expect(renumberedPositions([{ id: 1, position: 0 }], [1])).toEqual([]);
  });
});
