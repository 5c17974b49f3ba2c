import { describe, expect, it } from 'vitest';
import { VIDEO_SLOT_IDS } from '@/lib/media/slot-display';
import { slotCatalogue } from '@/lib/media/slots';
import {
  deriveVideoFields,
  isHttpsUrl,
  playingVideoIds,
  videoIdSchema,
  videoSchema,
  videoUpdateSchema,
} from './videos';

const valid = { title: 'Product tour', video_url: 'https://youtu.be/aqz-KE-bpKQ' };
const messages = (input: unknown) => {
  const r = videoSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
};

describe('videoSchema', () => {
  it('applies the defaults: not assigned, no SEO fields, active', () => {
    expect(videoSchema.parse(valid)).toEqual({
      title: 'Product tour',
      video_url: 'https://youtu.be/aqz-KE-bpKQ',
      slot_identifier: null,
      seo_title: null,
      seo_description: null,
      is_active: true,
    });
  });

  it('requires a title and a video URL with the spec texts', () => {
    expect(messages({ title: '  ', video_url: '' })).toEqual([
      'title: Title is required',
      'video_url: Video URL is required',
    ]);
    expect(messages({})).toEqual(['title: Title is required', 'video_url: Video URL is required']);
  });

  it('accepts only https URLs', () => {
    for (const video_url of [
      'http://youtu.be/aqz-KE-bpKQ',
      'javascript:alert(1)',
      '//youtu.be/aqz-KE-bpKQ',
      '/storage/video-content/demo.mp4',
      'blob:https://site/1',
      'youtube.com/watch?v=aqz-KE-bpKQ',
      'https://exa mple.com/a.mp4',
    ]) {
      expect(videoSchema.safeParse({ ...valid, video_url }).success, video_url).toBe(false);
    }
    expect(
      videoSchema.parse({ ...valid, video_url: ' https://cdn.example.com/demo.mp4 ' }).video_url,
    ).toBe('https://cdn.example.com/demo.mp4');
  });

  it('keeps a video slot, turns an empty one into null and refuses other slots', () => {
    expect(videoSchema.parse({ ...valid, slot_identifier: 'product-demo-video' })).toMatchObject({
      slot_identifier: 'product-demo-video',
    });
    expect(videoSchema.parse({ ...valid, slot_identifier: '' }).slot_identifier).toBeNull();
    expect(videoSchema.parse({ ...valid, slot_identifier: null }).slot_identifier).toBeNull();
    expect(
      videoSchema.safeParse({ ...valid, slot_identifier: 'homepage-hero-dashboard' }).success,
    ).toBe(false);
    expect(videoSchema.safeParse({ ...valid, slot_identifier: 'no-such-slot' }).success).toBe(
      false,
    );
  });

  it('drops derived fields sent by the client', () => {
    const parsed = videoSchema.parse({
      ...valid,
      video_type: 'vimeo',
      video_id: 'x',
      thumbnail_url: 'https://evil.example/x.png',
    });
    expect(parsed).not.toHaveProperty('video_type');
    expect(parsed).not.toHaveProperty('video_id');
    expect(parsed).not.toHaveProperty('thumbnail_url');
  });

  it('trims the SEO fields and limits their length', () => {
    expect(
      videoSchema.parse({ ...valid, seo_title: '  Demo  ', seo_description: ' ' }),
    ).toMatchObject({ seo_title: 'Demo', seo_description: null });
    expect(videoSchema.safeParse({ ...valid, seo_title: 'x'.repeat(201) }).success).toBe(false);
    expect(videoSchema.safeParse({ ...valid, seo_description: 'x'.repeat(501) }).success).toBe(
      false,
    );
  });
});

describe('videoIdSchema and videoUpdateSchema', () => {
  const id = '0b9f6a0e-6a43-4b0e-9d5e-1f2a3b4c5d6e';
  it('needs a uuid', () => {
    expect(videoIdSchema.safeParse({ id }).success).toBe(true);
    expect(videoIdSchema.safeParse({ id: 1 }).success).toBe(false);
    expect(videoIdSchema.safeParse({ id: 'abc' }).success).toBe(false);
    expect(videoUpdateSchema.parse({ ...valid, id })).toMatchObject({ id, title: 'Product tour' });
    expect(videoUpdateSchema.safeParse(valid).success).toBe(false);
  });
});

describe('VIDEO_SLOT_IDS', () => {
  it('names slots of the catalogue, the product demo video among them', () => {
    const ids = new Set(slotCatalogue.map((s) => s.id));
    for (const id of VIDEO_SLOT_IDS) expect(ids.has(id), id).toBe(true);
    expect(VIDEO_SLOT_IDS).toContain('product-demo-video');
  });
});

describe('deriveVideoFields', () => {
  it.each([
    [
      'https://youtu.be/aqz-KE-bpKQ',
      'youtube',
      'aqz-KE-bpKQ',
      'https://img.youtube.com/vi/aqz-KE-bpKQ/maxresdefault.jpg',
    ],
    [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=10',
      'youtube',
      'aqz-KE-bpKQ',
      'https://img.youtube.com/vi/aqz-KE-bpKQ/maxresdefault.jpg',
    ],
    ['https://vimeo.com/76979871', 'vimeo', '76979871', 'https://vumbnail.com/76979871.jpg'],
    ['https://cdn.example.com/demo.mp4', 'custom', null, null],
  ])('%s → %s %s', (url, video_type, video_id, thumbnail_url) => {
    expect(deriveVideoFields(url)).toEqual({ video_type, video_id, thumbnail_url });
  });
});

describe('isHttpsUrl', () => {
  it('accepts https with a host only', () => {
    expect(isHttpsUrl('https://vimeo.com/1')).toBe(true);
    expect(isHttpsUrl('http://vimeo.com/1')).toBe(false);
    expect(isHttpsUrl('')).toBe(false);
  });
});

describe('playingVideoIds', () => {
  it('picks the first active video of each slot in list order', () => {
    const slot = 'product-demo-video';
    expect(
      playingVideoIds([
        { id: 'a', slot_identifier: slot, is_active: false },
        { id: 'b', slot_identifier: null, is_active: true },
        { id: 'c', slot_identifier: slot, is_active: true },
        { id: 'd', slot_identifier: slot, is_active: true },
      ]),
    ).toEqual(new Set(['c']));
    expect(playingVideoIds([])).toEqual(new Set());
  });
});
