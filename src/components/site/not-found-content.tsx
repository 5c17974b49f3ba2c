import type { Metadata } from 'next';
import { SiteLink } from '@/components/site/site-link';
import { buttonVariants } from '@/components/ui/variants';
import { pageTitle } from '@/lib/seo/metadata';

/**
 * Title and description of the 404 page, for both not-found files. Next adds `noindex` to
 * not-found responses itself; no canonical for a page that does not exist.
 */
export const notFoundMetadata: Metadata = {
  title: { absolute: pageTitle('Page not found') },
  description: 'The page you are looking for does not exist.',
};

/** The body of the 404 page (public-site.md §2 route list: "any other path"). */
export function NotFoundContent() {
  return (
    <div className="text-center">
      <p className="text-6xl font-extrabold text-navy-900">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-800">Oops! Page not found</h1>
      <SiteLink href="/" className={`${buttonVariants({ variant: 'secondary' })} mt-8`}>
        Return to Home
      </SiteLink>
    </div>
  );
}
