/** A headline figure and what it counts. */
export type Stat = { value: string; label: string };

/** The classes of a tile and of its figure, by look. */
const LOOKS = {
  /** White cards of a page hero, the figure large. */
  hero: {
    tile: 'flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm',
    // One size down on phones: "60,000+" at 3xl was wider than a 390 px screen's tile.
    value: 'mt-1 text-2xl font-extrabold text-navy-900 sm:text-3xl',
  },
  /** Outlined tiles of an admin panel. */
  panel: {
    tile: 'flex flex-col-reverse rounded-xl border border-slate-200 p-4',
    value: 'text-2xl font-bold text-navy-900',
  },
} as const;

/** A row of statistic tiles: the figure large, its label below (a description list). */
export function StatTiles({
  stats,
  className,
  testId,
  look = 'hero',
}: {
  stats: readonly Stat[];
  /** Classes of the list (its grid). */
  className: string;
  testId: string;
  /** The tiles' look (default: a page hero's). */
  look?: keyof typeof LOOKS;
}) {
  const classes = LOOKS[look];
  return (
    <dl className={className} data-testid={testId}>
      {stats.map((s) => (
        <div key={s.label} className={classes.tile}>
          <dt className="text-sm text-slate-600">{s.label}</dt>
          <dd className={classes.value}>{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
