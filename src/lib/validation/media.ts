import { slotCatalogue } from '../media/slots';
import { recordId, recordUpdate } from './fields';
import { isSafeImageSource, isSafeLinkTarget } from './urls';
import { z } from './zod';

const SLOT_IDS = new Set(slotCatalogue.map((s) => s.id));

/** Messages of back-office.md §5 and §8 for the Page Slots sub-tab. */
export const SLOT_MESSAGES = {
  uploadMissing: 'Please provide file, slot ID, and alt text',
  altRequired: 'Alt text is required',
  selectSlot: 'Please select a slot',
  selectFile: 'Please select a file',
  fixErrors: 'Please fix validation errors before uploading',
  noFile: 'No file selected',
} as const;

const slotId = z
  .string({ error: SLOT_MESSAGES.selectSlot })
  .trim()
  .min(1, SLOT_MESSAGES.selectSlot)
  .refine((v) => SLOT_IDS.has(v), 'Unknown slot');

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be ${max} characters or less`)
    .nullish()
    .transform((v) => v || null);

const altText = z
  .string({ error: SLOT_MESSAGES.altRequired })
  .trim()
  .min(1, SLOT_MESSAGES.altRequired)
  .max(300, 'Alt text must be 300 characters or less');

/** The stored file an upload returned (POST /api/admin/uploads), as the client passes it back. */
export const storedFileSchema = z.object({
  file_url: z
    .string()
    .trim()
    .min(1, SLOT_MESSAGES.selectFile)
    .refine(isSafeImageSource, 'Upload the file first'),
  file_type: z.string().trim().max(100),
  /** Bytes stored. */
  size: z.number().int().min(0),
  original_filename: z.string().trim().max(255),
  width: z.number().int().positive().nullish(),
  height: z.number().int().positive().nullish(),
});

/** Slot upload (back-office.md §5 "Slot upload": file, slot ID and alt text required). */
export const slotUploadSchema = storedFileSchema.extend({
  slot_id: slotId,
  alt_text: altText,
  name: optionalText('Name', 200),
  seo_title: optionalText('SEO title', 200),
});

/** Assign an unassigned item to a slot (back-office.md §4, §5 "Slot assign"). */
export const slotAssignSchema = z.object({ id: recordId(), slot_id: slotId });

/** Replace the file of a slot's item, keeping the slot (back-office.md §4). */
export const slotReplaceSchema = storedFileSchema.extend({ id: recordId() });

/** Slot media edit (back-office.md §5 "Slot edit": alt text required; §7 the edited fields). */
export const slotEditSchema = z.object({
  id: recordId(),
  name: z.string().trim().min(1, 'Name is required').max(200),
  alt_text: altText,
  redirect_url: optionalText('Link', 2000).refine(
    (v) => v === null || isSafeLinkTarget(v),
    'Enter a full https:// address or a path on this site',
  ),
  seo_title: optionalText('SEO title', 200),
  seo_description: optionalText('SEO description', 500),
  is_clickable: z.boolean().default(false),
});

export const mediaIdSchema = z.object({ id: recordId() });
export const mediaActiveSchema = z.object({
  id: recordId(),
  is_active: z.boolean(),
});

export type StoredFile = z.output<typeof storedFileSchema>;

/** Media form flow types (back-office.md §4): Store for Later, or Upload & Place. */
export const MEDIA_FLOWS = ['store', 'use_now'] as const;

/**
 * The media library form (back-office.md §2 "The media form", §5 "Media form": Save needs name,
 * alt text and a file or URL). `file` is what the upload returned; without it `file_url` must
 * be set. `placement` (a PLACEMENT_TARGETS key) is required for the use_now flow.
 */
export const libraryMediaSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(200),
    description: optionalText('Description', 1000),
    category_id: recordId().nullish(),
    alt_text: altText,
    seo_title: optionalText('SEO title', 200),
    seo_description: optionalText('SEO description', 500),
    redirect_url: optionalText('Link', 2000).refine(
      (v) => v === null || isSafeLinkTarget(v),
      'Enter a full https:// address or a path on this site',
    ),
    is_clickable: z.boolean().default(false),
    mobile_optimized: z.boolean().default(true),
    file: storedFileSchema.nullish(),
    file_url: z
      .string()
      .trim()
      .nullish()
      .transform((v) => v || null)
      .refine((v) => v === null || isSafeImageSource(v), 'Use an https:// URL or upload a file'),
    flow: z.enum(MEDIA_FLOWS).default('store'),
    placement: z
      .string()
      .trim()
      .nullish()
      .transform((v) => v || null),
  })
  .superRefine((v, ctx) => {
    if (!v.file && !v.file_url)
      ctx.addIssue({
        code: 'custom',
        path: ['file_url'],
        message: 'Upload a file or enter its URL',
      });
    if (v.flow === 'use_now' && !v.placement)
      ctx.addIssue({ code: 'custom', path: ['placement'], message: 'Choose where to place it' });
  });

/** An edit of a library item: its id and the same form. */
export const libraryMediaUpdateSchema = recordUpdate('media', libraryMediaSchema);

export type LibraryMediaInput = z.input<typeof libraryMediaSchema>;
export type LibraryMediaData = z.output<typeof libraryMediaSchema>;
