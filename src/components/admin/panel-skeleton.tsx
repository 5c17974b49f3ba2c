/** Loading placeholders of a dashboard tab: three cards (back-office.md §9 "Skeleton placeholders"). */
export function PanelSkeleton({ label }: { label: string }) {
  return (
    <div className="space-y-3" role="status" aria-label={`Loading ${label}`}>
      {Array.from({ length: 3 }, (_, i) => (
        <div
          key={i}
          className="h-24 animate-pulse rounded-xl bg-slate-200"
          data-testid="skeleton"
        />
      ))}
    </div>
  );
}
