import { cn } from '@/lib/utils';

/** A page section with the standard container and an optional eyebrow, heading and intro. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  className,
  children,
  tone = 'white',
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  className?: string;
  children: React.ReactNode;
  tone?: 'white' | 'slate' | 'navy';
}) {
  const dark = tone === 'navy';
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        'py-16 sm:py-20',
        tone === 'slate' && 'bg-slate-50',
        dark && 'bg-navy-900 text-white',
        className,
      )}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-3xl text-center">
          {eyebrow ? (
            <p
              className={cn(
                'text-sm font-semibold tracking-wide uppercase',
                dark ? 'text-accent-500' : 'text-accent-700',
              )}
            >
              {eyebrow}
            </p>
          ) : null}
          <h2
            id={`${id}-title`}
            className={cn(
              'mt-2 text-3xl font-bold tracking-tight sm:text-4xl',
              dark ? 'text-white' : 'text-navy-900',
            )}
          >
            {title}
          </h2>
          {intro ? (
            <p className={cn('mt-4 text-lg leading-8', dark ? 'text-slate-300' : 'text-slate-600')}>
              {intro}
            </p>
          ) : null}
        </div>
        <div className="mt-12">{children}</div>
      </div>
    </section>
  );
}
