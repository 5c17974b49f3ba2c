import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and resolves Tailwind conflicts between them (the later class wins).
 * A single class list (every other input empty) is returned as joined, without the conflict
 * resolver: each list is written without conflicts, and the resolver's first call builds its whole
 * class map, tens of milliseconds on a phone while a public page hydrates.
 * @param inputs - class strings, arrays and `{ class: condition }` objects, as clsx takes them
 * @returns the class attribute value
 */
export function cn(...inputs: ClassValue[]): string {
  const given = inputs.filter(Boolean);
  if (given.length === 1 && typeof given[0] === 'string') return given[0];
  return twMerge(clsx(inputs));
}

/** A date in long US format, e.g. "June 9, 2025" (public-site.md §9). */
export function formatLongDate(date: Date | string): string {
  return new Date(date).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * The fields `keys` of `row` and nothing else, e.g. the serialisable columns a server component
 * hands to a client one (one way to write such a projection).
 * @returns a new object with those keys, in the order given
 */
export function pickFields<T extends object, const K extends keyof T>(
  row: T,
  keys: readonly K[],
): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<T, K>;
}
