/**
 * LIKE/ILIKE patterns built from what a person typed, so a search for "50%" or "a_b" finds those
 * characters instead of matching everything (the admin lists' searches, privacy requests).
 */

/** `text` as a literal LIKE pattern piece: `%`, `_` and `\` lose their meaning. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern matching values that contain `text` anywhere (`%text%`, escaped). */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
