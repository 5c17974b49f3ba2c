'use client';

import Link, { useLinkStatus } from 'next/link';
import { usePathname } from 'next/navigation';
import { cn } from '@/lib/utils';
import { sectionLabel, sectionPath, type AdminSectionId } from './sections';

/** A dot on the link just clicked while its section is on its way from the server. */
function Pending() {
  const { pending } = useLinkStatus();
  return pending ? (
    <span
      aria-hidden="true"
      className="ml-2 size-2 animate-pulse rounded-full bg-current"
      data-testid="section-pending"
    />
  ) : null;
}

/**
 * The back office's section links: a nav of plain links (middle-click, "open in new tab", back and
 * forward all work), the current section marked from the address. Shows only `sections`, the ones
 * the signed-in person's role may use.
 */
export function SectionNav({ sections }: { sections: readonly AdminSectionId[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Dashboard sections" className="mt-10 overflow-x-auto">
      <ul className="flex min-w-max gap-1 rounded-xl bg-white p-1 shadow-sm ring-1 ring-slate-200">
        {sections.map((id) => {
          const href = sectionPath(id);
          const current =
            pathname === href || (id !== 'overview' && pathname.startsWith(`${href}/`));
          return (
            <li key={id}>
              <Link
                href={href}
                aria-current={current ? 'page' : undefined}
                scroll={false}
                // Every section reads fresh data on the server: nothing worth fetching ahead.
                prefetch={false}
                className={cn(
                  'inline-flex h-10 items-center rounded-lg px-4 text-sm font-medium transition-colors',
                  current ? 'bg-navy-900 text-white' : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                {sectionLabel(id)}
                <Pending />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
