'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import * as React from 'react';
import { cn } from '@/lib/utils';
import { PanelSkeleton } from './panel-skeleton';
import { tabLabel, type AdminTabId } from './tabs';

type TabState = {
  /** The tab the server rendered, from the URL: the authority. */
  rendered: AdminTabId;
  /** The tab on screen: the one just clicked while its navigation runs, else `rendered`. */
  shown: AdminTabId;
  /** Navigates to a tab, showing it at once. */
  open: (id: AdminTabId) => void;
};

const TabContext = React.createContext<TabState | null>(null);

function useTabState(): TabState {
  const state = React.useContext(TabContext);
  if (!state) throw new Error('DashboardTabBar and DashboardTabPanel belong inside DashboardTabs');
  return state;
}

/**
 * The dashboard's tabs, answered in the browser: a click marks the tab active
 * and puts its skeleton in the panel area in the same frame (an optimistic state held while the
 * navigation to `/admin?tab=…` runs), then the panel the server rendered, after checking the admin
 * again, replaces it. The URL stays the source of truth: deep links, reloads and back/forward
 * render the tab the server was asked for.
 */
export function DashboardTabs({ tab, children }: { tab: AdminTabId; children: React.ReactNode }) {
  const router = useRouter();
  const [shown, setShown] = React.useOptimistic(tab);
  const [, startTransition] = React.useTransition();
  const open = React.useCallback(
    (id: AdminTabId) =>
      startTransition(() => {
        setShown(id);
        // Inside the transition: the optimistic tab stays until the new page is committed.
        router.push(`/admin?tab=${id}`, { scroll: false });
      }),
    [router, setShown],
  );
  const value = React.useMemo(() => ({ rendered: tab, shown, open }), [tab, shown, open]);
  return <TabContext.Provider value={value}>{children}</TabContext.Provider>;
}

/**
 * The tab bar: a nav of links (middle-click and "open in new tab" keep working); a plain click is
 * taken over by {@link DashboardTabs} to show the tab at once. Shows only `tabs`, the tabs the
 * signed-in person's role may use.
 */
export function DashboardTabBar({ tabs }: { tabs: readonly AdminTabId[] }) {
  const { shown, open } = useTabState();
  return (
    <nav aria-label="Dashboard sections" className="mt-10 overflow-x-auto">
      <ul className="flex min-w-max gap-1 rounded-xl bg-white p-1 shadow-sm ring-1 ring-slate-200">
        {tabs.map((id) => (
          <li key={id}>
            <Link
              href={`/admin?tab=${id}`}
              aria-current={id === shown ? 'page' : undefined}
              scroll={false}
              // Nothing to gain from prefetching: the skeleton is local and the data must be fresh.
              prefetch={false}
              onNavigate={(e) => {
                e.preventDefault();
                open(id);
              }}
              className={cn(
                'inline-flex h-10 items-center rounded-lg px-4 text-sm font-medium transition-colors',
                id === shown ? 'bg-navy-900 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {tabLabel(id)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The panel area: the server-rendered panel of the current tab, or the skeleton of the tab just
 * clicked until its panel arrives.
 */
export function DashboardTabPanel({ children }: { children: React.ReactNode }) {
  const { rendered, shown } = useTabState();
  const waiting = shown !== rendered;
  return (
    <section
      aria-labelledby="tab-title"
      aria-busy={waiting || undefined}
      className="mt-6 rounded-xl border border-slate-200 bg-white p-8 shadow-sm"
      data-tab={shown}
    >
      <h2 id="tab-title" className="text-xl font-semibold text-navy-900">
        {tabLabel(shown)}
      </h2>
      <div className="mt-6">{waiting ? <PanelSkeleton label={tabLabel(shown)} /> : children}</div>
    </section>
  );
}
