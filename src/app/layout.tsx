import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { SiteToaster } from '@/components/site/toast';
import { siteConfig } from '@/config/site';
import { getSiteUrl } from '@/lib/env';
import { TITLE_SUFFIX } from '@/lib/seo/metadata';
import './globals.css';

// Inter's latin characters with the weight axis cut to the 400-800 the site uses
// (scripts/subset-font.ts).
const inter = localFont({
  src: './fonts/inter-latin-wght-400-800.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '400 800',
});

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(getSiteUrl()),
    title: { default: TITLE_SUFFIX, template: `%s | ${TITLE_SUFFIX}` },
    description: siteConfig.description,
    applicationName: siteConfig.name,
    icons: { icon: '/favicon.svg' },
  };
}

export const viewport: Viewport = {
  themeColor: '#0b2545',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="flex min-h-screen flex-col font-sans">
        {children}
        {/* Sonner loads on the first toast of a public page; the admin mounts its own. */}
        <SiteToaster />
      </body>
    </html>
  );
}
