import { recordId, requiredPattern } from './fields';
import { z } from './zod';

/** Longest category name (it is a filter button on /resources). */
export const CATEGORY_NAME_MAX = 40;

/** Letters and digits of any language, spaces and a little punctuation (no angle brackets). */
const CATEGORY_NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} &'’,./()+-]*$/u;

/**
 * A category name as an admin types it: spaces trimmed and collapsed; required; at most
 * {@link CATEGORY_NAME_MAX} characters; letters, digits, spaces and `& ' , . / ( ) + -` only.
 */
export const categoryName = z
  .string()
  .transform((v) => v.trim().replace(/\s+/g, ' '))
  .superRefine(
    requiredPattern(
      'Name',
      CATEGORY_NAME_MAX,
      CATEGORY_NAME_PATTERN,
      "Use letters, numbers, spaces and & ' , . / ( ) + - only",
    ),
  );

/** Add a category (Blog Posts tab, Categories). */
export const categoryCreateSchema = z.object({ name: categoryName });

/** Rename a category: its posts follow. */
export const categoryRenameSchema = z.object({ id: recordId(), name: categoryName });

/** Move a category one place up or down in the list (the order of the public filters). */
export const categoryMoveSchema = z.object({ id: recordId(), direction: z.enum(['up', 'down']) });

/**
 * Delete a category. When posts use it, `move_to` names the category they move to; without it,
 * a category in use is refused.
 */
export const categoryDeleteSchema = z.object({
  id: recordId(),
  move_to: recordId().nullish(),
});
