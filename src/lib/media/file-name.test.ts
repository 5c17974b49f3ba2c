import { describe, expect, it } from 'vitest';
import { storedMediaFileName } from './file-name';

describe('storedMediaFileName', () => {
  it('lowercases, hyphenates and keeps the original extension', () => {
    expect(storedMediaFileName('Team Photo', 'IMG_0042.JPG')).toBe('team-photo.jpg');
  });

  it('keeps hyphens and digits', () => {
    expect(storedMediaFileName('hero-2024-v2', 'x.png')).toBe('hero-2024-v2.png');
  });

  it('collapses runs of hyphens and trims them at both ends', () => {
    expect(storedMediaFileName('  --Team  &  Photo!!-- ', 'a.webp')).toBe('team-photo.webp');
  });

  it('removes accents and turns other non-ASCII characters into hyphens', () => {
    expect(storedMediaFileName('Équipe Café', 'a.png')).toBe('equipe-cafe.png');
    expect(storedMediaFileName('logo™ 日本 v2', 'a.png')).toBe('logo-v2.png');
  });

  it('falls back to "media" when nothing is left', () => {
    expect(storedMediaFileName('!!!', 'a.gif')).toBe('media.gif');
    expect(storedMediaFileName('', 'a.gif')).toBe('media.gif');
  });

  it('takes only the last extension of the original, lower-cased', () => {
    expect(storedMediaFileName('clip', 'my.video.MP4')).toBe('clip.mp4');
  });

  it('adds no extension when the original has none', () => {
    expect(storedMediaFileName('clip', 'README')).toBe('clip');
    expect(storedMediaFileName('clip', '.hidden')).toBe('clip');
  });

  it('keeps a dot typed in the name as a hyphen, as the rule says', () => {
    expect(storedMediaFileName('hero.png', 'hero.png')).toBe('hero-png.png');
  });
});
