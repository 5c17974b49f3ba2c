/**
 * The grid of cards of the resources lists: one list item per entry, keyed by its id; `empty`
 * instead when there are none.
 */
export function CardGrid<T extends { id: string | number }>({
  items,
  className,
  testId,
  render,
  empty,
}: {
  items: readonly T[];
  /** Classes of the list (its grid and margin). */
  className: string;
  testId: string;
  /** The card of one entry. */
  render: (item: T) => React.ReactNode;
  empty: React.ReactNode;
}) {
  if (items.length === 0) return empty;
  return (
    <ul className={className} data-testid={testId}>
      {items.map((item) => (
        <li key={item.id}>{render(item)}</li>
      ))}
    </ul>
  );
}
