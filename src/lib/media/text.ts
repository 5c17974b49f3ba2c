/**
 * Text helpers shared by the media rules (back-office.md §2, §4, §5, §9): how the rules
 * treat null, undefined and whitespace-only values. No React, no database, no server imports.
 */

/**
 * A nullable text value trimmed.
 * @param value - any text, null or undefined
 * @returns the trimmed text, '' for null or undefined (never throws)
 */
export const trimmed = (value: string | null | undefined): string => (value ?? '').trim();

/**
 * Whether a nullable text value holds anything but whitespace (a blank value counts as absent).
 * @param value - any text, null or undefined
 * @returns true when {@link trimmed} is not empty (never throws)
 */
export const hasText = (value: string | null | undefined): boolean => trimmed(value) !== '';
