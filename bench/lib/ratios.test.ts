import { describe, expect, it } from 'vitest';
import { draws, geomean, geomeanCi95, spread, t975 } from './ratios';

describe('bench ratios (issue #25 benchmarks)', () => {
  it('t975 follows the table to 10 degrees of freedom and the expansion past it', () => {
    expect(t975(1)).toBe(12.706);
    expect(t975(10)).toBe(2.228);
    // Table values the expansion must approach: df 20 → 2.086, 30 → 2.042, 120 → 1.980.
    expect(t975(20)).toBeCloseTo(2.086, 2);
    expect(t975(30)).toBeCloseTo(2.042, 2);
    expect(t975(120)).toBeCloseTo(1.98, 2);
    expect(() => t975(0)).toThrow(RangeError);
  });

  it('counts the runs of one seed as one draw, also when they are apart', () => {
    const runs = [
      { ratio: 0.9, seed: 1 },
      { ratio: 1, seed: 2 },
      { ratio: 0.9, seed: 1 },
      { ratio: 0.95 },
      { ratio: 0.97 },
    ];
    const d = draws(runs);
    expect(d).toHaveLength(4);
    expect(d[0]).toBeCloseTo(0.9, 10);
    expect(d[1]).toBe(1);
    expect(d.slice(2)).toEqual([0.95, 0.97]);
  });

  it('gives the interval of the geometric mean over draws, not runs', () => {
    const pairs = [0.94, 0.96, 0.95, 0.97].flatMap((ratio, seed) => [
      { ratio, seed },
      { ratio, seed },
    ]);
    const unseeded = pairs.map(({ ratio }) => ({ ratio }));
    const [lowDraws, highDraws] = geomeanCi95(pairs)!;
    const [lowRuns, highRuns] = geomeanCi95(unseeded)!;
    // Four draws (t 3.182) are a wider interval than eight independent runs (t 2.365).
    expect(highDraws - lowDraws).toBeGreaterThan(highRuns - lowRuns);
    // Mean of logs ≈ ln 0.955; the interval holds it and is about ±2 %.
    expect(lowDraws).toBeLessThan(0.955);
    expect(highDraws).toBeGreaterThan(0.955);
    expect(lowDraws).toBeCloseTo(0.935, 3);
    expect(highDraws).toBeCloseTo(0.976, 3);
    expect(
      geomeanCi95([
        { ratio: 0.9, seed: 1 },
        { ratio: 0.95, seed: 1 },
      ]),
    ).toBeNull();
  });

  it('summarises a list by its quartiles and its geometric mean', () => {
    expect(spread([5, 1, 3, 2, 4])).toEqual({ min: 1, q1: 2, median: 3, q3: 4, max: 5 });
    expect(geomean([0.5, 2])).toBe(1);
  });
});
