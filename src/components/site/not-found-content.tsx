import Link from 'next/link';
import { buttonVariants } from '@/components/ui/button';

/** The body of the 404 page (public-site.md §2 route list: "any other path"). */
export function NotFoundContent() {
  return (
    <div className="text-center">
      <p className="text-6xl font-extrabold text-navy-900">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-800">Oops! Page not found</h1>
      <Link href="/" className={`${buttonVariants({ variant: 'secondary' })} mt-8`}>
        Return to Home
      </Link>
    </div>
  );
}
