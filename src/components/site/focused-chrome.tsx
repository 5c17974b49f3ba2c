import { SiteLink } from '@/components/site/site-link';
import { siteConfig } from '@/config/site';
import { HeaderLogo } from './header';

/**
 * The header of a focused landing page: the logo alone, no links and no menu, so the page's own
 * buttons are the visitor's way on.
 */
export function FocusedHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6 lg:px-8">
        <HeaderLogo />
      </div>
    </header>
  );
}

/** The footer of a focused landing page: the copyright and the privacy policy, nothing else. */
export function FocusedFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-600 sm:px-6 lg:px-8">
        © {siteConfig.copyrightYear} {siteConfig.name}.{' '}
        <SiteLink href="/privacy-policy" className="underline underline-offset-2">
          Privacy Policy
        </SiteLink>
      </p>
    </footer>
  );
}
