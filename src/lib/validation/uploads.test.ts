import { describe, expect, it } from 'vitest';
import { itReturns } from '@/test/cases';
import {
  checkUpload,
  formatFileSize,
  formatFileSizeMb,
  isUploadPurpose,
  MB,
  UPLOAD_RULES,
} from './uploads';

const file = (name: string, size: number, type = '') => ({ name, size, type });

describe('upload pre-checks (back-office.md §5, §9; public-site.md §5)', () => {
  it.each(['banner-image', 'blog-featured', 'blog-inline'] as const)(
    '%s: JPG, PNG, WebP up to 2 MB with the spec messages',
    (purpose) => {
      expect(checkUpload(purpose, file('a.jpg', 2 * MB, 'image/jpeg'))).toBeNull();
      expect(checkUpload(purpose, file('a.webp', 10, 'image/webp'))).toBeNull();
      expect(checkUpload(purpose, file('a.png', 2 * MB + 1, 'image/png'))).toEqual({
        title: 'File too large',
        description: 'Please upload an image smaller than 2MB',
      });
      expect(checkUpload(purpose, file('a.gif', 10, 'image/gif'))).toEqual({
        title: 'Invalid file type',
        description: 'Please upload a JPG, PNG, or WebP image',
      });
      expect(checkUpload(purpose, file('a.svg', 10, 'image/svg+xml'))?.title).toBe(
        'Invalid file type',
      );
      // No MIME type from the browser: the extension decides.
      expect(checkUpload(purpose, file('a.JPEG', 10))).toBeNull();
      expect(checkUpload(purpose, file('a.svg', 10))?.title).toBe('Invalid file type');
    },
  );

  it('resource files: the file helper (10 MB, blocked names) plus our stricter list', () => {
    expect(checkUpload('resource-file', file('guide.pdf', 10 * MB))).toBeNull();
    expect(checkUpload('resource-file', file('guide.pdf', 10 * MB + 1))).toEqual({
      title: 'File too large',
      description: 'File size must be less than 10MB',
    });
    for (const name of [
      'setup.exe',
      'x.bat',
      'a.JS',
      'installer.msi',
      'page.html',
      'logo.svg',
      'index.php',
      'ssi.shtml',
    ]) {
      expect(checkUpload('resource-file', file(name, 10))).toEqual({
        title: 'Invalid file type',
        description: 'File type not allowed for security reasons',
      });
    }
    expect(checkUpload('resource-file', file('empty.csv', 0))?.title).toBe('Empty file');
  });

  it('slot and library media: images, GIF, MP4 and WebM up to 50 MB', () => {
    expect(checkUpload('slot-media', file('a.mp4', 50 * MB, 'video/mp4'))).toBeNull();
    expect(checkUpload('media-library', file('a.gif', 1, 'image/gif'))).toBeNull();
    expect(checkUpload('slot-media', file('a.mov', 1, 'video/quicktime'))?.title).toBe(
      'Invalid file type',
    );
    expect(checkUpload('slot-media', file('a.webm', 50 * MB + 1, 'video/webm'))?.title).toBe(
      'File too large',
    );
  });

  it('knows its purposes and formats sizes as MB with two decimals', () => {
    expect(isUploadPurpose('banner-image')).toBe(true);
    expect(isUploadPurpose('avatar')).toBe(false);
    expect(UPLOAD_RULES['banner-image'].failureTitle).toBe('Error uploading image');
    expect(formatFileSizeMb(2.1 * MB)).toBe('2.10 MB');
    expect(formatFileSizeMb(1234)).toBe('0.00 MB');
  });
});

describe('formatFileSize', () => {
  itReturns('reads naturally: bytes, whole kilobytes, megabytes with one decimal', formatFileSize, [
    [0, '0 B'],
    [70, '70 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [12 * 1024 + 300, '12 KB'],
    [1024 * 1024 - 100, '1.0 MB'],
    [2.1 * MB, '2.1 MB'],
    [-5, '0 B'],
    [Number.NaN, '0 B'],
  ]);
});
