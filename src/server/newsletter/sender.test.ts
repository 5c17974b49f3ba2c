import { describe, expect, it } from 'vitest';
import { claimSize } from './sender';

describe('a newsletter pass', () => {
  it('claims no more copies than the rate sends in half a lease, and 1 to 100', () => {
    expect(claimSize(20, 120_000)).toBe(100);
    expect(claimSize(20, 2_000)).toBe(20);
    expect(claimSize(1, 1_000)).toBe(1);
    expect(claimSize(10_000, 3_600_000)).toBe(100);
  });
});
