import { describe, expect, it } from 'vitest';
import { truncateVideoId } from './video-id';

describe('videos', () => {
  it('truncates ids to their first 8 characters', () => {
    expect(truncateVideoId('aqz-KE-bpKQ')).toBe('aqz-KE-b');
    expect(truncateVideoId('12345678')).toBe('12345678');
    expect(truncateVideoId('1234')).toBe('1234');
    expect(truncateVideoId(null)).toBe('');
  });
});
