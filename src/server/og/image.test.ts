import { describe, expect, it } from 'vitest';
import { drawableText, renderSocialImage, titleFontSize } from './image';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer) {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('social images', () => {
  it('keeps only the characters the bundled fonts draw', () => {
    expect(drawableText('  Café  rentals — 2026 ✅ 🚜 租赁 ')).toBe('Café rentals — 2026');
  });

  it('sizes long titles down', () => {
    expect(titleFontSize('Short')).toBe(72);
    expect(titleFontSize('x'.repeat(60))).toBe(60);
    expect(titleFontSize('x'.repeat(90))).toBe(50);
    expect(titleFontSize('x'.repeat(130))).toBe(42);
  });

  it('draws a 1200×630 PNG, differently for another title, without any network', async () => {
    const a = await renderSocialImage({ title: 'Eliminate double bookings 🚜', eyebrow: 'Guides' });
    const b = await renderSocialImage({ title: 'Another title', eyebrow: 'Guides' });
    expect(a.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(pngSize(a)).toEqual({ width: 1200, height: 630 });
    expect(a.equals(b)).toBe(false);
  }, 30_000);
});
