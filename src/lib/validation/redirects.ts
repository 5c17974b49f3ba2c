import { recordId } from './fields';
import { z } from './zod';

/**
 * The Redirects section's forms. These check the shape, in the browser and on the
 * server; the server then normalises the from-path and the target and checks them against the
 * path table and the other rules (server/redirects/rules.ts), answering with a field message.
 */

/** Longest from-path or target a form accepts (characters). */
export const REDIRECT_PATH_MAX = 2000;
/** Most lines the server takes in one import call. */
export const REDIRECT_IMPORT_BATCH_ROWS = 250;
/** Largest CSV file the import reads (bytes). */
export const REDIRECT_IMPORT_MAX_BYTES = 8 * 1024 * 1024;

/** The statuses, as the form's select offers them. */
export const REDIRECT_STATUS_OPTIONS = [
  { value: '301', label: '301 Moved Permanently' },
  { value: '302', label: '302 Found (temporary)' },
  { value: '410', label: '410 Gone' },
] as const;

const status = z.coerce
  .number()
  .pipe(z.union([z.literal(301), z.literal(302), z.literal(410)], 'Choose 301, 302 or 410.'));

/** A rule as the form gives it: from-path, target (not for 410), status. */
export const redirectSchema = z
  .object({
    from_path: z
      .string()
      .trim()
      .min(1, 'Enter the path to redirect, e.g. /old-page.')
      .max(REDIRECT_PATH_MAX, 'This path is too long.'),
    target: z.string().trim().max(REDIRECT_PATH_MAX, 'This target is too long.').default(''),
    status,
  })
  .superRefine((v, ctx) => {
    if (v.status === 410) return;
    if (v.target === '')
      ctx.addIssue({
        code: 'custom',
        path: ['target'],
        message: 'Enter where to send visitors: a path or an http(s) URL.',
      });
    else if (!v.target.startsWith('/') && !/^https?:\/\//i.test(v.target))
      ctx.addIssue({
        code: 'custom',
        path: ['target'],
        message: 'Enter a path on this site (/page) or a full http(s) URL.',
      });
  })
  .transform((v) => ({ ...v, target: v.status === 410 ? null : v.target }));

/** Edit a rule. */
export const redirectUpdateSchema = z.object({ id: recordId(), rule: redirectSchema });
/** Delete a rule. */
export const redirectIdSchema = z.object({ id: recordId() });
/** The list's search. */
export const redirectListSchema = z.object({ q: z.string().trim().max(200).default('') });
/**
 * One batch of a CSV import: lines as the file has them (`parseRedirectsCsv`); each is checked
 * on the server like the form, and a bad line is reported, not refused with the batch.
 */
export const redirectImportSchema = z.object({
  rows: z
    .array(
      z.object({
        line: z.number().int().min(2).max(10_000_000),
        // Longer than a rule may be, so that a too-long path is reported on its line.
        from: z.string().max(REDIRECT_PATH_MAX + 100),
        to: z.string().max(REDIRECT_PATH_MAX + 100),
        status: z.string().max(10),
      }),
    )
    .min(1, 'The file has no lines to import.')
    .max(REDIRECT_IMPORT_BATCH_ROWS),
});
/** The export takes nothing. */
export const redirectExportSchema = z.object({});
