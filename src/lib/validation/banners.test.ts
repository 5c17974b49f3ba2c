import { describe, expect, it } from 'vitest';
import { bannerSchema, parseOrderIndex } from './banners';

describe('parseOrderIndex', () => {
  it.each([
    ['3', 3],
    [2, 2],
    ['', 0],
    ['abc', 0],
    ['-1', 0],
    [undefined, 0],
    ['4.7', 4],
  ])('%j becomes %i', (input, expected) => expect(parseOrderIndex(input)).toBe(expected));
});

describe('bannerSchema', () => {
  const valid = { image_url: '/storage/home-banners/1-2.png', redirect_url: '/product' };
  it('leaves the order index open when the form sends none (the banner goes last)', () => {
    expect(bannerSchema.parse(valid)).toMatchObject({ order_index: null, is_active: true });
  });
  it('gives the spec texts for a missing image and URL', () => {
    const r = bannerSchema.safeParse({ image_url: ' ', redirect_url: '' });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => i.message);
    expect(messages).toContain('Please upload a banner image');
    expect(messages).toContain('Please enter a destination URL');
  });
  it('refuses script and protocol-relative destinations and blob images', () => {
    expect(bannerSchema.safeParse({ ...valid, redirect_url: 'javascript:alert(1)' }).success).toBe(
      false,
    );
    expect(bannerSchema.safeParse({ ...valid, redirect_url: '//evil.example' }).success).toBe(
      false,
    );
    expect(bannerSchema.safeParse({ ...valid, image_url: 'blob:http://x/1' }).success).toBe(false);
  });
});
