import type { Metadata } from 'next';
import { NotFoundContent, notFoundMetadata } from '@/components/site/not-found-content';

export const metadata: Metadata = notFoundMetadata;

/**
 * The 404 page of the public site (public-site.md §2 route list: "any other path"): unknown paths
 * (the catch-all route beside this file) and missing articles, resources and tokens. The site's
 * layout gives it the header and footer, so the 404 page's markup that Next embeds in every
 * page's hydration payload is this small block, not a second copy of the header and footer.
 */
export default function SiteNotFound() {
  return (
    <div className="flex items-center justify-center px-4 pt-16 pb-24">
      <NotFoundContent />
    </div>
  );
}
