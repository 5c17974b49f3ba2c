import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SHIPPED_IMAGES } from './shipped-images';
import { variantKey, variantWidthsFor } from './variants';

const PUBLIC = path.join(process.cwd(), 'public');
const file = (url: string) => path.join(PUBLIC, ...url.split('/').filter(Boolean));

describe('shipped raster illustrations (scripts/render-illustrations.ts)', () => {
  const entries = Object.entries(SHIPPED_IMAGES);

  it('lists the large homepage illustrations', () => {
    expect(entries.map(([url]) => url)).toEqual(
      expect.arrayContaining([
        '/defaults/hero-dashboard.webp',
        '/defaults/banners/banner-1.webp',
        '/defaults/module-inventory.webp',
      ]),
    );
  });

  it.each(entries)(
    '%s is a WebP of the recorded size, with every variant and its source',
    async (url, image) => {
      const meta = await sharp(file(url)).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: 'webp',
        width: image.width,
        height: image.height,
      });
      expect(variantWidthsFor(image.width).length).toBeGreaterThan(0);
      for (const w of variantWidthsFor(image.width)) {
        const variant = await sharp(file(variantKey(url, w))).metadata();
        expect({ format: variant.format, width: variant.width }).toEqual({
          format: 'webp',
          width: w,
        });
        expect(variant.height).toBe(Math.round((image.height * w) / image.width));
      }
      const source = await sharp(file(image.source)).metadata();
      expect({ format: source.format, width: source.width, height: source.height }).toEqual({
        format: 'svg',
        width: image.width,
        height: image.height,
      });
    },
  );
});
