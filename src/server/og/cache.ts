import 'server-only';
import { renderSocialImage, type SocialImageText } from './image';

/** How many generated images one process keeps (about 60 kB each). */
export const SOCIAL_IMAGE_CACHE_ENTRIES = 128;

const images = new Map<string, Promise<Buffer>>();

/**
 * A generated social image, drawn once per `key` and kept in this process (the
 * least recently used dropped past {@link SOCIAL_IMAGE_CACHE_ENTRIES}); concurrent requests for
 * one key share one drawing. The key carries the content's version (an article's updated_at), so
 * a changed article is drawn again and the old drawing ages out. A failed drawing is not kept.
 * @param key - e.g. "post:my-slug:1764000000000" or "page:product"
 * @returns the PNG bytes
 */
export function socialImage(key: string, text: SocialImageText): Promise<Buffer> {
  const hit = images.get(key);
  if (hit) {
    // Most recently used last.
    images.delete(key);
    images.set(key, hit);
    return hit;
  }
  const drawing = renderSocialImage(text);
  images.set(key, drawing);
  drawing.catch(() => images.delete(key));
  while (images.size > SOCIAL_IMAGE_CACHE_ENTRIES) images.delete(images.keys().next().value!);
  return drawing;
}

/** Cache-Control of an image whose address names its version: kept for good. */
export const IMMUTABLE_IMAGE = 'public, max-age=31536000, immutable';
/** Cache-Control of an article image asked for without (or with an old) version. */
export const SHORT_LIVED_IMAGE = 'public, max-age=300';
/** Cache-Control of a site page's image, which changes only with a release. */
export const PAGE_IMAGE = 'public, max-age=3600';

/**
 * The HTTP answer of a social image: `image/png` with its length and `cacheControl` (one of
 * {@link IMMUTABLE_IMAGE}, {@link SHORT_LIVED_IMAGE}, {@link PAGE_IMAGE}).
 */
export function socialImageResponse(png: Buffer, cacheControl: string): Response {
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(png.length),
      'Cache-Control': cacheControl,
    },
  });
}
