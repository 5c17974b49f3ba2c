import { describe, expect, it } from 'vitest';
import { checkDimensions, RECOMMENDED_SIZES } from './dimensions';
import { getPlacementTarget } from './placement';

describe('checkDimensions', () => {
  it('maps the four recommended sizes of the spec onto placement targets', () => {
    expect(RECOMMENDED_SIZES).toEqual({
      'homepage:hero': { width: 1440, height: 600 },
      'homepage:banner-carousel': { width: 1200, height: 400 },
      'about:team-photos': { width: 400, height: 400 },
      'blog:featured-posts': { width: 800, height: 450 },
    });
    for (const key of Object.keys(RECOMMENDED_SIZES)) {
      expect(getPlacementTarget(key), key).toBeDefined();
    }
  });

  it('accepts the exact size', () => {
    expect(checkDimensions('homepage:hero', { width: 1440, height: 600 })).toBeNull();
  });

  it.each([
    [1728, 600],
    [1152, 600],
    [1440, 720],
    [1440, 480],
    [1728, 720],
  ])('accepts exactly 20 %% off on the homepage hero (%i×%i)', (width, height) => {
    expect(checkDimensions('homepage:hero', { width, height })).toBeNull();
  });

  it.each([
    [1729, 600],
    [1151, 600],
    [1440, 721],
    [1440, 479],
  ])('warns just beyond 20 %% on the homepage hero (%i×%i)', (width, height) => {
    expect(checkDimensions('homepage:hero', { width, height })?.title).toBe('Dimension Warning');
  });

  it('applies the boundary to the team photo size too (320–480 pass)', () => {
    expect(checkDimensions('about:team-photos', { width: 480, height: 320 })).toBeNull();
    expect(checkDimensions('about:team-photos', { width: 481, height: 400 })).not.toBeNull();
    expect(checkDimensions('about:team-photos', { width: 400, height: 319 })).not.toBeNull();
  });

  it('names the actual and recommended sizes and the placement in the description', () => {
    const warning = checkDimensions('blog:featured-posts', { width: 1920, height: 1080 });
    expect(warning).toEqual({ title: 'Dimension Warning', description: expect.any(String) });
    expect(warning?.description).toContain('1920×1080');
    expect(warning?.description).toContain('800×450');
    expect(warning?.description).toContain('Blog → Featured Posts');
  });

  it('says nothing for placements without a recommendation', () => {
    expect(checkDimensions('contact:map', { width: 10, height: 10 })).toBeNull();
    expect(checkDimensions('nowhere', { width: 10, height: 10 })).toBeNull();
    expect(checkDimensions(null, { width: 10, height: 10 })).toBeNull();
  });

  it('skips the check when the size is unknown or invalid', () => {
    expect(checkDimensions('homepage:hero', { width: null, height: null })).toBeNull();
    expect(checkDimensions('homepage:hero', { width: 0, height: 600 })).toBeNull();
    expect(checkDimensions('homepage:hero', { width: Number.NaN, height: 600 })).toBeNull();
  });
});
