/**
 * The shipped raster illustrations (written by scripts/render-illustrations.ts; do not edit): each
 * WebP under public/defaults/ with its pixel size and the SVG it was rendered from. Every one has
 * the WebP variants of src/lib/media/variants.ts beside it, so pages give it a `srcset` as they do
 * for uploads.
 */
export const SHIPPED_IMAGES: Readonly<
  Record<string, { width: number; height: number; source: string }>
> = {
  '/defaults/hero-dashboard.webp': {
    width: 1200,
    height: 750,
    source: '/defaults/hero-dashboard.svg',
  },
  '/defaults/banners/banner-1.webp': {
    width: 1200,
    height: 400,
    source: '/defaults/banners/banner-1.svg',
  },
  '/defaults/banners/banner-2.webp': {
    width: 1200,
    height: 400,
    source: '/defaults/banners/banner-2.svg',
  },
  '/defaults/banners/banner-3.webp': {
    width: 1200,
    height: 400,
    source: '/defaults/banners/banner-3.svg',
  },
  '/defaults/module-inventory.webp': {
    width: 800,
    height: 560,
    source: '/defaults/module-inventory.svg',
  },
  '/defaults/module-contracts.webp': {
    width: 800,
    height: 560,
    source: '/defaults/module-contracts.svg',
  },
  '/defaults/module-billing.webp': {
    width: 800,
    height: 560,
    source: '/defaults/module-billing.svg',
  },
  '/defaults/module-analytics.webp': {
    width: 800,
    height: 560,
    source: '/defaults/module-analytics.svg',
  },
  '/defaults/module-mobile.webp': {
    width: 800,
    height: 560,
    source: '/defaults/module-mobile.svg',
  },
  '/defaults/module-support.webp': {
    width: 800,
    height: 560,
    source: '/defaults/module-support.svg',
  },
  '/defaults/solutions-heavy-equipment.webp': {
    width: 800,
    height: 560,
    source: '/defaults/solutions-heavy-equipment.svg',
  },
  '/defaults/solutions-light-tools.webp': {
    width: 800,
    height: 560,
    source: '/defaults/solutions-light-tools.svg',
  },
  '/defaults/solutions-party-events.webp': {
    width: 800,
    height: 560,
    source: '/defaults/solutions-party-events.svg',
  },
  '/defaults/video-poster.webp': {
    width: 1280,
    height: 720,
    source: '/defaults/video-poster.svg',
  },
};
