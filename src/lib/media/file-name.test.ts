import { describe, expect, it } from 'vitest';
import { storedMediaFileName } from './file-name';

describe('storedMediaFileName', () => {
  // [the rule, name typed, original file name, stored file name]
  it.each([
    ['lowercases, hyphenates, keeps the extension', 'Team Photo', 'IMG_0042.JPG', 'team-photo.jpg'],
    ['keeps hyphens and digits', 'hero-2024-v2', 'x.png', 'hero-2024-v2.png'],
    ['collapses and trims hyphens', '  --Team  &  Photo!!-- ', 'a.webp', 'team-photo.webp'],
    ['removes accents', 'Équipe Café', 'a.png', 'equipe-cafe.png'],
    ['hyphenates other non-ASCII characters', 'logo™ 日本 v2', 'a.png', 'logo-v2.png'],
    ['falls back to "media" when nothing is left', '!!!', 'a.gif', 'media.gif'],
    ['falls back to "media" for an empty name', '', 'a.gif', 'media.gif'],
    ['takes only the last extension, lower-cased', 'clip', 'my.video.MP4', 'clip.mp4'],
    ['adds no extension when the original has none', 'clip', 'README', 'clip'],
    ['treats a leading dot as no extension', 'clip', '.hidden', 'clip'],
    ['keeps a dot typed in the name as a hyphen', 'hero.png', 'hero.png', 'hero-png.png'],
  ])('%s: %j + %j → %j', (_rule, name, original, stored) => {
    expect(storedMediaFileName(name, original)).toBe(stored);
  });
});
