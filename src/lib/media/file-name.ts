/**
 * The stored file name of media uploads (back-office.md §5 "Media form"). Pure: the
 * admin screens and the server both read it.
 */
import { extensionOf } from '@/lib/validation/uploads';

/** The base name used when a name has no letter or digit left (see {@link storedMediaFileName}). */
export const FALLBACK_MEDIA_FILE_NAME = 'media';

/**
 * The file name a media upload is stored under (back-office.md §5 "Media form": "the name is
 * lowercased, non-alphanumeric characters other than hyphen become hyphens, and the original
 * extension is kept").
 *
 * Tidy-up departures from the literal rule: accents are removed first ("Équipe" → "equipe";
 * other non-ASCII characters such as "™" or "日" become hyphens like any non-alphanumeric);
 * runs of hyphens collapse into one and leading/trailing hyphens are dropped ("  Team  Photo! "
 * → "team-photo", not "--team--photo--"); a name left empty falls back to "media". The
 * extension is that of `originalFilename`, lower-cased, with anything but [a-z0-9] removed;
 * none is added when the original has none. A name that itself ends in ".jpg" keeps it as
 * "-jpg", as the rule says.
 * @param name - the name typed in the media form
 * @param originalFilename - the chosen file's name, e.g. "IMG_0042.JPG"
 * @returns e.g. "team-photo.jpg"
 */
export function storedMediaFileName(name: string, originalFilename: string): string {
  const base =
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, '-')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '') || FALLBACK_MEDIA_FILE_NAME;
  const ext = extensionOf(originalFilename).replace(/[^a-z0-9]/g, '');
  return ext ? `${base}.${ext}` : base;
}
