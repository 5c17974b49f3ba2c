/** The brand gradient behind most page heroes. */
export const HERO_GRADIENT = 'bg-gradient-to-b from-brand-50 via-white to-white';

/** Container of a two-column hero: the heading column beside an image or video. */
export const SPLIT_HERO_CONTAINER =
  'mx-auto grid max-w-7xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 lg:grid-cols-2 lg:px-8 lg:pt-20';

/** Container of a centred one-column hero. */
export const CENTERED_HERO_CONTAINER =
  'mx-auto max-w-4xl px-4 pt-12 pb-16 text-center sm:px-6 lg:px-8 lg:pt-20';

type HeroHeadingProps = {
  /** Id of the h1, for the section's aria-labelledby. */
  titleId?: string;
  eyebrow: React.ReactNode;
  title: React.ReactNode;
  lead?: React.ReactNode;
};

/** A page's eyebrow, h1 and optional lead paragraph. */
export function HeroHeading({ titleId, eyebrow, title, lead }: HeroHeadingProps) {
  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{eyebrow}</p>
      <h1
        id={titleId}
        className="mt-3 text-4xl font-extrabold tracking-tight text-navy-900 sm:text-5xl"
      >
        {title}
      </h1>
      {lead ? <p className="mt-5 text-lg leading-8 text-slate-600">{lead}</p> : null}
    </>
  );
}

type PageHeroProps = HeroHeadingProps & {
  titleId: string;
  /** Classes of the section (its background); default {@link HERO_GRADIENT}. */
  className?: string;
  /** Classes of the container; default {@link CENTERED_HERO_CONTAINER}. */
  containerClassName?: string;
  /**
   * Content after the heading column inside the container (the hero image, the statistics).
   * When set, the heading and `children` get a column `<div>` of their own.
   */
  aside?: React.ReactNode;
  /** Classes of that heading column. */
  columnClassName?: string;
  /** Content after the container, still inside the section. */
  after?: React.ReactNode;
  /** Content below the heading (buttons, logos). */
  children?: React.ReactNode;
};

/** The top section of a public page: heading, lead and whatever follows them. */
export function PageHero({
  className = HERO_GRADIENT,
  containerClassName = CENTERED_HERO_CONTAINER,
  aside,
  columnClassName,
  after,
  children,
  ...heading
}: PageHeroProps) {
  const column = (
    <>
      <HeroHeading {...heading} />
      {children}
    </>
  );
  return (
    <section aria-labelledby={heading.titleId} className={className}>
      <div className={containerClassName}>
        {aside ? (
          <>
            <div className={columnClassName}>{column}</div>
            {aside}
          </>
        ) : (
          column
        )}
      </div>
      {after}
    </section>
  );
}
