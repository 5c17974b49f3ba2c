/**
 * The field types a page section is made of: the design stays in code, the words are content that
 * the marketing team edits. Each field states what the layout holds (a stat value fits a tile, a
 * card title one line), so the editor and the server refuse what would break the design, with a
 * message per field. One schema per section serves the editor's form and the server's check.
 */
import { z } from 'zod';

/**
 * What the editor needs to know of a field beyond its schema: its kind, the length the layout
 * holds or the counts a list takes, and a label when the field's name does not say it well.
 * Attached to each field schema with zod's `.meta()`, read back with {@link fieldMeta}.
 */
export type FieldMeta =
  | { field: 'line' | 'paragraph'; max: number; label?: string }
  | { field: 'list'; min: number; max: number; label?: string }
  | { field: 'icon'; label?: string };

/** The editor's metadata of a field schema, or undefined for a plain object. */
export function fieldMeta(schema: z.ZodType): FieldMeta | undefined {
  const meta = schema.meta() as FieldMeta | undefined;
  return meta && 'field' in meta ? meta : undefined;
}

/** The same field with the label the editor shows for it. */
export function labelled<T extends z.ZodType>(schema: T, label: string): T {
  return schema.meta({ ...fieldMeta(schema), label } as FieldMeta) as T;
}

/**
 * A one-line text (a headline, a card title, a stat value) of at most `max` characters, the most
 * its place in the layout holds; surrounding spaces are dropped, and it may not be empty.
 */
export function line(max: number) {
  return z
    .string()
    .trim()
    .min(1, 'Required')
    .max(max, `At most ${max} characters: the layout holds no more`)
    .refine((v) => !/[\r\n]/.test(v), 'One line only')
    .meta({ field: 'line', max } satisfies FieldMeta);
}

/** A paragraph of plain text (an intro, a card's text) of at most `max` characters. */
export function paragraph(max: number) {
  return z
    .string()
    .trim()
    .min(1, 'Required')
    .max(max, `At most ${max} characters: the layout holds no more`)
    .meta({ field: 'paragraph', max } satisfies FieldMeta);
}

/**
 * A list whose items the team may add, remove and reorder, between `min` and `max` items (the
 * counts the design supports: a grid of six cards, a hero of four stat tiles).
 */
export function list<T extends z.ZodType>(item: T, min: number, max: number) {
  const counts = min === max ? `exactly ${min}` : `${min} to ${max}`;
  return z
    .array(item)
    .min(min, `This list takes ${counts} items`)
    .max(max, `This list takes ${counts} items`)
    .meta({ field: 'list', min, max } satisfies FieldMeta);
}

/**
 * The icons a card may show, by their lucide-react names. The public site maps each to its
 * component (components/site/icons.ts); a name outside this list is refused.
 */
export const ICON_NAMES = [
  'CalendarX2',
  'ClipboardList',
  'CreditCard',
  'FileSignature',
  'Gauge',
  'Rocket',
  'Settings2',
  'Upload',
  'Wrench',
] as const;

/** One of {@link ICON_NAMES}. */
export const iconName = z
  .enum(ICON_NAMES, 'Choose one of the icons offered')
  .meta({ field: 'icon' } satisfies FieldMeta);

/** A headline figure and what it counts, as a hero's stat tile shows them. */
export const statTile = z.object({ value: line(10), label: line(40) });

/** A section's eyebrow (the small line above), its heading and its intro paragraph. */
export const sectionHeading = z.object({
  eyebrow: line(40),
  title: line(90),
  intro: paragraph(280),
});

/** A card of an icon grid or a step list. */
export const iconCard = z.object({ icon: iconName, title: line(48), text: paragraph(180) });
