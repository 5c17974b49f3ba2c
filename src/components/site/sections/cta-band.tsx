import { DemoActions, type PageLink } from './actions';

/** The buttons of a {@link CtaBand}: Schedule Demo, tagged with where it was clicked, and a page link. */
export type CtaDemo = { source: string; icon?: boolean; link?: PageLink };

/**
 * The navy call-to-action band that closes a page: heading, text, buttons and an optional aside.
 * Its buttons are `demo` (centred, unless beside an aside) or `children`.
 */
export function CtaBand({
  titleId,
  title,
  text,
  compact = false,
  aside,
  demo,
  children,
}: {
  /** Id of the h2, for the section's aria-labelledby. */
  titleId: string;
  title: React.ReactNode;
  text: React.ReactNode;
  /** Less padding on phones (py-16, py-20 from sm). */
  compact?: boolean;
  /** Shown beside the text in a second column (e.g. a customer quote); else the band is centred. */
  aside?: React.ReactNode;
  /** The demo button row below the text. */
  demo?: CtaDemo;
  /** Other buttons below the text (when there is no `demo`). */
  children?: React.ReactNode;
}) {
  const content = (
    <>
      <h2 id={titleId} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-lg leading-8 text-slate-300">{text}</p>
      {demo ? <DemoActions {...demo} centered={!aside} variant="outlineLight" /> : children}
    </>
  );
  return (
    <section
      aria-labelledby={titleId}
      className={compact ? 'bg-navy-900 py-16 text-white sm:py-20' : 'bg-navy-900 py-20 text-white'}
    >
      {aside ? (
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>{content}</div>
          {aside}
        </div>
      ) : (
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6 lg:px-8">{content}</div>
      )}
    </section>
  );
}
