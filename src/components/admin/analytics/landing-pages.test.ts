import { describe, expect, it } from 'vitest';
import { landingConversion } from './landing-pages';

describe('landingConversion', () => {
  it('is submissions ÷ views in percent with one decimal', () => {
    expect(landingConversion(1, 8)).toBe('12.5%');
    expect(landingConversion(1, 3)).toBe('33.3%');
    expect(landingConversion(2, 3)).toBe('66.7%');
    expect(landingConversion(0, 120)).toBe('0.0%');
    expect(landingConversion(7, 200)).toBe('3.5%');
  });

  it('says "–" without views and never passes 100 %', () => {
    expect(landingConversion(0, 0)).toBe('–');
    expect(landingConversion(3, 0)).toBe('–');
    expect(landingConversion(5, 4)).toBe('100.0%');
  });
});
