import { describe, expect, it } from 'vitest';
import {
  descriptionWidth,
  SERP_LIMITS,
  textWidth,
  titleWidth,
  truncateToWidth,
} from './serp-width';

describe('serp widths', () => {
  it('measures with Arial metrics at the search result sizes', () => {
    // "a" is 556/1000 em: 11.12 px at 20 px, 7.784 px at 14 px.
    expect(titleWidth('a')).toBeCloseTo(11.12);
    expect(descriptionWidth('a')).toBeCloseTo(7.784);
    expect(titleWidth('W')).toBeGreaterThan(titleWidth('i') * 4);
    expect(titleWidth('')).toBe(0);
  });

  it('counts whitespace runs as one space and accents as their letter', () => {
    expect(titleWidth('a  \n b')).toBeCloseTo(titleWidth('a b'));
    expect(titleWidth('é')).toBeCloseTo(titleWidth('e'));
    expect(textWidth('漢', 20)).toBeCloseTo(11.12);
  });

  it('puts a typical 60-character title just under the desktop limit', () => {
    const title = 'Rental Software Buying Guide: 10 Questions to Ask Any Vendor';
    expect(title.length).toBe(60);
    expect(titleWidth(title)).toBeLessThan(SERP_LIMITS.title);
    expect(titleWidth('W'.repeat(40))).toBeGreaterThan(SERP_LIMITS.title);
  });
});

describe('truncateToWidth', () => {
  it('keeps text that fits', () => {
    expect(truncateToWidth('Short title', 580)).toBe('Short title');
    expect(truncateToWidth('  spaced   out ', 580)).toBe('spaced out');
  });

  it('cuts text that does not fit and adds an ellipsis, within the width', () => {
    const long = 'Equipment rental management '.repeat(10);
    const cut = truncateToWidth(long, SERP_LIMITS.title);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).not.toMatch(/ …$/);
    expect(titleWidth(cut)).toBeLessThanOrEqual(SERP_LIMITS.title);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    const desc = truncateToWidth(long, SERP_LIMITS.description, 14);
    expect(descriptionWidth(desc)).toBeLessThanOrEqual(SERP_LIMITS.description);
    expect(desc.length).toBeGreaterThan(cut.length);
  });
});
