import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { Footer } from '@/components/site/footer';
import { Header } from '@/components/site/header';
import { buttonVariants } from '@/components/ui/button';
import { pageTitle } from '@/lib/seo/metadata';

// Next adds `noindex` to not-found responses itself; no canonical for a page that does not exist.
export const metadata: Metadata = {
  title: { absolute: pageTitle('Page not found') },
  description: 'The page you are looking for does not exist.',
};

/** The 404 page (public-site.md §2 route list: "any other path"). */
export default async function NotFound() {
  // Rendered per request so the header and footer show the admin's current logos.
  await connection();
  return (
    <>
      <Header />
      <main id="main" className="flex flex-1 items-center justify-center px-4 pt-32 pb-24">
        <div className="text-center">
          <p className="text-6xl font-extrabold text-navy-900">404</p>
          <h1 className="mt-4 text-2xl font-bold text-slate-800">Oops! Page not found</h1>
          <Link href="/" className={`${buttonVariants({ variant: 'secondary' })} mt-8`}>
            Return to Home
          </Link>
        </div>
      </main>
      <Footer />
    </>
  );
}
