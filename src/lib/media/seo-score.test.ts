import { describe, expect, it } from 'vitest';
import { isSeoMissing, seoBadge, seoScore } from './seo-score';

describe('seoScore and isSeoMissing', () => {
  it('scores 85 when alt text and SEO title are both present', () => {
    expect(seoScore({ alt_text: 'Team photo', seo_title: 'Our team' })).toBe(85);
    expect(isSeoMissing({ alt_text: 'Team photo', seo_title: 'Our team' })).toBe(false);
  });

  it.each([
    [null, 'Title'],
    ['Alt', null],
    [undefined, undefined],
    ['', 'Title'],
    ['Alt', '   '],
    ['\n\t', '\n'],
  ])('scores 60 and flags SEO missing for alt %j / title %j', (alt, title) => {
    expect(seoScore({ alt_text: alt, seo_title: title })).toBe(60);
    expect(isSeoMissing({ alt_text: alt, seo_title: title })).toBe(true);
  });
});

describe('seoBadge', () => {
  it.each([
    [100, 'green'],
    [80, 'green'],
    [79.9, 'yellow'],
    [60, 'yellow'],
    [59, 'red'],
    [0, 'red'],
    [null, 'grey'],
    [undefined, 'grey'],
    [Number.NaN, 'grey'],
  ] as const)('colours %s as %s', (score, colour) => {
    expect(seoBadge(score)).toBe(colour);
  });
});
