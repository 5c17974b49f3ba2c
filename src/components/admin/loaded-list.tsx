import type * as React from 'react';

/**
 * What a list fetched on demand shows: `loading` (a status message) until `items` arrive, `empty`
 * when there are none, else `children(items)`. `className` goes before the messages' own classes
 * (e.g. their margin).
 */
export function LoadedList<T>({
  items,
  loading,
  empty,
  className,
  children,
}: {
  items: readonly T[] | null;
  loading: string;
  empty: string;
  className?: string;
  children: (items: readonly T[]) => React.ReactNode;
}) {
  const messageClass = className ? `${className} text-sm text-slate-600` : 'text-sm text-slate-600';
  if (items === null)
    return (
      <p role="status" className={messageClass}>
        {loading}
      </p>
    );
  if (items.length === 0) return <p className={messageClass}>{empty}</p>;
  return children(items);
}
