import { notFound } from 'next/navigation';

/**
 * Any path no other route matches: the site's 404 page (../not-found.tsx) inside the site layout,
 * with a 404 status.
 */
export default function UnknownPath(): never {
  notFound();
}
