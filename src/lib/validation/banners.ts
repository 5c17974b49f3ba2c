import { editVersionField, nullableText, recordId } from './fields';
import { isSafeImageSource, isSafeLinkTarget } from './urls';
import { z } from './zod';

/** Submit errors of back-office.md §5 "Banner submit": a toast title and its description. */
export const BANNER_MESSAGES = {
  imageRequired: { title: 'Image required', description: 'Please upload a banner image' },
  urlRequired: { title: 'URL required', description: 'Please enter a destination URL' },
} as const;

/** Longest banner words: what still reads at 16 px and up on a phone. */
export const BANNER_TEXT_MAX = { headline: 80, subtext: 160, cta_label: 30 } as const;

/** A banner's text fields: its image, destination, alt text and the words over the image. */
export const BANNER_TEXT_FIELDS = [
  'image_url',
  'redirect_url',
  'alt_text',
  'headline',
  'subtext',
  'cta_label',
] as const;

/** A banner's text fields as plain strings (the admin form's values, the seeded banners). */
export type BannerTexts = Record<(typeof BANNER_TEXT_FIELDS)[number], string>;

/** The message for a line under the headline or a button label without a headline. */
export const BANNER_NEEDS_HEADLINE = 'Add a headline: the words over the image show only with one';

/**
 * Banner words as plain text: control characters and runs of white space
 * (line breaks included) become one space, the ends are trimmed, blank is null. No markup is
 * interpreted anywhere: the carousel renders the words as React text, which escapes them.
 */
function bannerText(label: string, max: number) {
  return z
    .string()
    .nullish()
    .transform((v) => (v ?? '').replace(/[\s\p{Cc}]+/gu, ' ').trim())
    .pipe(z.string().max(max, `${label} must be ${max} characters or less`))
    .transform((v) => v || null);
}

/**
 * Order index as the form sends it (back-office.md §5: "parsed as an integer and falls back to
 * 0"): anything that is not a non-negative integer becomes 0.
 */
export function parseOrderIndex(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isInteger(n) && n >= 0 ? Math.min(n, 1_000_000) : 0;
}

/** The fields of the Create Banner / Edit Banner form (see {@link bannerSchema}). */
const bannerFields = z.object({
  image_url: z
    .string()
    .trim()
    .min(1, BANNER_MESSAGES.imageRequired.description)
    .refine(isSafeImageSource, 'Please upload a banner image or use an https image URL'),
  redirect_url: z
    .string()
    .trim()
    .min(1, BANNER_MESSAGES.urlRequired.description)
    .refine(
      isSafeLinkTarget,
      'Enter a full https:// address or a path on this site such as /product',
    ),
  alt_text: nullableText('Alt text', 200),
  /** Missing (undefined) means "after the last banner"; anything sent is parsed as above. */
  order_index: z
    .unknown()
    .optional()
    .transform((v) => (v === undefined ? null : parseOrderIndex(v))),
  is_active: z.boolean().default(true),
  headline: bannerText('Headline', BANNER_TEXT_MAX.headline),
  subtext: bannerText('Text under the headline', BANNER_TEXT_MAX.subtext),
  cta_label: bannerText('Button label', BANNER_TEXT_MAX.cta_label),
});

/** A subtext or a button label without a headline is refused, on that field. */
function needsHeadline(
  banner: { headline: string | null; subtext: string | null; cta_label: string | null },
  ctx: z.RefinementCtx,
) {
  if (banner.headline) return;
  for (const key of ['subtext', 'cta_label'] as const)
    if (banner[key]) ctx.addIssue({ code: 'custom', path: [key], message: BANNER_NEEDS_HEADLINE });
}

/**
 * The Create Banner / Edit Banner form, validated with this schema in the form and on the server.
 * The optional words (headline, subtext, cta_label) are plain text; a subtext or button label
 * needs a headline, because the carousel draws the words only when there is one.
 */
export const bannerSchema = bannerFields.superRefine(needsHeadline);

export type BannerInput = z.input<typeof bannerSchema>;
export type BannerData = z.output<typeof bannerSchema>;

export const bannerIdSchema = z.object({ id: recordId() });

/** The Edit Banner form: the fields, the id and the edit version it was loaded with. */
export const bannerUpdateSchema = bannerFields
  .extend({ ...bannerIdSchema.shape, version: editVersionField() })
  .superRefine(needsHeadline);

export const bannerMoveSchema = z.object({
  id: recordId(),
  direction: z.enum(['up', 'down']),
});

/**
 * A new carousel order from drag and drop: every banner's id once, first to
 * last. The server checks they are exactly the banners there are.
 */
export const bannerReorderSchema = z.object({
  ids: z
    .array(recordId())
    .min(1, 'No banners to order')
    .max(100, 'Too many banners')
    .refine((ids) => new Set(ids).size === ids.length, 'Each banner must appear once'),
});
