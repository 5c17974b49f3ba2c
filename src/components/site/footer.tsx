import { Mail, Phone } from 'lucide-react';
import { SiteLink } from '@/components/site/site-link';
import { footerNav, siteConfig } from '@/config/site';
import { telHref } from '@/lib/pages/site';
import { getSiteSettings } from '@/server/pages/queries';
import { MediaSlot } from './media-slot';
import { AssociationLogos } from './sections/association-logos';

/**
 * The shared footer (public-site.md §2): logo, links, contact e-mail and phone, the two
 * association logos and the copyright year 2024.
 */
export async function Footer() {
  const { contact } = await getSiteSettings();
  return (
    <footer className="bg-navy-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-3 lg:px-8">
        <div className="space-y-4">
          <SiteLink
            href="/"
            aria-label={`${siteConfig.name} home`}
            className="inline-block rounded-md"
          >
            <MediaSlot insideLink slotId="global-footer-logo" imgClassName="h-9 w-auto" />
          </SiteLink>
          <p className="max-w-xs text-sm leading-6 text-slate-400">
            Cloud rental management software for equipment, tool, construction and party rental
            companies.
          </p>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Explore</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
            {footerNav.map((link) => (
              <li key={link.href}>
                <SiteLink href={link.href} className="rounded-sm hover:text-white hover:underline">
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-4">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
          <ul className="space-y-2 text-sm">
            <li>
              <a
                href={`mailto:${contact.email}`}
                className="inline-flex items-center gap-2 hover:text-white"
              >
                <Mail aria-hidden="true" className="size-4" />
                {contact.email}
              </a>
            </li>
            <li>
              <a
                href={telHref(contact.phone)}
                className="inline-flex items-center gap-2 hover:text-white"
              >
                <Phone aria-hidden="true" className="size-4" />
                {contact.phone}
              </a>
            </li>
          </ul>
          <div className="flex items-center gap-4 pt-2">
            <AssociationLogos
              slotIds={['global-footer-cra-logo', 'global-footer-ara-logo']}
              imgClassName="h-12 w-auto"
            />
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-400 sm:px-6 lg:px-8">
          © {siteConfig.copyrightYear} {siteConfig.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
