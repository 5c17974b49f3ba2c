import { describe, expect, it } from 'vitest';
import { itReturns } from '@/test/cases';
import { isExternalUrl, isUsableMediaUrl, resolveSlotDisplay } from './slot-display';
import { getSlot, slotCatalogue } from './slots';
import { slotMediaItem as item } from './test-items';

const fallback = { url: '/defaults/hero-dashboard.svg', alt: 'Default dashboard' };

describe('resolveSlotDisplay', () => {
  it('shows the fetched item when its URL is usable, keeping the fallback for load errors', () => {
    const { display, warnings } = resolveSlotDisplay(item(), fallback);
    expect(display).toEqual({
      kind: 'image',
      src: '/storage/site-media/slot-homepage-hero-dashboard-1.webp',
      alt: 'Admin dashboard',
      fallbackSrc: '/defaults/hero-dashboard.svg',
      redirectUrl: null,
      title: null,
    });
    expect(warnings).toEqual([]);
  });

  it('uses the fallback when there is no item', () => {
    const { display } = resolveSlotDisplay(null, fallback);
    expect(display).toMatchObject({
      kind: 'image',
      src: '/defaults/hero-dashboard.svg',
      alt: 'Default dashboard',
      fallbackSrc: null,
    });
  });

  it('rejects a blob URL with a re-upload warning and uses the fallback', () => {
    const { display, warnings } = resolveSlotDisplay(
      item({ file_url: 'blob:https://site/123' }),
      fallback,
    );
    expect(display).toMatchObject({ kind: 'image', src: '/defaults/hero-dashboard.svg' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/re-uploaded/);
  });

  it('uses the fallback when the item URL is empty', () => {
    const { display } = resolveSlotDisplay(item({ file_url: '   ' }), fallback);
    expect(display).toMatchObject({ kind: 'image', src: '/defaults/hero-dashboard.svg' });
  });

  it('renders nothing when neither the item nor a fallback is usable', () => {
    expect(resolveSlotDisplay(null, { url: null, alt: 'x' }).display).toEqual({ kind: 'none' });
    expect(
      resolveSlotDisplay(item({ file_url: 'blob:x' }), { url: 'blob:y', alt: 'x' }).display,
    ).toEqual({ kind: 'none' });
  });

  it('embeds video-host links, converting watch and short links', () => {
    const watch = resolveSlotDisplay(
      item({ file_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', file_type: null }),
      fallback,
    );
    expect(watch.display).toMatchObject({
      kind: 'video',
      embedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    });
    const short = resolveSlotDisplay(item({ file_url: 'https://youtu.be/aqz-KE-bpKQ' }), fallback);
    expect(short.display).toMatchObject({
      kind: 'video',
      embedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    });
  });

  it('plays uploaded video files natively', () => {
    const { display } = resolveSlotDisplay(
      item({ file_url: '/storage/video-content/demo.mp4', file_type: 'video/mp4' }),
      fallback,
    );
    expect(display).toMatchObject({ kind: 'custom-video', src: '/storage/video-content/demo.mp4' });
  });

  it('embeds a video-host fallback (the product demo video slot)', () => {
    const { display } = resolveSlotDisplay(null, {
      url: 'https://vimeo.com/76979871',
      alt: 'Demo',
    });
    expect(display).toMatchObject({
      kind: 'video',
      embedUrl: 'https://player.vimeo.com/video/76979871',
    });
  });

  it('never carries a redirect URL the admin form would refuse (javascript:, data:, //host)', () => {
    for (const redirect_url of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/',
      '/\\evil.example',
    ]) {
      const { display } = resolveSlotDisplay(item({ redirect_url }), fallback);
      expect(display, redirect_url).toMatchObject({ kind: 'image', redirectUrl: null });
    }
    const { display } = resolveSlotDisplay(item({ redirect_url: ' /product ' }), fallback);
    expect(display).toMatchObject({ redirectUrl: '/product' });
  });

  it('carries the redirect URL and falls back to the default alt text', () => {
    const { display } = resolveSlotDisplay(
      item({ redirect_url: 'https://partner.example', alt_text: '' }),
      fallback,
    );
    expect(display).toMatchObject({
      kind: 'image',
      redirectUrl: 'https://partner.example',
      alt: 'Default dashboard',
    });
  });
});

describe('url helpers', () => {
  itReturns('isUsableMediaUrl rejects empty and blob URLs', isUsableMediaUrl, [
    ['/a.png', true],
    ['BLOB:abc', false],
    ['', false],
    [null, false],
  ]);

  itReturns('isExternalUrl recognises http(s) and protocol-relative links only', isExternalUrl, [
    ['https://a.example', true],
    ['http://a.example', true],
    ['//a.example/x', true],
    ['/product', false],
    ['product', false],
  ]);
});

describe('slot catalogue', () => {
  it('has the 28 fixed slots with unique ids, split by page as back-office.md §3', () => {
    expect(slotCatalogue).toHaveLength(28);
    expect(new Set(slotCatalogue.map((s) => s.id)).size).toBe(28);
    const perPage: Record<string, number> = {};
    for (const s of slotCatalogue) perPage[s.page] = (perPage[s.page] ?? 0) + 1;
    expect(perPage).toEqual({ homepage: 9, product: 4, solutions: 3, why: 2, about: 6, global: 4 });
  });

  it('ships a default for every slot except the three solutions slots and the video slot', () => {
    const without = slotCatalogue.filter((s) => s.defaultUrl === null).map((s) => s.id);
    expect(without.sort()).toEqual([
      'product-demo-video',
      'solutions-heavy-equipment',
      'solutions-light-tools',
      'solutions-party-events',
    ]);
  });

  it('marks the five priority slots', () => {
    expect(
      slotCatalogue
        .filter((s) => s.priority)
        .map((s) => s.id)
        .sort(),
    ).toEqual([
      'global-footer-ara-logo',
      'global-footer-cra-logo',
      'global-footer-logo',
      'global-header-logo',
      'homepage-hero-dashboard',
    ]);
  });

  it('throws on an unknown slot id', () => {
    expect(() => getSlot('nope')).toThrow(/Unknown media slot/);
  });
});
