import { recordId } from './fields';
import { isSafeImageSource, isSafeLinkTarget } from './urls';
import { z } from './zod';

/** Submit errors of back-office.md §5 "Banner submit": a toast title and its description. */
export const BANNER_MESSAGES = {
  imageRequired: { title: 'Image required', description: 'Please upload a banner image' },
  urlRequired: { title: 'URL required', description: 'Please enter a destination URL' },
} as const;

/**
 * Order index as the form sends it (back-office.md §5: "parsed as an integer and falls back to
 * 0"): anything that is not a non-negative integer becomes 0.
 */
export function parseOrderIndex(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isInteger(n) && n >= 0 ? Math.min(n, 1_000_000) : 0;
}

/** The Create Banner / Edit Banner form, validated with this schema in the form and on the server. */
export const bannerSchema = z.object({
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
  alt_text: z
    .string()
    .trim()
    .max(200, 'Alt text must be 200 characters or less')
    .nullish()
    .transform((v) => v || null),
  /** Missing (undefined) means "after the last banner"; anything sent is parsed as above. */
  order_index: z
    .unknown()
    .optional()
    .transform((v) => (v === undefined ? null : parseOrderIndex(v))),
  is_active: z.boolean().default(true),
});

export type BannerInput = z.input<typeof bannerSchema>;
export type BannerData = z.output<typeof bannerSchema>;

export const bannerIdSchema = z.object({ id: recordId() });

export const bannerUpdateSchema = bannerSchema.extend(bannerIdSchema.shape);

export const bannerMoveSchema = z.object({
  id: recordId(),
  direction: z.enum(['up', 'down']),
});

/**
 * A new carousel order from drag and drop (issue #20 item 12): every banner's id once, first to
 * last. The server checks they are exactly the banners there are.
 */
export const bannerReorderSchema = z.object({
  ids: z
    .array(recordId())
    .min(1, 'No banners to order')
    .max(100, 'Too many banners')
    .refine((ids) => new Set(ids).size === ids.length, 'Each banner must appear once'),
});
