import type { Metadata } from 'next';
import { NotFoundContent, notFoundMetadata } from '@/components/site/not-found-content';

export const metadata: Metadata = notFoundMetadata;

/**
 * The root 404 page, for a not-found outside the public site's layout. Visitors do not reach it:
 * every unknown path goes to the site's catch-all route and gets src/app/(site)/not-found.tsx,
 * with the header and footer. This one has no site chrome because Next embeds the root not-found
 * page in every page's hydration payload; the header and footer there cost every public page
 * about 9 kB of HTML.
 */
export default function NotFound() {
  return (
    <main id="main" className="flex flex-1 items-center justify-center px-4 py-24">
      <NotFoundContent />
    </main>
  );
}
