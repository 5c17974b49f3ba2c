import 'server-only';
import Link from 'next/link';
import { Suspense } from 'react';
import { cn } from '@/lib/utils';
import { PanelSkeleton } from '../panel-skeleton';
import { ImportPanel } from './import-panel';
import { LibraryPanel } from './library-panel';
import { MigrationSection } from './migration-section';
import { SlotsPanel } from './slots-panel';
import { VideosPanel } from './videos-panel';

/** The four sub-tabs of the Media System tab (back-office.md §2), kept in the URL (`&media=`). */
export const MEDIA_SUB_TABS = [
  { id: 'slots', label: 'Page Slots' },
  { id: 'library', label: 'Media Library' },
  { id: 'videos', label: 'Videos' },
  { id: 'import', label: 'Import' },
] as const;

export type MediaSubTab = (typeof MEDIA_SUB_TABS)[number]['id'];

type Params = Record<string, string | undefined>;

const SUB_PANELS: Partial<Record<MediaSubTab, (p: Params) => React.ReactNode>> = {
  slots: () => <SlotsPanel />,
  library: (p) => <LibraryPanel q={p.q} category={p.category} usage={p.usage} />,
  videos: () => <VideosPanel />,
  import: () => <ImportPanel />,
};

/**
 * The Media System tab ("Complete Media Management System"): the sub-tabs Page Slots, Media
 * Library, Videos and Import, with the active one in the URL.
 */
export function MediaPanel({ params }: { params: Params }) {
  const active = MEDIA_SUB_TABS.find((t) => t.id === params.media)?.id ?? 'slots';
  const panel = SUB_PANELS[active];
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">Complete Media Management System</p>
      <Suspense fallback={<div className="h-28 animate-pulse rounded-xl bg-slate-200" />}>
        <MigrationSection />
      </Suspense>
      <nav aria-label="Media sections">
        <ul className="flex flex-wrap gap-1 border-b border-slate-200">
          {MEDIA_SUB_TABS.map((t) => (
            <li key={t.id}>
              <Link
                href={`/admin/media?media=${t.id}`}
                scroll={false}
                aria-current={t.id === active ? 'page' : undefined}
                className={cn(
                  '-mb-px inline-flex h-10 items-center border-b-2 px-4 text-sm font-medium',
                  t.id === active
                    ? 'border-brand-600 text-navy-900'
                    : 'border-transparent text-slate-600 hover:text-navy-900',
                )}
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {panel ? (
        <Suspense key={active} fallback={<PanelSkeleton label="media" />}>
          {panel(params)}
        </Suspense>
      ) : (
        <p className="text-slate-600">This section of the back office is not available yet.</p>
      )}
    </div>
  );
}
