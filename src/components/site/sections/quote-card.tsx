import { Quote } from 'lucide-react';

const variants = {
  /** The four-column grid of the testimonials page. */
  compact: {
    figure: 'flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm',
    icon: 'mt-4 size-6 text-accent-500',
    quote: 'mt-2 flex-1 text-sm leading-6 text-slate-700',
    caption: 'mt-6 flex items-center gap-3 border-t border-slate-100 pt-4',
  },
  /** The three-column row of the why page. */
  default: {
    figure: 'flex flex-1 flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm',
    icon: 'mt-4 size-7 text-accent-500',
    quote: 'mt-2 flex-1 text-base leading-7 text-slate-700',
    caption: 'mt-6 border-t border-slate-100 pt-4 text-sm',
  },
} as const;

/**
 * A customer's quote on a white card: the rating on top, a quote mark, the quote in curly quotes
 * and, below a rule, who said it (`children`).
 */
export function QuoteCard({
  quote,
  rating,
  variant = 'default',
  children,
}: {
  quote: string;
  /** The rating shown above the quote (stars, or stars and the figure). */
  rating: React.ReactNode;
  variant?: keyof typeof variants;
  /** The figcaption's content. */
  children: React.ReactNode;
}) {
  const style = variants[variant];
  return (
    <figure className={style.figure}>
      {rating}
      <Quote aria-hidden="true" className={style.icon} />
      <blockquote className={style.quote}>“{quote}”</blockquote>
      <figcaption className={style.caption}>{children}</figcaption>
    </figure>
  );
}

/** Who said a quote: their role in bold, then their company or industry. */
export function QuoteAuthor({ role, detail }: { role: string; detail: string }) {
  return (
    <>
      <span className="block font-semibold text-navy-900">{role}</span>
      <span className="block text-slate-600">{detail}</span>
    </>
  );
}
