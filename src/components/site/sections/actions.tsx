import { CalendarDays } from 'lucide-react';
import { SiteLink } from '@/components/site/site-link';
import { buttonVariants } from '@/components/ui/variants';
import { bookDemoUrl } from '@/lib/pages/site';
import { getSiteSettings } from '@/server/pages/queries';

/** The "Schedule Demo" button: the external booking page, tagged with where it was clicked. */
export async function ScheduleDemoLink({
  source,
  icon = true,
}: {
  source: string;
  icon?: boolean;
}) {
  const { links } = await getSiteSettings();
  return (
    <a
      href={bookDemoUrl(links.bookDemo, source)}
      // The visitor's own source and campaign are put on the link when it is clicked
      // (lib/booking-link.ts); the href holds the site's fixed values for a browser without script.
      data-booking={source}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonVariants({ size: 'lg' })}
    >
      {icon ? <CalendarDays aria-hidden="true" /> : null}
      Schedule Demo
    </a>
  );
}

/** A large outline button to a page (SiteLink) or to an anchor on this page (`#…`). */
export function PageButton({
  href,
  variant,
  children,
}: {
  href: string;
  /** `outline` on light backgrounds, `outlineLight` on the navy bands. */
  variant: 'outline' | 'outlineLight';
  children: React.ReactNode;
}) {
  const className = buttonVariants({ variant, size: 'lg' });
  return href.startsWith('#') ? (
    <a href={href} className={className}>
      {children}
    </a>
  ) : (
    <SiteLink href={href} className={className}>
      {children}
    </SiteLink>
  );
}

const rowClasses = {
  buttons: {
    start: 'mt-8 flex flex-col gap-3 sm:flex-row',
    centered: 'mt-8 flex flex-col justify-center gap-3 sm:flex-row',
  },
  single: { start: 'mt-8 flex', centered: 'mt-8 flex justify-center' },
} as const;

/** A page button after "Schedule Demo": where it goes and what it says. */
export type PageLink = { href: string; label: React.ReactNode };

/** The button row of a hero or call to action: Schedule Demo, then a page button or `children`. */
export function DemoActions({
  source,
  centered = false,
  icon = true,
  link,
  variant = 'outline',
  children,
}: {
  /** Where the demo link was clicked, e.g. "product_hero". */
  source: string;
  centered?: boolean;
  /** Show the calendar icon on the demo button. */
  icon?: boolean;
  /** The page button shown after the demo button. */
  link?: PageLink;
  /** The page button's look: `outline` on light backgrounds, `outlineLight` on the navy bands. */
  variant?: 'outline' | 'outlineLight';
  /** Other buttons after the demo button (when there is no `link`). */
  children?: React.ReactNode;
}) {
  const after = link ? (
    <PageButton href={link.href} variant={variant}>
      {link.label}
    </PageButton>
  ) : (
    children
  );
  return (
    <div className={rowClasses[after ? 'buttons' : 'single'][centered ? 'centered' : 'start']}>
      <ScheduleDemoLink source={source} icon={icon} />
      {after}
    </div>
  );
}
