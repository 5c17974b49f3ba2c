import { conflictFields, type ConflictField } from '../conflict-dialog';
import { textDefaults } from '../form-defaults';
import type { LibraryCard, MediaCategoryOption } from './library-manager';

/** The values of the media form. */
export type MediaEditorValues = {
  name: string;
  description: string;
  category_id: string;
  alt_text: string;
  seo_title: string;
  seo_description: string;
  redirect_url: string;
  file_url: string;
  is_clickable: boolean;
  mobile_optimized: boolean;
};

/** The fields of {@link MediaEditorValues} that are typed in (or chosen from a list). */
export type MediaEditorTextKey = {
  [K in keyof MediaEditorValues]: MediaEditorValues[K] extends string ? K : never;
}[keyof MediaEditorValues];

/** An item's fields the form edits, as a library card or the server (after a conflict) has them. */
type EditedFields = Pick<
  LibraryCard,
  | 'name'
  | 'description'
  | 'category_id'
  | 'alt_text'
  | 'seo_title'
  | 'seo_description'
  | 'redirect_url'
  | 'file_url'
  | 'is_clickable'
  | 'mobile_optimized'
>;

/**
 * A typed-in field of the media form: the value it edits, its input's id, label and hint, and the
 * rows of a multi-line one.
 */
export type MediaTextField = {
  key: MediaEditorTextKey;
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  rows?: number;
};

/**
 * The typed-in fields of the media form, by where they stand: on Basic Info above the category
 * and the file (`naming`) and under them (`source`), and on SEO & Settings (`seo`).
 */
export const MEDIA_TEXT_FIELDS = {
  naming: [
    {
      key: 'name',
      id: 'media-name',
      label: 'Name',
      required: true,
      hint: 'Lowercase with hyphens and descriptive keywords, e.g. rental-counter-team.',
    },
    { key: 'description', id: 'media-description', label: 'Description', rows: 2 },
  ],
  source: [
    {
      key: 'file_url',
      id: 'media-url',
      label: 'Or file URL',
      hint: 'An https:// address, used when no file is chosen.',
    },
    {
      key: 'alt_text',
      id: 'media-alt',
      label: 'Alt text',
      required: true,
      hint: 'Alt text is required for SEO.',
    },
  ],
  seo: [
    { key: 'seo_title', id: 'media-seo-title', label: 'SEO title' },
    { key: 'seo_description', id: 'media-seo-description', label: 'SEO description', rows: 2 },
    {
      key: 'redirect_url',
      id: 'media-link',
      label: 'Link',
      hint: 'Optional: where a click on the media goes.',
    },
  ],
} satisfies Record<string, MediaTextField[]>;

/**
 * The form values of an item (new media: empty, no category, not clickable, optimized for
 * mobile).
 */
export function mediaEditorValues(item: EditedFields | null): MediaEditorValues {
  return {
    ...textDefaults(item, [
      'name',
      'description',
      'alt_text',
      'seo_title',
      'seo_description',
      'redirect_url',
      'file_url',
    ]),
    category_id: item?.category_id ? String(item.category_id) : '',
    is_clickable: item?.is_clickable ?? false,
    mobile_optimized: item?.mobile_optimized ?? true,
  };
}

/**
 * The fields an edit conflict of the media form compares, the category shown by
 * its name.
 */
export function mediaConflictFields(
  categories: MediaCategoryOption[],
): ConflictField<keyof MediaEditorValues>[] {
  const categoryName = (id: string) =>
    categories.find((c) => String(c.id) === id)?.name ?? (id ? `Category ${id}` : '');
  return conflictFields<keyof MediaEditorValues>(
    {
      name: 'Name',
      description: 'Description',
      category_id: 'Category',
      file_url: 'File URL',
      alt_text: 'Alt text',
      seo_title: 'SEO title',
      seo_description: 'SEO description',
      redirect_url: 'Link',
      is_clickable: 'Clickable',
      mobile_optimized: 'Optimized for mobile',
    },
    { category_id: { show: categoryName } },
  );
}

/** Pixel size of an image file, read in the browser (null for videos and unreadable files). */
export async function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  if (!file.type.startsWith('image/')) return null;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}
