/**
 * Responsive image variants: for every uploaded raster image the upload
 * pipeline also stores WebP copies at the widths the site renders, named by a fixed convention so
 * pages can build `srcset` from the stored URL and the image's width alone.
 */
import { SHIPPED_IMAGES } from './shipped-images';

/** Widths (px) of the WebP variants: phone, tablet/half-width desktop, full-width desktop. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

/** Raster images that get variants (GIF animations and SVG do not). */
const RASTER = /\.(png|jpe?g|webp)$/i;

/**
 * The storage key of a variant: "home/1-ab.png" → "home/1-ab.w480.webp".
 * @param key - the original's key
 * @param width - one of {@link VARIANT_WIDTHS}
 */
export function variantKey(key: string, width: number): string {
  return `${key.replace(/\.[a-z0-9]+$/i, '')}.w${width}.webp`;
}

/** The variant widths stored for an image `originalWidth` pixels wide (only smaller ones). */
export function variantWidthsFor(originalWidth: number | null | undefined): number[] {
  if (!originalWidth || originalWidth <= 0) return [];
  return VARIANT_WIDTHS.filter((w) => w < originalWidth);
}

/** True for the file name or path of a variant ("a-b.w480.webp"): derived, never listed itself. */
export function isVariantPath(nameOrPath: string): boolean {
  return /\.w\d+\.webp$/i.test(nameOrPath);
}

/**
 * The `srcset` of an image with variants: its variants and the original with their widths, or
 * undefined when the image has none. Two kinds of image have them: uploads in our storage (the
 * upload pipeline made them; `width` is the recorded one) and the shipped raster illustrations of
 * {@link SHIPPED_IMAGES} (rendered with theirs; their width comes from the manifest). Anything else
 * (external URLs, SVG, GIF, an unknown or small width) has none.
 * @param url - the image URL ("/storage/{bucket}/{key}", under the S3 public base URL, or
 *   "/defaults/…" for a shipped illustration)
 * @param width - the original's pixel width (site_media.width); ignored for shipped illustrations
 * @param storagePrefix - what marks a stored URL (default "/storage/")
 */
export function srcSetFor(
  url: string,
  width: number | null | undefined,
  storagePrefix = '/storage/',
): string | undefined {
  const shipped = SHIPPED_IMAGES[url];
  if (shipped) width = shipped.width;
  else if (!url.startsWith(storagePrefix) || !RASTER.test(url)) return undefined;
  const widths = variantWidthsFor(width);
  if (widths.length === 0) return undefined;
  return [...widths.map((w) => `${variantKey(url, w)} ${w}w`), `${url} ${width}w`].join(', ');
}
