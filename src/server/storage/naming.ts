/**
 * Object key naming (back-office.md §7 "File storage"). Pure functions: the timestamp and the
 * random part are injectable so tests get fixed names. Every key they return passes `isValidKey`.
 */

/** Fixes the variable parts of a generated name (tests). */
export type NameSeed = {
  /** Milliseconds since the epoch (default `Date.now()`). */
  now?: number;
  /** The random part, `[a-z0-9]+` (default 10 random base-36 characters). */
  random?: string;
};

/** Longest slug kept from an original file name, in characters. */
export const MAX_SLUG_LENGTH = 60;

/** 10 random characters of [a-z0-9] from the platform's CSPRNG. */
export function randomToken(): string {
  const bytes = new Uint8Array(10);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('');
}

/**
 * A name as a key-safe slug: accents removed, lower case, runs of anything but [a-z0-9] turned
 * into one hyphen, no hyphen at either end, at most {@link MAX_SLUG_LENGTH} characters.
 * @param text - e.g. "Équipement Rental Checklist (2025)"
 * @returns e.g. "equipement-rental-checklist-2025"; '' when nothing is left
 */
export function slugifyName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
}

/**
 * The base name of an uploaded file without its extension and any client-side path.
 * @param originalName - e.g. "C:\\fakepath\\Price List.v2.PDF"
 * @returns e.g. "Price List.v2"
 */
export function baseNameOf(originalName: string): string {
  const last = originalName.split(/[\\/]/).pop() ?? '';
  const dot = last.lastIndexOf('.');
  return dot > 0 ? last.slice(0, dot) : last;
}

function checkExt(ext: string): string {
  if (!/^[a-z0-9]{1,10}$/.test(ext)) throw new Error(`invalid extension: ${ext}`);
  return ext;
}

function stamp(seed: NameSeed = {}): string {
  const now = seed.now ?? Date.now();
  const random = seed.random ?? randomToken();
  if (!Number.isSafeInteger(now) || now < 0 || !/^[a-z0-9]+$/.test(random)) {
    throw new Error('invalid name seed');
  }
  return `${now}-${random}`;
}

/**
 * Key of a homepage banner image in `home-banners`: `{timestamp}-{random}.{ext}`.
 * @param ext - lower-case extension without the dot, from the detected type, e.g. "png"
 * @param seed - fixed timestamp (ms) and random part for tests
 * @throws Error on an invalid extension or seed
 */
export function bannerKey(ext: string, seed?: NameSeed): string {
  return `${stamp(seed)}.${checkExt(ext)}`;
}

/**
 * Key of a blog featured image in `blog-images`: `featured/{timestamp}-{random}.{ext}`.
 * @param ext - lower-case extension without the dot, e.g. "webp"
 * @throws Error on an invalid extension or seed
 */
export function blogFeaturedKey(ext: string, seed?: NameSeed): string {
  return `featured/${stamp(seed)}.${checkExt(ext)}`;
}

/**
 * Key of an image inside a post's content in `blog-images`: `content/{timestamp}-{random}.{ext}`.
 * @param ext - lower-case extension without the dot, e.g. "jpg"
 * @throws Error on an invalid extension or seed
 */
export function blogInlineKey(ext: string, seed?: NameSeed): string {
  return `content/${stamp(seed)}.${checkExt(ext)}`;
}

/**
 * Key of a downloadable resource in `resources`:
 * `{timestamp}-{random}-{slugified original name}.{ext}` ("file" when the name has no usable
 * characters), so the download keeps a readable name.
 * @param originalName - the uploaded file's name, e.g. "Rental Checklist.PDF"
 * @param ext - lower-case extension without the dot (detected type, or the name's for text)
 * @throws Error on an invalid extension or seed
 */
export function resourceKey(originalName: string, ext: string, seed?: NameSeed): string {
  const slug = slugifyName(baseNameOf(originalName)) || 'file';
  return `${stamp(seed)}-${slug}.${checkExt(ext)}`;
}

/**
 * Key of new page-slot media in `site-media`: `slot-{slotId}-{timestamp}-{random}.{ext}`
 * (back-office.md §7 "slot-{slotId}-{timestamp}…").
 * @param slotId - the slot id, e.g. "homepage-hero-dashboard" (slugified)
 * @throws Error on an empty slot id, an invalid extension or seed
 */
export function slotMediaKey(slotId: string, ext: string, seed?: NameSeed): string {
  const slot = slugifyName(slotId);
  if (!slot) throw new Error('invalid slot id');
  return `slot-${slot}-${stamp(seed)}.${checkExt(ext)}`;
}

/**
 * Key of a media library file in `site-assets`: the name lower-cased with everything but
 * [a-z0-9-] turned into hyphens, plus the extension (back-office.md §5 "Stored name on upload").
 * Deterministic: uploading the same name again overwrites (§7).
 * @param name - the chosen or original file name, e.g. "Team Photo 2025.JPG"
 * @returns e.g. "team-photo-2025.jpg"
 * @throws Error on an invalid extension
 */
export function mediaLibraryKey(name: string, ext: string): string {
  return `${slugifyName(baseNameOf(name)) || 'file'}.${checkExt(ext)}`;
}
