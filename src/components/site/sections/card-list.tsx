/** Props of a {@link CardList}. */
type CardListProps<T> = {
  items: readonly T[];
  /** The React key of an entry. */
  itemKey: (item: T) => React.Key;
  /** Classes of the list (its grid and margin). */
  className: string;
  testId: string;
  /** Classes of each list item (e.g. the card frame, when `render` gives only its content). */
  itemClassName?: string;
  /** Data attributes of an entry's list item, e.g. `{ 'data-rating': 4.5 }`. */
  itemData?: (item: T) => Record<`data-${string}`, string | number>;
  /** An `<ol>` (steps, a timeline) instead of a `<ul>`. */
  ordered?: boolean;
  /** Shown instead of the list when there are no entries; by default the empty list. */
  empty?: React.ReactNode;
  /** The card of one entry (or its content, inside `itemClassName`). */
  render: (item: T, index: number) => React.ReactNode;
};

/**
 * A list of cards: one list item per entry of `items`, in a list carrying the grid's classes and
 * a test id. Every card grid and step list of the public pages is one.
 */
export function CardList<T>({
  items,
  itemKey,
  className,
  testId,
  itemClassName,
  itemData,
  ordered = false,
  empty,
  render,
}: CardListProps<T>) {
  if (items.length === 0 && empty !== undefined) return empty;
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className} data-testid={testId}>
      {items.map((item, i) => (
        <li key={itemKey(item)} className={itemClassName} {...itemData?.(item)}>
          {render(item, i)}
        </li>
      ))}
    </List>
  );
}
