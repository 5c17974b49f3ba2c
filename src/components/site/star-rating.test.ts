import { describe, expect, it } from 'vitest';
import { starsFor } from './star-rating';

const fills = (rating: number) => starsFor(rating).map((s) => s.percent);
const kinds = (rating: number) => starsFor(rating).map((s) => s.kind);

describe('starsFor', () => {
  it('fills each star to its exact fraction', () => {
    expect(fills(4.8)).toEqual([100, 100, 100, 100, 80]);
    expect(kinds(4.8)).toEqual(['full', 'full', 'full', 'full', 'partial']);
    expect(fills(4.7)).toEqual([100, 100, 100, 100, 70]);
    expect(fills(4.6)).toEqual([100, 100, 100, 100, 60]);
    expect(fills(3.25)).toEqual([100, 100, 100, 25, 0]);
    expect(kinds(3.25)).toEqual(['full', 'full', 'full', 'partial', 'empty']);
  });

  it('draws a half star for .5', () => {
    expect(starsFor(4.5)[4]).toEqual({ kind: 'partial', percent: 50 });
  });

  it('draws whole ratings with full and empty stars only', () => {
    expect(kinds(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(kinds(3)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(kinds(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('clamps ratings outside 0-5 and non-numbers', () => {
    expect(fills(7)).toEqual([100, 100, 100, 100, 100]);
    expect(fills(-1)).toEqual([0, 0, 0, 0, 0]);
    expect(fills(Number.NaN)).toEqual([0, 0, 0, 0, 0]);
  });
});
