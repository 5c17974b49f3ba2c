import { headers } from 'next/headers';
import { FocusedFooter, FocusedHeader } from '@/components/site/focused-chrome';
import { Footer } from '@/components/site/footer';
import { Header } from '@/components/site/header';
import { ScrollToTop } from '@/components/site/scroll-to-top';
import { TrackingScripts } from '@/components/site/tracking-scripts';
import { REQUEST_PATH_HEADER } from '@/lib/return-path';
import { TOUCH_SCRIPT } from '@/lib/touch-script';
import { isFocusedLandingPage } from '@/server/pages/queries';

// Public pages read content from the database at request time (never at build) through the
// per-process read cache; see ARCHITECTURE.md "Data flow".
export const dynamic = 'force-dynamic';

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  // A page rendered for one request only carries a nonce policy (the custom server's
  // choosePagePolicy); a page the HTML cache keeps has none and allows its scripts by hash.
  const requestHeaders = await headers();
  const policy = requestHeaders.get('content-security-policy') ?? '';
  // A focused landing page shows no header links and no footer.
  const focused = await isFocusedLandingPage(requestHeaders.get(REQUEST_PATH_HEADER));
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  return (
    <>
      {/* First in the body, so the campaign is kept even when the visitor leaves before the
          page's own JavaScript loads. */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: TOUCH_SCRIPT }} />
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-semibold text-navy-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <ScrollToTop />
      {focused ? <FocusedHeader /> : <Header />}
      <main id="main" className="flex-1 pt-16">
        {children}
      </main>
      {focused ? <FocusedFooter /> : <Footer />}
      <TrackingScripts />
    </>
  );
}
