/**
 * The duplicate rule of the media system (back-office.md §2 usage filter "Duplicates",
 * §5 "Duplicates"). Pure: the admin screens and the server actions both read it.
 */
import { trimmed } from './text';

/** The fields of a site_media row the duplicate rule reads. */
export type DuplicateCandidate = {
  id: number | string;
  name: string;
  /** Megabytes with two decimals, as text (e.g. "2.10 MB"); null when unknown. */
  file_size: string | null;
};

/** The grouping key of an item, or null when it can never be a duplicate. */
function duplicateKey(item: Pick<DuplicateCandidate, 'name' | 'file_size'>): string | null {
  const name = trimmed(item.name);
  const size = trimmed(item.file_size);
  if (name === '' || size === '') return null;
  // JSON keeps the two parts apart whatever characters the name holds.
  return JSON.stringify([name, size]);
}

/**
 * Whether two different media items are duplicates (back-office.md §5 "Duplicates": "name and
 * file_size match").
 *
 * Decisions: both values are compared exactly (case-sensitive) after trimming surrounding
 * whitespace; an item whose file_size is null or blank, or whose name is blank, is never a
 * duplicate (an unknown size proves nothing); an item is not a duplicate of itself (same id).
 * @param a - one item
 * @param b - the other item
 * @returns true when they are distinct items with the same name and the same file size
 */
export function isDuplicate(a: DuplicateCandidate, b: DuplicateCandidate): boolean {
  if (a.id === b.id) return false;
  const key = duplicateKey(a);
  return key !== null && key === duplicateKey(b);
}

/**
 * The ids of the items that have at least one twin in `items` under {@link isDuplicate}
 * (back-office.md §2 usage filter "Duplicates", §5 "Duplicates"). Every member of a group of
 * twins is returned, the oldest as well as the copies. Runs in linear time.
 * @param items - the media list (rows repeated with the same id count once)
 * @returns the set of ids that have a twin; empty when there are none
 */
export function findDuplicates<T extends DuplicateCandidate>(items: readonly T[]): Set<T['id']> {
  const groups = new Map<string, Set<T['id']>>();
  for (const item of items) {
    const key = duplicateKey(item);
    if (key === null) continue;
    const ids = groups.get(key) ?? new Set<T['id']>();
    ids.add(item.id);
    groups.set(key, ids);
  }
  const result = new Set<T['id']>();
  for (const ids of groups.values()) {
    if (ids.size > 1) for (const id of ids) result.add(id);
  }
  return result;
}
