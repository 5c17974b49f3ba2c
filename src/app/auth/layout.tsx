import type { Metadata } from 'next';
import Link from 'next/link';
import { siteConfig } from '@/config/site';

/** Every auth page (sign-in, password reset, two-factor set-up) stays out of search engines. */
export const metadata: Metadata = { robots: { index: false, follow: false } };

/** The auth audience's own layout: no site header, footer or tracking. */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <main
      id="main"
      className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4 py-12"
    >
      <Link href="/" className="mb-8 text-2xl font-extrabold tracking-tight text-navy-900">
        {siteConfig.name}
      </Link>
      {children}
    </main>
  );
}
