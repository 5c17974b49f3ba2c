import * as React from 'react';
import { cn } from '@/lib/utils';

/**
 * A titled tool of an admin tab (Webhooks, Redirects): a white card section named by its `h2`,
 * the description under the title and the tool's buttons (`actions`) on its right.
 */
export function ToolSection({
  id,
  headingId,
  title,
  description,
  actions,
  className,
  ref,
  children,
}: {
  id?: string;
  headingId: string;
  title: string;
  description: React.ReactNode;
  actions: React.ReactNode;
  /** Classes before the card's own, e.g. a top margin. */
  className?: string;
  ref?: React.Ref<HTMLElement>;
  children: React.ReactNode;
}) {
  return (
    <section
      id={id}
      ref={ref}
      aria-labelledby={headingId}
      className={cn(className, 'rounded-xl border border-slate-200 bg-white p-6 shadow-sm')}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-xl font-bold text-navy-900">
            {title}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">{description}</p>
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}
