import { diffWords } from 'diff';
import { decodeEntities } from '../html-entities';

/** Revisions younger than this are always kept. */
export const REVISION_KEEP_DAYS = 30;
/** And the newest this many of each record, whatever their age. */
export const REVISION_KEEP_LAST = 50;

/** One part of a word diff: unchanged, inserted or deleted text. */
export type DiffPart = { text: string; op: 'same' | 'ins' | 'del' };

/** The changes of one field between two revisions, as the History panel shows them. */
export type FieldDiff = { field: string; label: string; parts: DiffPart[] };

/** The words of an HTML fragment, for comparing rich content as text. */
export function htmlText(html: string): string {
  return decodeEntities(
    html
      .replace(/<\/(p|h[1-6]|li|blockquote|pre|div)>/gi, '\n')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
  ).trim();
}

/** The word diff of two texts (jsdiff's `diffWords`) as inserted, deleted and unchanged parts. */
export function wordDiff(before: string, after: string): DiffPart[] {
  return diffWords(before, after).map((c) => ({
    text: c.value,
    op: c.added ? 'ins' : c.removed ? 'del' : 'same',
  }));
}

/**
 * The field-by-field changes between two versions of a record: each listed field
 * whose text differs, as words inserted and deleted; unchanged fields are left out.
 * @param fields - `[key, label]` pairs in display order
 * @param text - a field's value as compared text (e.g. rich HTML as its words)
 */
export function fieldDiffs<T>(
  from: T,
  to: T,
  fields: readonly (readonly [string, string])[],
  text: (row: T, field: string) => string,
): FieldDiff[] {
  const out: FieldDiff[] = [];
  for (const [field, label] of fields) {
    const a = text(from, field);
    const b = text(to, field);
    if (a !== b) out.push({ field, label, parts: wordDiff(a, b) });
  }
  return out;
}

/** The moment before which revisions may be pruned (if not among the newest kept). */
export function keepSince(now: Date): Date {
  return new Date(now.getTime() - REVISION_KEEP_DAYS * 86_400_000);
}
