/**
 * Loading placeholders of the Analytics tab: the range bar, four KPI cards, the
 * chart, a table of views and the landing pages' table, in the tab's own layout so nothing
 * jumps when the figures arrive.
 */
export function AnalyticsSkeleton() {
  const block = 'animate-pulse rounded-xl bg-slate-200';
  return (
    <div className="space-y-8" role="status" aria-label="Loading Analytics">
      <div className={`${block} h-10 w-full max-w-md`} data-testid="skeleton" />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className={`${block} h-36`} data-testid="skeleton" />
        ))}
      </div>
      <div className={`${block} h-80`} data-testid="skeleton" />
      <div className={`${block} h-48`} data-testid="skeleton" />
      <div className={`${block} h-48`} data-testid="skeleton" />
    </div>
  );
}
