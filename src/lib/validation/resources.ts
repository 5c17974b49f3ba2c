import { resourceCategories } from '../resource-categories';
import { editVersionField, nullableText, recordId } from './fields';
import { isSafeLinkTarget } from './urls';
import { z } from './zod';

/** Default version of a new resource (back-office.md §9). */
export const DEFAULT_RESOURCE_VERSION = '1.0';

/**
 * The Create New Resource / Edit Resource form (back-office.md §2, §5: Save needs name, file URL
 * and category), validated with this schema in the form and on the server.
 */
export const resourceSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(200, 'Name must be 200 characters or less'),
  description: nullableText('Description', 2000),
  category: z.enum(resourceCategories, { error: 'Choose a category' }),
  file_url: z
    .string()
    .trim()
    .min(1, 'Upload a file or enter its URL')
    .refine(isSafeLinkTarget, 'Enter a full https:// address or a path on this site'),
  file_size: nullableText('File size', 40),
  /** The uploaded file's name (set by the upload, never typed): what the download arrives as. */
  file_name: z
    .string()
    .trim()
    .max(255, 'File name must be 255 characters or less')
    .regex(
      /^[^\u0000-\u001f\u007f/\\]*$/,
      'File name may not contain slashes or control characters',
    )
    .nullish()
    .transform((v) => v || null),
  document_version: z
    .string()
    .trim()
    .max(20, 'Version must be 20 characters or less')
    .optional()
    .transform((v) => v || DEFAULT_RESOURCE_VERSION),
  is_active: z.boolean().default(true),
});

export type ResourceInput = z.input<typeof resourceSchema>;
export type ResourceData = z.output<typeof resourceSchema>;

export const resourceIdSchema = z.object({ id: recordId() });
/** The Edit Resource form: {@link resourceSchema}, the id and the edit version it was loaded with. */
export const resourceUpdateSchema = resourceSchema.extend({
  ...resourceIdSchema.shape,
  version: editVersionField(),
});

/** Whether the Save button may be enabled (back-office.md §5 "Resource"). */
export function canSaveResource(v: { name?: string; file_url?: string; category?: string }) {
  return Boolean(v.name?.trim() && v.file_url?.trim() && v.category);
}

/** A resource date as the admin list shows it: en-US with a short month, e.g. "Mar 5, 2026". */
export function formatResourceDate(date: Date | string): string {
  return new Date(date).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
