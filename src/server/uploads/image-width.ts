import 'server-only';
import sharp from 'sharp';
import { getEnv } from '@/lib/env';
import { srcSetFor, variantKey, variantWidthsFor } from '@/lib/media/variants';
import { getLogger } from '../log';
import { getStorage } from '../storage';
import { isBucketName } from '../storage/buckets';
import type { StorageDriver } from '../storage/types';

/** Largest stored image read to learn its width (uploads are capped well below this). */
const MAX_READ_BYTES = 60 * 1024 * 1024;

/**
 * What starts the public URL of a stored object: "/storage/" for the local driver, the S3 public
 * base URL plus "/" for the s3 driver (back-office.md §7 "File storage").
 */
export function storagePublicPrefix(): string {
  const env = getEnv();
  return env.STORAGE_DRIVER === 's3' && env.S3_PUBLIC_BASE_URL
    ? `${env.S3_PUBLIC_BASE_URL}/`
    : '/storage/';
}

/**
 * The `srcset` of a stored image with its WebP variants, or undefined
 * for any other URL or an unknown width.
 * @param url - the image URL as saved (banner image_url, post featured_image_url, site_media file_url)
 * @param width - its recorded pixel width (image_width, featured_image_width, site_media.width)
 */
export function storedSrcSet(
  url: string | null | undefined,
  width: number | null | undefined,
): string | undefined {
  return url ? srcSetFor(url, width, storagePublicPrefix()) : undefined;
}

/**
 * Reads the pixel width of an image in our storage whose WebP variants all exist, so that the
 * `srcset` built from it never names a missing file. The server reads
 * the stored file itself rather than trusting a width sent by the form.
 * @param url - a URL an admin saved (any text; external URLs, SVG, GIF and missing files are fine)
 * @returns the width in px, or null when the URL is not a stored raster image with complete variants
 *   (never throws: a storage error is logged and gives null, which only costs the srcset)
 */
export async function storedImageWidth(
  url: string | null | undefined,
  storage: StorageDriver = getStorage(),
): Promise<number | null> {
  const prefix = storagePublicPrefix();
  if (!url || !url.startsWith(prefix) || !/\.(png|jpe?g|webp)$/i.test(url)) return null;
  const path = url.slice(prefix.length);
  const slash = path.indexOf('/');
  const bucket = path.slice(0, slash);
  const key = decodeURIComponent(path.slice(slash + 1));
  if (slash <= 0 || !isBucketName(bucket)) return null;
  try {
    const object = await storage.get(bucket, key);
    if (!object) return null;
    if (object.size > MAX_READ_BYTES) {
      object.body.destroy();
      return null;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    const { width } = await sharp(Buffer.concat(chunks)).metadata();
    if (!width) return null;
    const present = await Promise.all(
      variantWidthsFor(width).map((w) => storage.exists(bucket, variantKey(key, w))),
    );
    return present.every(Boolean) ? width : null;
  } catch (error) {
    getLogger().warn({ err: error, url }, 'Could not read the width of a stored image');
    return null;
  }
}
