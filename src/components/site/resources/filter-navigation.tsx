'use client';

import { useRouter } from 'next/navigation';
import { createContext, useContext, useTransition } from 'react';

type FilterNavigation = { pending: boolean; navigate: (href: string) => void };

const FilterNavigationContext = createContext<FilterNavigation | null>(null);

/**
 * Progressive enhancement of the resource filters: with JavaScript, a filter change navigates in
 * a transition and the results show their loading text until the new results arrive; without it,
 * the plain links and GET form work as they are.
 */
export function FilterNavigationProvider({ children }: { children: React.ReactNode }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const navigate = (href: string) => startTransition(() => router.push(href, { scroll: false }));
  return (
    <FilterNavigationContext.Provider value={{ pending, navigate }}>
      {children}
    </FilterNavigationContext.Provider>
  );
}

/** The filter navigation, or null outside a provider (then links and forms behave natively). */
export function useFilterNavigation(): FilterNavigation | null {
  return useContext(FilterNavigationContext);
}

/** The results area: its loading text (public-site.md §2) while a filter change is pending. */
export function FilterResults({
  loadingText,
  children,
}: {
  loadingText: string;
  children: React.ReactNode;
}) {
  const nav = useFilterNavigation();
  if (nav?.pending) {
    return (
      <div
        role="status"
        className="mx-auto max-w-7xl px-4 py-24 text-center text-slate-600 sm:px-6 lg:px-8"
      >
        <span
          aria-hidden="true"
          className="mx-auto mb-4 block size-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-600"
        />
        {loadingText}
      </div>
    );
  }
  return <>{children}</>;
}
