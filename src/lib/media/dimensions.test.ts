import { describe, expect, it } from 'vitest';
import { checkDimensions, RECOMMENDED_SIZES, recommendedSize } from './dimensions';

describe('checkDimensions', () => {
  it('keeps the four recommended sizes of the spec; the hero and team slots use theirs', () => {
    expect(RECOMMENDED_SIZES).toEqual({
      'homepage hero': { width: 1440, height: 600 },
      'homepage banner': { width: 1200, height: 400 },
      'about team': { width: 400, height: 400 },
      'blog featured': { width: 800, height: 450 },
    });
    expect(recommendedSize('homepage-hero-dashboard')).toEqual({ width: 1440, height: 600 });
    for (const n of [1, 2, 3, 4]) {
      expect(recommendedSize(`about-team-${n}`)).toEqual({ width: 400, height: 400 });
    }
    expect(recommendedSize('about-team-5')).toBeUndefined();
    expect(recommendedSize('global-header-logo')).toBeUndefined();
  });

  it('accepts the exact size', () => {
    expect(checkDimensions('homepage-hero-dashboard', { width: 1440, height: 600 })).toBeNull();
  });

  it.each([
    [1728, 600],
    [1152, 600],
    [1440, 720],
    [1440, 480],
    [1728, 720],
  ])('accepts exactly 20 %% off on the homepage hero (%i×%i)', (width, height) => {
    expect(checkDimensions('homepage-hero-dashboard', { width, height })).toBeNull();
  });

  it.each([
    [1729, 600],
    [1151, 600],
    [1440, 721],
    [1440, 479],
  ])('warns just beyond 20 %% on the homepage hero (%i×%i)', (width, height) => {
    expect(checkDimensions('homepage-hero-dashboard', { width, height })?.title).toBe(
      'Dimension Warning',
    );
  });

  it('applies the boundary to the team photo size too (320–480 pass)', () => {
    expect(checkDimensions('about-team-2', { width: 480, height: 320 })).toBeNull();
    expect(checkDimensions('about-team-2', { width: 481, height: 400 })).not.toBeNull();
    expect(checkDimensions('about-team-2', { width: 400, height: 319 })).not.toBeNull();
  });

  it('names the actual and recommended sizes and the placement in the description', () => {
    const warning = checkDimensions('about-team-2', { width: 1920, height: 1080 });
    expect(warning).toEqual({ title: 'Dimension Warning', description: expect.any(String) });
    expect(warning?.description).toContain('1920×1080');
    expect(warning?.description).toContain('400×400');
    expect(warning?.description).toContain('About › Team › Team photo 2');
  });

  it('says nothing for placements without a recommendation', () => {
    expect(checkDimensions('global-header-logo', { width: 10, height: 10 })).toBeNull();
    expect(checkDimensions('nowhere', { width: 10, height: 10 })).toBeNull();
    expect(checkDimensions(null, { width: 10, height: 10 })).toBeNull();
  });

  it('skips the check when the size is unknown or invalid', () => {
    expect(checkDimensions('homepage-hero-dashboard', { width: null, height: null })).toBeNull();
    expect(checkDimensions('homepage-hero-dashboard', { width: 0, height: 600 })).toBeNull();
    expect(
      checkDimensions('homepage-hero-dashboard', { width: Number.NaN, height: 600 }),
    ).toBeNull();
  });
});
