import { siteConfig } from '@/config/site';

/** A headline figure and what it counts. */
export type Stat = { value: string; label: string };

/** The four statistics of a hero: rental yards, rentals managed, the page's own, utilization. */
export function heroStats(own: Stat): Stat[] {
  return [
    { value: siteConfig.figures.rentalYards, label: `Rental yards run on ${siteConfig.name}` },
    { value: siteConfig.figures.rentalsManaged, label: 'Rentals managed' },
    own,
    { value: siteConfig.figures.higherUtilization, label: 'Higher utilization' },
  ];
}

/** A row of statistic tiles: the figure large, its label below (a description list). */
export function StatTiles({
  stats,
  className,
  testId,
}: {
  stats: readonly Stat[];
  /** Classes of the list (its grid). */
  className: string;
  testId: string;
}) {
  return (
    <dl className={className} data-testid={testId}>
      {stats.map((s) => (
        <div
          key={s.label}
          className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm"
        >
          <dt className="text-sm text-slate-600">{s.label}</dt>
          <dd className="mt-1 text-3xl font-extrabold text-navy-900">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
