/**
 * `npm run render:illustrations`: renders the shipped SVG illustrations that pages show large
 * (the homepage hero dashboard, the banners, the module screens, the solutions industries,
 * the demo video's poster) to WebP, with the responsive
 * variants the upload pipeline makes for uploads (src/lib/media/variants.ts: `name.w480.webp`, …),
 * and writes their manifest, src/lib/media/shipped-images.ts, from which pages build `srcset`.
 *
 * Why: the browser lays out and paints an SVG image on the page's main thread; the hero dashboard
 * alone has 99 text labels, and measured on the bench that cost about 3 Lighthouse points
 * (docs/performance.md "Page speed"). A raster copy is decoded off the main thread, and a phone
 * downloads a phone-sized one.
 *
 * The SVGs stay in public/defaults/ as the sources (and for data that still names them); the output
 * is committed, because text renders with this machine's fonts. Re-run after editing a source.
 *
 * Usage: npm run render:illustrations
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { variantKey, variantWidthsFor } from '../src/lib/media/variants';

const root = path.resolve(import.meta.dirname, '..');
const defaultsDir = path.join(root, 'public', 'defaults');
const manifestPath = path.join(root, 'src', 'lib', 'media', 'shipped-images.ts');

/** The sources, relative to public/defaults/. */
const SOURCES = [
  'hero-dashboard.svg',
  'banners/banner-1.svg',
  'banners/banner-2.svg',
  'banners/banner-3.svg',
  ...['inventory', 'contracts', 'billing', 'analytics', 'mobile', 'support'].map(
    (m) => `module-${m}.svg`,
  ),
  ...['heavy-equipment', 'light-tools', 'party-events'].map((s) => `solutions-${s}.svg`),
  'video-poster.svg',
];

/** WebP quality: side by side the labels look the same as at 80, and the files are ~13 % smaller. */
const QUALITY = 75;

/** The intrinsic size of an SVG: its width/height attributes or its viewBox. */
async function svgSize(file: string): Promise<{ width: number; height: number }> {
  const { width, height } = await sharp(file).metadata();
  if (!width || !height) throw new Error(`${file}: no intrinsic size`);
  return { width, height };
}

/** Renders `file` to a WebP `width` px wide, rasterised at that size (not scaled from another). */
async function renderWebp(file: string, intrinsicWidth: number, width: number, out: string) {
  const density = (72 * width) / intrinsicWidth;
  await sharp(file, { density })
    .resize({ width })
    .webp({ quality: QUALITY, effort: 6 })
    .toFile(out);
}

const entries: string[] = [];
for (const source of SOURCES) {
  const file = path.join(defaultsDir, source);
  const { width, height } = await svgSize(file);
  const webp = source.replace(/\.svg$/, '.webp');
  await renderWebp(file, width, width, path.join(defaultsDir, webp));
  const variants = variantWidthsFor(width);
  for (const w of variants)
    await renderWebp(file, width, w, path.join(defaultsDir, variantKey(webp, w)));
  const bytes = fs.statSync(path.join(defaultsDir, webp)).size;
  console.log(
    `${webp}: ${width}×${height}, ${bytes} bytes, variants ${variants.join(', ') || 'none'}`,
  );
  entries.push(
    [
      `  '/defaults/${webp}': {`,
      `    width: ${width},`,
      `    height: ${height},`,
      `    source: '/defaults/${source}',`,
      `  },`,
    ].join('\n'),
  );
}

fs.writeFileSync(
  manifestPath,
  `/**
 * The shipped raster illustrations (written by scripts/render-illustrations.ts; do not edit): each
 * WebP under public/defaults/ with its pixel size and the SVG it was rendered from. Every one has
 * the WebP variants of src/lib/media/variants.ts beside it, so pages give it a \`srcset\` as they do
 * for uploads.
 */
export const SHIPPED_IMAGES: Readonly<
  Record<string, { width: number; height: number; source: string }>
> = {
${entries.join('\n')}
};
`,
);
console.log(`Wrote ${path.relative(root, manifestPath)}`);
