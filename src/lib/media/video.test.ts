import { describe, expect, it } from 'vitest';
import { itAll } from '@/test/cases';
import {
  autoplayEmbedUrl,
  isVideoHostUrl,
  parseVideoUrl,
  toEmbedUrl,
  videoThumbnailUrl,
} from './video';

describe('parseVideoUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'youtube', 'aqz-KE-bpKQ'],
    ['https://youtube.com/watch?feature=share&v=aqz-KE-bpKQ', 'youtube', 'aqz-KE-bpKQ'],
    ['https://m.youtube.com/watch?v=aqz-KE-bpKQ', 'youtube', 'aqz-KE-bpKQ'],
    ['https://youtu.be/aqz-KE-bpKQ?t=42', 'youtube', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/shorts/aqz-KE-bpKQ', 'youtube', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/embed/aqz-KE-bpKQ', 'youtube', 'aqz-KE-bpKQ'],
    ['https://vimeo.com/76979871', 'vimeo', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871', 'vimeo', '76979871'],
  ])('recognises %s', (url, type, id) => {
    expect(parseVideoUrl(url)).toEqual({ type, id });
  });

  it.each([
    'https://example.com/video.mp4',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/channel/abc',
    'https://vimeo.com/about',
    'not a url',
    '',
    'javascript:alert(1)',
  ])('treats %s as custom', (url) => {
    expect(parseVideoUrl(url)).toEqual({ type: 'custom', id: null });
  });
});

describe('toEmbedUrl', () => {
  itAll(
    'converts the YouTube link %s to embed form',
    toEmbedUrl,
    'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://youtu.be/aqz-KE-bpKQ',
      '//youtu.be/aqz-KE-bpKQ',
    ],
  );

  it('converts Vimeo links to the player', () => {
    expect(toEmbedUrl('https://vimeo.com/76979871')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
  });

  it('returns null for other URLs', () => {
    expect(toEmbedUrl('https://cdn.example.com/clip.mp4')).toBeNull();
    expect(isVideoHostUrl('https://cdn.example.com/clip.mp4')).toBe(false);
  });
});

describe('videoThumbnailUrl', () => {
  it('builds host thumbnails from the id', () => {
    expect(videoThumbnailUrl({ type: 'youtube', id: 'abc123XYZ_-' })).toBe(
      'https://img.youtube.com/vi/abc123XYZ_-/maxresdefault.jpg',
    );
    expect(videoThumbnailUrl({ type: 'vimeo', id: '42' })).toBe('https://vumbnail.com/42.jpg');
    expect(videoThumbnailUrl({ type: 'custom', id: null })).toBeNull();
  });
});

describe('autoplayEmbedUrl', () => {
  it('adds autoplay=1 and keeps the rest of the URL', () => {
    expect(autoplayEmbedUrl('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ')).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    );
    expect(autoplayEmbedUrl('https://player.vimeo.com/video/1?h=abc&autoplay=0')).toBe(
      'https://player.vimeo.com/video/1?h=abc&autoplay=1',
    );
  });
});
