import { permanentRedirect } from 'next/navigation';
import { Suspense } from 'react';
import { OverviewPanel } from '@/components/admin/overview/overview-panel';
import { AdminSection, SectionLoading } from '@/components/admin/section';
import { sectionForOldTab } from '@/components/admin/sections';
import type { SearchParamsProps } from '@/lib/search-params';

/**
 * /admin, the Overview: what needs attention. An old `/admin?tab=…` link (a bookmark, a sent
 * notification e-mail) is sent on to its section's route first.
 */
export default async function Page({ searchParams }: SearchParamsProps) {
  const params = await searchParams;
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    for (const value of Array.isArray(v) ? v : v === undefined ? [] : [v]) query.append(k, value);
  const moved = sectionForOldTab(query);
  if (moved) permanentRedirect(moved);
  // No loading.tsx here: the redirect above must be decided before anything is sent.
  return (
    <Suspense fallback={<SectionLoading id="overview" />}>
      <AdminSection id="overview">{() => <OverviewPanel />}</AdminSection>
    </Suspense>
  );
}
