import { AnalyticsPanel } from '@/components/admin/analytics/analytics-panel';
import { AdminSection } from '@/components/admin/section';
import type { SearchParamsProps } from '@/lib/search-params';

/** The Analytics section. */
export default async function Page({ searchParams }: SearchParamsProps) {
  const params = await searchParams;
  return <AdminSection id="analytics">{() => <AnalyticsPanel params={params} />}</AdminSection>;
}
