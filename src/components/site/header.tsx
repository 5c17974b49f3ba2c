import { SiteLink } from '@/components/site/site-link';
import { buttonVariants } from '@/components/ui/variants';
import { headerNav, siteConfig } from '@/config/site';
import { HeaderShell } from './header.client';
import { MediaSlot } from './media-slot';

/** The header's logo slot, linking home (the focused landing pages' header shows it alone). */
export function HeaderLogo() {
  return (
    <SiteLink
      href="/"
      className="flex items-center rounded-md"
      aria-label={`${siteConfig.name} home`}
    >
      <MediaSlot
        insideLink
        slotId="global-header-logo"
        imgClassName="h-9 w-auto"
        priority
        className="flex items-center"
      />
    </SiteLink>
  );
}

/**
 * The shared header (public-site.md §2): logo slot linking home, the seven links, a demo call to
 * action; opaque after 20 px of scroll; a collapsible menu on small screens.
 */
export function Header() {
  return (
    <HeaderShell
      logo={<HeaderLogo />}
      links={headerNav.map((l) => ({ href: l.href, label: l.label }))}
      cta={
        <SiteLink href="/contact" className={buttonVariants({ size: 'sm' })}>
          Book a Demo
        </SiteLink>
      }
    />
  );
}
