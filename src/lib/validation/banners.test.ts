import { describe, expect, it } from 'vitest';
import { itCases } from '@/test/cases';
import {
  BANNER_NEEDS_HEADLINE,
  bannerSchema,
  bannerUpdateSchema,
  parseOrderIndex,
} from './banners';

describe('parseOrderIndex', () => {
  itCases('%j becomes %i', parseOrderIndex, [
    ['3', 3],
    [2, 2],
    ['', 0],
    ['abc', 0],
    ['-1', 0],
    [undefined, 0],
    ['4.7', 4],
  ]);
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

describe('bannerSchema words over the image', () => {
  const valid = { image_url: '/storage/home-banners/1-2.png', redirect_url: '/product' };
  it('leaves the words out when none are given, and blank words are none', () => {
    expect(bannerSchema.parse(valid)).toMatchObject({
      headline: null,
      subtext: null,
      cta_label: null,
    });
    expect(
      bannerSchema.parse({ ...valid, headline: '   ', subtext: '', cta_label: null }),
    ).toMatchObject({ headline: null, subtext: null, cta_label: null });
  });
  it('keeps the words as plain text: trimmed, line breaks and control characters as one space', () => {
    const data = bannerSchema.parse({
      ...valid,
      headline: '  New:\n digital\tcontracts\u0007 ',
      subtext: '<b>Sign</b> & verify',
      cta_label: 'See how',
    });
    expect(data.headline).toBe('New: digital contracts');
    // Markup is kept as the words it is: the carousel escapes it, never interprets it.
    expect(data.subtext).toBe('<b>Sign</b> & verify');
    expect(data.cta_label).toBe('See how');
  });
  it('limits the headline to 80, the subtext to 160 and the button label to 30 characters', () => {
    // Each of the three texts `over` characters past its limit.
    const words = (over: number) =>
      bannerSchema.safeParse({
        ...valid,
        headline: 'h'.repeat(80 + over),
        subtext: 's'.repeat(160 + over),
        cta_label: 'c'.repeat(30 + over),
      });
    expect(words(0).success).toBe(true);
    const r = words(1);
    expect(r.success).toBe(false);
    expect(Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      headline: 'Headline must be 80 characters or less',
      subtext: 'Text under the headline must be 160 characters or less',
      cta_label: 'Button label must be 30 characters or less',
    });
  });
  it('refuses a subtext or a button label without a headline, on those fields', () => {
    const r = bannerSchema.safeParse({ ...valid, subtext: 'Under', cta_label: 'Go' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['subtext', BANNER_NEEDS_HEADLINE],
      ['cta_label', BANNER_NEEDS_HEADLINE],
    ]);
    const u = bannerUpdateSchema.safeParse({ ...valid, id: 3, cta_label: 'Go' });
    expect(u.success).toBe(false);
    expect(
      bannerUpdateSchema.parse({ ...valid, id: 3, headline: 'Hi', cta_label: 'Go' }),
    ).toMatchObject({ id: 3, headline: 'Hi', cta_label: 'Go' });
  });
});
