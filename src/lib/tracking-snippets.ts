/**
 * The inline code of the tracking scripts (public-site.md §2), in one place: the component that
 * renders them (components/site/tracking-scripts.tsx) and the strict CSP of cached pages, which
 * must allow exactly these scripts by their hash, read the same strings.
 */

const ID_PATTERN = /^[A-Za-z0-9_-]{2,64}$/;

/** The configured tracking IDs that are plain tokens (anything else is ignored, so configuration can never inject script). */
export function trackingIds(env: { TRACKING_GA_ID?: string; TRACKING_META_PIXEL_ID?: string }): {
  ga: string | null;
  pixel: string | null;
} {
  const ok = (id: string | undefined) => (id && ID_PATTERN.test(id) ? id : null);
  return { ga: ok(env.TRACKING_GA_ID), pixel: ok(env.TRACKING_META_PIXEL_ID) };
}

/** The Google Analytics bootstrap for a measurement ID (a token from {@link trackingIds}). */
export function gaInitSnippet(id: string): string {
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${id}');`;
}

/** The Meta pixel bootstrap for a pixel ID (a token from {@link trackingIds}). */
export function metaPixelSnippet(id: string): string {
  return `!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','${id}');fbq('track','PageView');`;
}

/** Every inline tracking script the configuration turns on (what the page inserts at run time). */
export function trackingInlineScripts(env: {
  TRACKING_GA_ID?: string;
  TRACKING_META_PIXEL_ID?: string;
}): string[] {
  const { ga, pixel } = trackingIds(env);
  return [...(ga ? [gaInitSnippet(ga)] : []), ...(pixel ? [metaPixelSnippet(pixel)] : [])];
}
