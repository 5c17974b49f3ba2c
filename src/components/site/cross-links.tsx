import { ArrowRight } from 'lucide-react';
import { SiteLink } from '@/components/site/site-link';
import { buildCrossLinks, type CrossLink } from '@/lib/cross-links';
import { getRecentPostTeasers } from '@/server/posts/queries';

/**
 * The Continue Exploring block (public-site.md §2, §9): page links plus a slot reserved for the
 * newest articles, at most three cards.
 */
export async function CrossLinks({
  pages,
  includeRecent = true,
  max = 3,
  heading = 'Continue Exploring',
}: {
  pages: CrossLink[];
  includeRecent?: boolean;
  max?: number;
  heading?: string;
}) {
  const recent = includeRecent ? await getRecentPostTeasers(3) : [];
  const links = buildCrossLinks(pages, recent, max);
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="continue-exploring" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="continue-exploring" className="text-2xl font-bold text-navy-900 sm:text-3xl">
          {heading}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3" data-testid="cross-links">
          {links.map((link) => (
            <li key={link.href}>
              <SiteLink
                href={link.href}
                className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
              >
                <span className="text-lg font-semibold text-navy-900 group-hover:text-brand-700">
                  {link.title}
                </span>
                <span className="mt-2 line-clamp-3 flex-1 text-sm leading-6 text-slate-600">
                  {link.description}
                </span>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                  Learn more{' '}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 transition group-hover:translate-x-0.5"
                  />
                </span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
