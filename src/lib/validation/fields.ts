import { EMAIL_MAX, NAME_MAX } from './limits';
import { z } from './zod';

export { EMAIL_MAX, NAME_MAX };

/** Largest id a PostgreSQL `integer`/`serial` column holds. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * The edit version a form was loaded with: a save based on an older one is refused
 * as an edit conflict. Optional: a write without it is not checked.
 */
export function editVersionField() {
  return z.number().int().positive().max(MAX_RECORD_ID).optional();
}

/**
 * A row id in an admin request: a positive integer the id columns can hold, so an absurd id is a
 * validation error (422) rather than a database error.
 */
export function recordId() {
  return z.number().int().positive().max(MAX_RECORD_ID, 'Unknown record');
}

/** A record id in a URL (query parameter or path segment): digits, read as a {@link recordId}. */
export function queryRecordId() {
  return z.coerce.number().pipe(recordId());
}

// A pragmatic "standard address pattern": one @, no spaces, a dot in the domain, no dot at the
// edges of the domain.
const EMAIL_PATTERN =
  /^[^\s@<>()[\]\\,;:"]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

// Script tags, javascript: links, inline event handlers, iframe/object/embed markup.
const DANGEROUS_PATTERN = /<\s*\/?\s*(script|iframe|object|embed)\b|javascript\s*:|\bon[a-z]+\s*=/i;

/**
 * E-mail validator of public-site.md §5: "Email is required", "Please enter a valid email
 * address", "Email address is too long" (over 254 characters). The value is trimmed.
 */
export function emailField() {
  return z
    .string({ error: 'Email is required' })
    .trim()
    .superRefine((value, ctx) => {
      if (value.length === 0) ctx.addIssue({ code: 'custom', message: 'Email is required' });
      else if (value.length > EMAIL_MAX)
        ctx.addIssue({ code: 'custom', message: 'Email address is too long' });
      else if (!EMAIL_PATTERN.test(value))
        ctx.addIssue({ code: 'custom', message: 'Please enter a valid email address' });
    });
}

/**
 * Name validator of public-site.md §5 with a configurable label (default "Name"):
 * "{label} is required", "{label} cannot be empty" (only spaces), "{label} must be 100 characters
 * or less", "{label} contains invalid characters" (script tags, javascript: links, inline event
 * handlers, iframe/object/embed markup). The value is trimmed.
 */
export function nameField(label = 'Name', max = NAME_MAX) {
  return z
    .string({ error: `${label} is required` })
    .superRefine((raw, ctx) => {
      const value = raw.trim();
      if (raw.length === 0) ctx.addIssue({ code: 'custom', message: `${label} is required` });
      else if (value.length === 0)
        ctx.addIssue({ code: 'custom', message: `${label} cannot be empty` });
      else if (value.length > max)
        ctx.addIssue({ code: 'custom', message: `${label} must be ${max} characters or less` });
      else if (DANGEROUS_PATTERN.test(value))
        ctx.addIssue({ code: 'custom', message: `${label} contains invalid characters` });
    })
    .transform((v) => v.trim());
}

/** An optional free-text field: trimmed, empty becomes undefined, at most `max` characters. */
export function optionalText(label: string, max: number) {
  return trimmedText(label, max)
    .optional()
    .transform((v) => (v ? v : undefined));
}

/** Trimmed text of at most `max` characters ("{label} must be {max} characters or less"). */
function trimmedText(label: string, max: number) {
  return z.string().trim().max(max, `${label} must be ${max} characters or less`);
}

/**
 * An optional free-text field of a nullable column: trimmed, empty (or absent, or null) becomes
 * null, at most `max` characters ("{label} must be {max} characters or less").
 */
export function nullableText(label: string, max: number) {
  return trimmedText(label, max)
    .nullish()
    .transform((v) => v || null);
}

/**
 * An optional value of a nullable column that must pass `check` when given: trimmed, empty (or
 * absent, or null) becomes null, anything else is refused with `message` unless `check` accepts
 * it (an image URL, a slot id).
 * @param check - whether a given (trimmed, non-empty) value is acceptable
 * @param message - the field's error when it is not
 */
export function nullableChecked(check: (v: string) => boolean, message: string) {
  return z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || check(v), message);
}

/**
 * The check of a required, patterned one-line value (a slug, a category name) as a `superRefine`
 * callback, one message at a time: "{label} is required", "{label} must be {max} characters or
 * less", then `hint` when `pattern` does not match.
 */
export function requiredPattern(label: string, max: number, pattern: RegExp, hint: string) {
  return (v: string, ctx: z.RefinementCtx) => {
    const message =
      v.length === 0
        ? `${label} is required`
        : v.length > max
          ? `${label} must be ${max} characters or less`
          : !pattern.test(v)
            ? hint
            : null;
    if (message) ctx.addIssue({ code: 'custom', message });
  };
}

/** A required free-text field: trimmed, "{label} is required", at most `max` characters. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be ${max} characters or less`);
}

/** An optional phone number: digits, spaces and + ( ) - . / x only, 5 to 30 characters. */
export function optionalPhone() {
  return z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine(
      (v) => v === undefined || /^[+()\d\s.\-/x]{5,30}$/i.test(v),
      'Please enter a valid phone number',
    );
}

/**
 * An update of a record: `{ id, [key]: form, version? }`, the form validated with the create
 * schema. The form's issues keep their own field paths (e.g. "slug", not "post.slug"), so the form
 * can show them next to its fields. `version` is the record's version the form was loaded with
 * (a save based on an older one is refused as an edit conflict); `restored_from`, the revision
 * History loaded into the form, when the form holds one (the save is listed as its restore).
 * @param key - the property holding the form, e.g. "post"
 * @param schema - the create form's schema
 */
export function recordUpdate<K extends string, S extends z.ZodType>(key: K, schema: S) {
  return z
    .object({
      id: recordId(),
      [key]: z.unknown(),
      version: editVersionField(),
      restored_from: recordId().optional(),
    } as {
      id: z.ZodNumber;
      version: z.ZodOptional<z.ZodNumber>;
      restored_from: z.ZodOptional<z.ZodNumber>;
    } & Record<K, z.ZodUnknown>)
    .transform((raw, ctx) => {
      const v = raw as Record<string, unknown> & {
        id: number;
        version?: number;
        restored_from?: number;
      };
      const parsed = schema.safeParse(v[key]);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
        return z.NEVER;
      }
      return {
        id: v.id,
        version: v.version,
        restored_from: v.restored_from,
        [key]: parsed.data,
      } as { id: number; version?: number; restored_from?: number } & Record<K, z.output<S>>;
    });
}
