/**
 * A banner's redirect URL only becomes a link when it is one the admin form accepts (issue #10
 * "Security review": javascript: URLs must never become links), even for rows that reached the
 * database some other way (an import, an old version, a manual fix).
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BannerCarousel } from '@/components/site/banner-carousel';
import { setDbHandle } from '@/db/client';
import { homepage_banners } from '@/db/schema';
import { getActiveBanners } from '@/server/banners/queries';
import { clearCache } from '@/server/cache';
import { dbTargets, type TestDatabase } from './helpers/db';

const UNSAFE = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'javascript&colon;alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/',
  '/\\evil.example',
];

describe.each(dbTargets().slice(0, 1))('banner links ($name)', ({ create }) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await create();
    setDbHandle(t);
    await t.db.insert(homepage_banners).values([
      ...UNSAFE.map((redirect_url, i) => ({
        image_url: '/defaults/banners/banner-1.svg',
        redirect_url,
        alt_text: `unsafe ${i}`,
        order_index: i,
      })),
      {
        image_url: '/defaults/banners/banner-2.svg',
        redirect_url: '/product',
        alt_text: 'internal',
        order_index: 20,
      },
      {
        image_url: '/defaults/banners/banner-3.svg',
        redirect_url: 'https://partner.example/offer',
        alt_text: 'external',
        order_index: 21,
      },
    ]);
  });
  beforeEach(() => clearCache());
  afterAll(async () => {
    setDbHandle(undefined);
    await t?.dispose();
  });

  it('the public query drops unsafe links and keeps safe ones', async () => {
    const banners = await getActiveBanners();
    expect(banners.map((b) => [b.alt_text, b.redirect_url])).toEqual([
      ...UNSAFE.map((_, i) => [`unsafe ${i}`, '']),
      ['internal', '/product'],
      ['external', 'https://partner.example/offer'],
    ]);
  });

  it('the carousel renders banners without a link as plain images', async () => {
    const html = renderToStaticMarkup(
      createElement(BannerCarousel, { banners: await getActiveBanners() }),
    );
    const hrefs = [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(['/product', 'https://partner.example/offer']);
    expect(html).not.toMatch(/javascript|vbscript|data:text|evil\.example/i);
    expect(html.match(/<img /g)).toHaveLength(UNSAFE.length + 2);
  });
});
