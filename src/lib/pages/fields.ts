/**
 * The field types a page section is made of: the design stays in code, the words are content that
 * the marketing team edits. Each field states what the layout holds (a stat value fits a tile, a
 * card title one line), so the editor and the server refuse what would break the design, with a
 * message per field. One schema per section serves the editor's form and the server's check.
 */
import { z } from 'zod';
import { sanitizeRichHtml } from '../sanitize';
import { isSafeImageSource, isSafeLinkTarget } from '../validation/urls';

/**
 * What the editor needs to know of a field beyond its schema: its kind, the length the layout
 * holds or the counts a list takes, and a label when the field's name does not say it well.
 * Attached to each field schema with zod's `.meta()`, read back with {@link fieldMeta}.
 */
export type FieldMeta =
  | {
      field: 'line' | 'paragraph' | 'rich' | 'email' | 'link' | 'image';
      max: number;
      label?: string;
    }
  | { field: 'list'; min: number; max: number; label?: string }
  | { field: 'icon' | 'choice' | 'testimonial'; label?: string }
  | { field: 'rating' | 'count' | 'toggle' | 'date' | 'datetime'; label?: string };

/**
 * An image of the media library an image field (or the rich text editor's image dialog) may
 * choose: its name, address and alt text.
 */
export type LibraryImage = { name: string; url: string; alt: string };

/**
 * What the editor's fields may choose from beyond their schema: the media library's images, and
 * the Testimonials page's published cards by {@link testimonialLabel}.
 */
export type EditorChoices = {
  libraryImages: readonly LibraryImage[];
  testimonials: readonly string[];
};

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
 * Rich text (an FAQ answer, a bio) of at most `max` characters of HTML, edited with the back
 * office's rich text editor and sanitised on write (here, so every draft and publication is) and
 * again on render (components/site/rich-text.tsx).
 */
export function richText(max: number) {
  return z
    .string()
    .trim()
    .min(1, 'Required')
    .max(max, `At most ${max} characters: the layout holds no more`)
    .transform((html) => sanitizeRichHtml(html))
    .refine((html) => html.replace(/<[^>]*>/g, '').trim() !== '', 'Required')
    .meta({ field: 'rich', max } satisfies FieldMeta);
}

/** One of a fixed set of values (a comparison cell's Yes, Limited or No), offered as a choice. */
export function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, 'Choose one of the values offered').meta({
    field: 'choice',
  } satisfies FieldMeta);
}

/** A yes/no switch (search engines may not index the page). */
export const toggle = z.boolean('Choose yes or no').meta({ field: 'toggle' } satisfies FieldMeta);

/** A star rating out of 5, in tenths (4.8). */
export const rating = z
  .number('Enter a rating from 1 to 5')
  .min(1, 'Enter a rating from 1 to 5')
  .max(5, 'Enter a rating from 1 to 5')
  .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, 'Use at most one decimal')
  .meta({ field: 'rating' } satisfies FieldMeta);

/** A whole number of things (the reviews a rating counts), from 0 to a million. */
export const count = z
  .number('Enter a whole number')
  .int('Enter a whole number')
  .min(0, 'Enter a whole number from 0')
  .max(1_000_000, 'At most 1,000,000')
  .meta({ field: 'count' } satisfies FieldMeta);

/** A calendar date as YYYY-MM-DD (a policy's last-updated date), shown as "June 9, 2025". */
export const dateField = z
  .string('Choose a date')
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Choose a date')
  .meta({ field: 'date' } satisfies FieldMeta);

/**
 * An optional moment (a landing page's expiry), stored as an ISO 8601 UTC timestamp and edited in
 * the person's time zone; empty for none, and absent in content stored before it existed.
 */
export const optionalDateTime = z
  .string()
  .trim()
  .refine(
    (v) => v === '' || (/^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v))),
    'Choose a date and time',
  )
  .default('')
  .meta({ field: 'datetime' } satisfies FieldMeta);

/** An e-mail address the site shows and links to with mailto:. */
export const emailAddress = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(254, 'At most 254 characters')
  .regex(
    /^[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[a-z]{2,}$/i,
    'Enter an e-mail address such as hello@example.com',
  )
  .meta({ field: 'email', max: 254 } satisfies FieldMeta);

/** A phone number as visitors read it: digits, spaces, +, parentheses, dots and dashes. */
export const phoneNumber = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(30, 'At most 30 characters: the layout holds no more')
  .regex(/^\+?[\d\s().-]*\d[\d\s().-]*$/, 'Digits, spaces, +, parentheses, dots and dashes only')
  .meta({ field: 'line', max: 30 } satisfies FieldMeta);

/**
 * Where a link goes: a web address (http or https) or a path on this site ("/contact"). Anything
 * else (javascript:, data:, "//host") is refused, as for a banner's destination.
 */
export const link = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(500, 'At most 500 characters')
  .refine(isSafeLinkTarget, 'A web address (https://…) or a path on this site (/contact)')
  .meta({ field: 'link', max: 500 } satisfies FieldMeta);

/** A required image: a file of the media library or an upload, or an https address. */
export const image = z
  .string()
  .trim()
  .min(1, 'Choose an image')
  .max(500, 'At most 500 characters')
  .refine(isSafeImageSource, 'An image of the media library, an upload, or an https:// address')
  .meta({ field: 'image', max: 500 } satisfies FieldMeta);

/**
 * A testimonial of the Testimonials page, by its {@link testimonialLabel} ("Owner · Heavy
 * equipment rental"); the editor offers the published ones, and a page skips one no longer there.
 */
export const testimonialPick = z
  .string()
  .trim()
  .min(1, 'Choose a testimonial')
  .max(120, 'Choose a testimonial')
  .meta({ field: 'testimonial' } satisfies FieldMeta);

/** How a testimonial card is named when a page picks it: its role and its industry. */
export const testimonialLabel = (card: { role: string; industry: string }) =>
  `${card.role} · ${card.industry}`;

/**
 * An optional image (a page's share image): a file of the media library or an upload (a path of
 * this site), or an https address; empty for none. Absent in content stored before it existed,
 * which reads as none.
 */
export const optionalImage = z
  .string()
  .trim()
  .max(500, 'At most 500 characters')
  .refine(
    (v) => v === '' || isSafeImageSource(v),
    'An image of the media library, an upload, or an https:// address',
  )
  .default('')
  .meta({ field: 'image', max: 500 } satisfies FieldMeta);

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
  'Boxes',
  'CalendarX2',
  'ClipboardCheck',
  'ClipboardList',
  'Cloud',
  'CreditCard',
  'DatabaseBackup',
  'Download',
  'Drill',
  'Eye',
  'FileSignature',
  'Forklift',
  'Gauge',
  'Hammer',
  'Handshake',
  'HeartHandshake',
  'PartyPopper',
  'Receipt',
  'Rocket',
  'Send',
  'Settings2',
  'ShieldCheck',
  'Target',
  'Upload',
  'UsersRound',
  'Warehouse',
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
