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
 * The fields an edit conflict of the media form compares (issue #22 §4), the category shown by
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
