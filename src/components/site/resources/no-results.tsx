import { SiteLink } from '@/components/site/site-link';
import { buttonVariants } from '@/components/ui/variants';

/** The body of an empty filtered list: what was not found, a hint, and Clear Filters. */
export function NoResults({
  title,
  hint,
  clearHref,
}: {
  title: string;
  hint?: string;
  /** The list without filters. */
  clearHref: string;
}) {
  return (
    <>
      <p className="text-xl font-semibold text-navy-900">{title}</p>
      {hint ? <p className="mt-2 text-slate-600">{hint}</p> : null}
      <SiteLink href={clearHref} className={`${buttonVariants({ variant: 'outline' })} mt-6`}>
        Clear Filters
      </SiteLink>
    </>
  );
}
