import { describe, expect, it } from 'vitest';
import {
  isVideoSlotId,
  resolveVideoSlotDisplay,
  type SlotMediaItem,
  type SlotVideoItem,
} from './slot-display';
import { slotMediaItem } from './test-items';

// Precedence of a video slot: video_content row > site_media item > site-config default.

/** The slot's site_media item: a Vimeo link from the media library. */
const item = (overrides: Partial<SlotMediaItem> = {}): SlotMediaItem =>
  slotMediaItem({
    slot_id: 'product-demo-video',
    name: 'demo',
    file_url: 'https://vimeo.com/76979871',
    alt_text: 'Demo from the media library',
    file_type: 'vimeo',
    file_size: null,
    optimization_status: null,
    width: null,
    height: null,
    ...overrides,
  });

const video = (overrides: Partial<SlotVideoItem> = {}): SlotVideoItem => ({
  title: 'Product tour',
  video_url: 'https://youtu.be/aqz-KE-bpKQ',
  seo_title: null,
  ...overrides,
});

const fallback = { url: 'https://www.youtube.com/watch?v=DEFAULT1234', alt: 'Lizit demo' };

describe('resolveVideoSlotDisplay', () => {
  it('plays the assigned video over the slot media and the default', () => {
    expect(resolveVideoSlotDisplay(video(), item(), fallback)).toEqual({
      display: {
        kind: 'video',
        embedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
        title: 'Product tour',
        redirectUrl: null,
      },
      warnings: [],
    });
  });

  it('uses the SEO title when set and converts watch and Vimeo links', () => {
    expect(
      resolveVideoSlotDisplay(
        video({ video_url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', seo_title: 'Tour' }),
        null,
        fallback,
      ).display,
    ).toMatchObject({ kind: 'video', title: 'Tour' });
    expect(
      resolveVideoSlotDisplay(video({ video_url: 'https://vimeo.com/1234567' }), null, fallback)
        .display,
    ).toMatchObject({ kind: 'video', embedUrl: 'https://player.vimeo.com/video/1234567' });
  });

  it('plays a custom video URL natively', () => {
    expect(
      resolveVideoSlotDisplay(
        video({ video_url: 'https://cdn.example.com/demo.mp4' }),
        item(),
        fallback,
      ).display,
    ).toEqual({
      kind: 'custom-video',
      src: 'https://cdn.example.com/demo.mp4',
      title: 'Product tour',
      redirectUrl: null,
    });
  });

  it('falls back to the slot media item when no video is assigned', () => {
    expect(resolveVideoSlotDisplay(null, item(), fallback).display).toMatchObject({
      kind: 'video',
      embedUrl: 'https://player.vimeo.com/video/76979871',
    });
  });

  it('falls back to the site-config default when there is neither', () => {
    expect(resolveVideoSlotDisplay(null, null, fallback).display).toMatchObject({
      kind: 'video',
      embedUrl: 'https://www.youtube-nocookie.com/embed/DEFAULT1234',
    });
    expect(resolveVideoSlotDisplay(null, null, { url: null, alt: 'x' }).display).toEqual({
      kind: 'none',
    });
  });

  it('skips a video with an unusable URL, with a warning', () => {
    const { display, warnings } = resolveVideoSlotDisplay(
      video({ video_url: 'blob:https://site/1' }),
      item(),
      fallback,
    );
    expect(display).toMatchObject({ embedUrl: 'https://player.vimeo.com/video/76979871' });
    expect(warnings).toHaveLength(1);
  });
});

describe('isVideoSlotId', () => {
  it('knows the product demo video slot only', () => {
    expect(isVideoSlotId('product-demo-video')).toBe(true);
    expect(isVideoSlotId('homepage-hero-dashboard')).toBe(false);
    expect(isVideoSlotId('')).toBe(false);
  });
});
