import { CalendarDays } from 'lucide-react';
import { SiteLink } from '@/components/site/site-link';
import { buttonVariants } from '@/components/ui/button';
import { siteConfig } from '@/config/site';

/** The "Schedule Demo" button: the external booking page, tagged with where it was clicked. */
export function ScheduleDemoLink({ source, icon = true }: { source: string; icon?: boolean }) {
  return (
    <a
      href={siteConfig.links.bookDemo(source)}
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

/** The button row of a hero or call to action: Schedule Demo, then the `children` buttons. */
export function DemoActions({
  source,
  centered = false,
  icon = true,
  children,
}: {
  /** Where the demo link was clicked, e.g. "product_hero". */
  source: string;
  centered?: boolean;
  /** Show the calendar icon on the demo button. */
  icon?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <div className={rowClasses[children ? 'buttons' : 'single'][centered ? 'centered' : 'start']}>
      <ScheduleDemoLink source={source} icon={icon} />
      {children}
    </div>
  );
}
