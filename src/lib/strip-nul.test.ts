import { describe, expect, it } from 'vitest';
import { stripNul } from './strip-nul';

describe('stripNul', () => {
  it('removes NUL from strings at any depth of plain objects and arrays', () => {
    expect(
      stripNul({ a: 'x\u0000y', b: ['\u0000', { c: 'ok\u0000' }], 'k\u0000': 1, d: null, e: 2 }),
    ).toEqual({ a: 'xy', b: ['', { c: 'ok' }], k: 1, d: null, e: 2 });
  });
  it('keeps other control characters and leaves non-plain objects alone', () => {
    expect(stripNul('a\tb\nc\u0001')).toBe('a\tb\nc\u0001');
    const date = new Date(0);
    expect(stripNul({ date }).date).toBe(date);
  });
});
