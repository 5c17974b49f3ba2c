import { slotCatalogue } from '../media/slots';
import { editVersionField, nullableChecked, nullableText, recordId, recordUpdate } from './fields';
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

/** Names a list the way a sentence does: "a, b and c". */
function listInWords(parts: readonly string[]): string {
  return parts.length <= 1
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** The fields of the slot upload form, in words a marketer knows. */
export const SLOT_UPLOAD_FIELD_NAMES = {
  file: 'the file to upload',
  slot: 'the slot (where on the site it goes)',
  alt: 'the alt text (a short description of the picture)',
} as const;

/**
 * What the slot upload form still lacks (back-office.md §5 "Slot upload": file, slot and alt
 * text are required): the toast keeps the spec's title and names only what is missing.
 * @param form - the chosen file (any value; absent = null/undefined), slot id and alt text
 * @returns the missing fields' keys, and the toast description (null when nothing is missing)
 */
export function missingSlotUploadFields(form: { file: unknown; slotId: string; altText: string }): {
  missing: (keyof typeof SLOT_UPLOAD_FIELD_NAMES)[];
  description: string | null;
} {
  const missing: (keyof typeof SLOT_UPLOAD_FIELD_NAMES)[] = [];
  if (!form.file) missing.push('file');
  if (!form.slotId.trim()) missing.push('slot');
  if (!form.altText.trim()) missing.push('alt');
  if (missing.length === 0) return { missing, description: null };
  const words = listInWords(missing.map((k) => SLOT_UPLOAD_FIELD_NAMES[k]));
  return { missing, description: `Still missing: ${words}.` };
}

/**
 * What the media form lacks before Save is enabled (back-office.md §5 "Media form": name, alt
 * text and a file or its URL), in words.
 * @returns e.g. "Add a name and alt text to save." or null when Save can be enabled
 */
export function missingMediaFormText(form: {
  name: string;
  altText: string;
  hasFile: boolean;
}): string | null {
  const missing: string[] = [];
  if (!form.name.trim()) missing.push('a name');
  if (!form.altText.trim()) missing.push('alt text');
  if (!form.hasFile) missing.push('a file (or its URL)');
  return missing.length ? `Add ${listInWords(missing)} to save.` : null;
}

const slotId = z
  .string({ error: SLOT_MESSAGES.selectSlot })
  .trim()
  .min(1, SLOT_MESSAGES.selectSlot)
  .refine((v) => SLOT_IDS.has(v), 'Unknown slot');

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
  name: nullableText('Name', 200),
  seo_title: nullableText('SEO title', 200),
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
  redirect_url: nullableText('Link', 2000).refine(
    (v) => v === null || isSafeLinkTarget(v),
    'Enter a full https:// address or a path on this site',
  ),
  seo_title: nullableText('SEO title', 200),
  seo_description: nullableText('SEO description', 500),
  is_clickable: z.boolean().default(false),
  /** The edit version the dialog was loaded with. */
  version: editVersionField(),
});

/**
 * Undo of a placement: the item the change placed, its slot, and the item it took the
 * place of (null: the slot showed its default).
 */
export const slotUndoSchema = z.object({
  id: recordId(),
  slot_id: slotId,
  previous_id: recordId().nullable(),
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
 * be set. `placement` (one of the 28 slot ids) is required for the use_now flow.
 */
export const libraryMediaSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(200),
    description: nullableText('Description', 1000),
    category_id: recordId().nullish(),
    alt_text: altText,
    seo_title: nullableText('SEO title', 200),
    seo_description: nullableText('SEO description', 500),
    redirect_url: nullableText('Link', 2000).refine(
      (v) => v === null || isSafeLinkTarget(v),
      'Enter a full https:// address or a path on this site',
    ),
    is_clickable: z.boolean().default(false),
    mobile_optimized: z.boolean().default(true),
    file: storedFileSchema.nullish(),
    file_url: nullableChecked(isSafeImageSource, 'Use an https:// URL or upload a file'),
    flow: z.enum(MEDIA_FLOWS).default('store'),
    placement: z
      .string()
      .trim()
      .max(100)
      .nullish()
      .transform((v) => v || null)
      .refine((v) => v === null || SLOT_IDS.has(v), 'Choose one of the page slots'),
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
