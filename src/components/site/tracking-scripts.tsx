import Script from 'next/script';
import { getEnv } from '@/lib/env';

const ID_PATTERN = /^[A-Za-z0-9_-]{2,64}$/;

/**
 * Visitor-tracking, ad-pixel and lead-tracking scripts (public-site.md §2), each loaded only when
 * its ID is configured (TRACKING_GA_ID, TRACKING_META_PIXEL_ID, TRACKING_LEAD_SCRIPT_URL). IDs that are not
 * plain tokens are ignored so configuration can never inject script.
 */
export function TrackingScripts() {
  const env = getEnv();
  const ga = env.TRACKING_GA_ID && ID_PATTERN.test(env.TRACKING_GA_ID) ? env.TRACKING_GA_ID : null;
  const pixel =
    env.TRACKING_META_PIXEL_ID && ID_PATTERN.test(env.TRACKING_META_PIXEL_ID)
      ? env.TRACKING_META_PIXEL_ID
      : null;
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
            {`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${ga}');`}
          </Script>
        </>
      ) : null}
      {pixel ? (
        <Script id="meta-pixel" strategy="lazyOnload">
          {`!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','${pixel}');fbq('track','PageView');`}
        </Script>
      ) : null}
      {lead ? <Script id="lead-tracking" src={lead} strategy="lazyOnload" /> : null}
    </>
  );
}
