import type { LucideIcon } from 'lucide-react';
import { CardList } from './card-list';

/** A card of an icon grid or step list: its icon, title and text. */
export type IconCardItem = { icon: LucideIcon; title: string; text: string };

/** The white card frame shared by the section grids. */
export const CARD_CLASS = 'rounded-xl border border-slate-200 bg-white p-6 shadow-sm';

const badgeTones = {
  accent: 'inline-flex size-11 items-center justify-center rounded-lg bg-orange-50 text-accent-700',
  brand: 'inline-flex size-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700',
} as const;

/** Colour of an {@link IconBadge}: orange `accent` or blue `brand`. */
export type BadgeTone = keyof typeof badgeTones;

/** An icon on a rounded, tinted square. */
export function IconBadge({ icon: Icon, tone }: { icon: LucideIcon; tone: BadgeTone }) {
  return (
    <span className={badgeTones[tone]}>
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}

/** A card's h3 title and its paragraph; `titleClassName` sets the title's margin and size. */
export function CardText({
  title,
  text,
  titleClassName = 'mt-4 text-lg',
}: {
  title: React.ReactNode;
  text: React.ReactNode;
  titleClassName?: string;
}) {
  return (
    <>
      <h3 className={`${titleClassName} font-semibold text-navy-900`}>{title}</h3>
      <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
    </>
  );
}

/** A card of a {@link TextCardGrid}: its title (unique in the grid) and text. */
export type TextCardItem = { title: string; text: string };

/** A list of white cards, each a title and a text under an optional head (an icon, a logo). */
export function TextCardGrid<T extends TextCardItem>({
  items,
  className,
  testId,
  head,
  titleClassName,
}: {
  items: readonly T[];
  /** Classes of the list (its grid). */
  className: string;
  testId: string;
  /** What stands above the title of an entry's card. */
  head?: (item: T) => React.ReactNode;
  /** The title's margin and size (see {@link CardText}). */
  titleClassName?: string;
}) {
  return (
    <CardList
      items={items}
      itemKey={(item) => item.title}
      className={className}
      testId={testId}
      itemClassName={CARD_CLASS}
      render={(item) => (
        <>
          {head?.(item)}
          <CardText title={item.title} text={item.text} titleClassName={titleClassName} />
        </>
      )}
    />
  );
}

/** A list of cards, each with an icon badge, a title and a text. */
export function IconCardGrid({
  items,
  tone,
  className,
  testId,
}: {
  items: readonly IconCardItem[];
  tone: BadgeTone;
  /** Classes of the list (its grid). */
  className: string;
  testId: string;
}) {
  return (
    <TextCardGrid
      items={items}
      className={className}
      testId={testId}
      head={(item) => <IconBadge icon={item.icon} tone={tone} />}
    />
  );
}

/** A numbered list of steps, each a card with a "Step n" tag, an icon, a title and a text. */
export function StepList({
  steps,
  className,
  testId,
  compact = false,
}: {
  steps: readonly IconCardItem[];
  /** Classes of the list (its grid). */
  className: string;
  testId: string;
  /** Smaller icon and title, for a row of many steps. */
  compact?: boolean;
}) {
  return (
    <CardList
      ordered
      items={steps}
      itemKey={(step) => step.title}
      className={className}
      testId={testId}
      itemClassName={
        compact
          ? 'relative rounded-xl border border-slate-200 bg-white p-6 pt-8 shadow-sm'
          : 'relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm'
      }
      render={({ icon: Icon, title, text }, i) => (
        <>
          <span className="absolute -top-3 left-6 rounded-full bg-navy-900 px-3 py-1 text-xs font-bold text-white">
            Step {i + 1}
          </span>
          <Icon
            aria-hidden="true"
            className={compact ? 'size-7 text-brand-700' : 'mt-2 size-8 text-brand-700'}
          />
          <CardText
            title={title}
            text={text}
            titleClassName={compact ? 'mt-3 text-base' : undefined}
          />
        </>
      )}
    />
  );
}
