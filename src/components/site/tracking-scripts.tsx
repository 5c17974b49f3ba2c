import Script from 'next/script';
import { getEnv } from '@/lib/env';
import { gaInitSnippet, metaPixelSnippet, trackingIds } from '@/lib/tracking-snippets';

/**
 * Visitor-tracking, ad-pixel and lead-tracking scripts (public-site.md §2), each loaded only when
 * its ID is configured (TRACKING_GA_ID, TRACKING_META_PIXEL_ID, TRACKING_LEAD_SCRIPT_URL). IDs that are not
 * plain tokens are ignored so configuration can never inject script.
 */
export function TrackingScripts() {
  const env = getEnv();
  const { ga, pixel } = trackingIds(env);
  const lead = env.TRACKING_LEAD_SCRIPT_URL ?? null;
  return (
    <>
      {ga ? (
        <>
          <Script
            id="ga-src"
            src={`https://www.googletagmanager.com/gtag/js?id=${ga}`}
            strategy="afterInteractive"
          />
          <Script id="ga-init" strategy="afterInteractive">
            {gaInitSnippet(ga)}
          </Script>
        </>
      ) : null}
      {pixel ? (
        <Script id="meta-pixel" strategy="lazyOnload">
          {metaPixelSnippet(pixel)}
        </Script>
      ) : null}
      {lead ? <Script id="lead-tracking" src={lead} strategy="lazyOnload" /> : null}
    </>
  );
}
