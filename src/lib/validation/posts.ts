import { SOCIAL_IMAGE_SOURCES } from '../social-image-sources';
import {
  nullableChecked,
  nullableText,
  queryRecordId,
  recordId,
  recordUpdate,
  requiredPattern,
} from './fields';
import { isCanonicalTarget, isSafeImageSource } from './urls';
import { z } from './zod';

export const POST_STATUSES = ['draft', 'published', 'archived'] as const;
export type PostStatusValue = (typeof POST_STATUSES)[number];

/** Slug format the database enforces: lower-case words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX = 120;
/** Search engines show about this many characters of a meta description. */
export const META_DESCRIPTION_HINT = 160;

/**
 * A URL slug from a title: accents folded (é → e), lower-case, anything else between words
 * becomes one hyphen, no hyphen at either end, at most {@link SLUG_MAX} characters.
 * @example slugify('Fleet Utilization: 5 Tips!') === 'fleet-utilization-5-tips'
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, '');
}

/**
 * Tags as stored from the comma-separated form field (back-office.md §7 "tags split on commas and
 * trimmed"): empty entries dropped, duplicates (ignoring case) dropped, the first spelling kept.
 */
export function splitTags(input: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of input.split(',')) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
  }
  return out;
}

/** Whether a post is scheduled: published with a publication time still in the future. */
export function isScheduled(
  post: { status: string; published_at: Date | string | null },
  now: Date = new Date(),
): boolean {
  return (
    post.status === 'published' &&
    post.published_at !== null &&
    new Date(post.published_at).getTime() > now.getTime()
  );
}

const imageUrl = nullableChecked(isSafeImageSource, 'Use an uploaded image or an https:// URL');

/**
 * The Create New Blog Post / Edit Blog Post form (back-office.md §3, §5: title and slug
 * required), validated with this schema in the form and on the server. `tags` arrives as the
 * comma-separated text and leaves as a list; `published_at` is an ISO 8601 time with its offset
 * (the browser converts the admin's local date and time) or empty; `featured_image_override`,
 * when set, replaces the image URL and is not stored as such. The SEO panel's fields:
 * `seo_title`, `canonical_url` (an https URL or a site path), `noindex`, `focus_keyphrase`.
 */
export const postSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, 'Title is required')
      .max(200, 'Title must be 200 characters or less'),
    slug: z
      .string()
      .trim()
      .superRefine(
        requiredPattern(
          'Slug',
          SLUG_MAX,
          SLUG_PATTERN,
          'Use lower-case letters, numbers and single hyphens, e.g. my-first-post',
        ),
      ),
    excerpt: nullableText('Excerpt', 500),
    content: z.string().max(500_000, 'The article is too long').default(''),
    author_name: nullableText('Author', 100),
    category: nullableText('Category', 60),
    tags: z
      .string()
      .max(1000, 'Tags must be 1000 characters or less')
      .default('')
      .transform(splitTags)
      .refine((t) => t.length <= 20, 'Use at most 20 tags')
      .refine((t) => t.every((x) => x.length <= 40), 'Each tag must be 40 characters or less'),
    meta_description: nullableText('Meta description', 320),
    seo_title: nullableText('SEO headline', 200),
    canonical_url: nullableChecked(
      isCanonicalTarget,
      'Use an https:// URL or a path on this site starting with /',
    ).refine(
      (v) => v === null || v.length <= 2000,
      'Canonical URL must be 2000 characters or less',
    ),
    noindex: z.boolean().default(false),
    social_image: z.enum(SOCIAL_IMAGE_SOURCES).default('generated'),
    focus_keyphrase: nullableText('Focus keyphrase', 100),
    status: z.enum(POST_STATUSES).default('draft'),
    published_at: z
      .string()
      .trim()
      .nullish()
      .transform((v) => v || null)
      .refine(
        (v) => v === null || z.iso.datetime({ offset: true }).safeParse(v).success,
        'Enter a valid date and time',
      ),
    featured_image_url: imageUrl,
    featured_image_override: imageUrl,
  })
  .transform(({ featured_image_override, ...post }) => ({
    ...post,
    featured_image_url: featured_image_override ?? post.featured_image_url,
  }));

export type PostInput = z.input<typeof postSchema>;
export type PostData = z.output<typeof postSchema>;

export const postIdSchema = z.object({ id: recordId() });

/** The longest a shared preview link may work, in days. */
export const PREVIEW_LINK_MAX_DAYS = 30;

/** "Share preview": the post and how many days the link works (1–30, default 7). */
export const previewLinkSchema = z.object({
  post_id: recordId(),
  days: z
    .number()
    .int('Choose whole days')
    .min(1, 'Choose at least 1 day')
    .max(PREVIEW_LINK_MAX_DAYS, `Choose at most ${PREVIEW_LINK_MAX_DAYS} days`),
});

/** The preview links of a post. */
/** A post in a URL: the editor's load and its preview links (GET /api/admin/posts/{id}…). */
export const postPathSchema = z.object({ id: queryRecordId() });
export const postUpdateSchema = recordUpdate('post', postSchema);

/**
 * An autosave of the post editor: what the form holds, even half-typed (an empty
 * title is kept as it is), bounded like the post's own fields.
 */
export const postAutosaveSchema = z.object({
  id: recordId(),
  post: z.object({
    title: z.string().max(200),
    slug: z.string().max(SLUG_MAX),
    excerpt: z.string().max(500).nullish(),
    content: z.string().max(500_000),
    meta_description: z.string().max(320).nullish(),
    status: z.enum(POST_STATUSES),
    published_at: z.iso.datetime({ offset: true }).nullish(),
  }),
});
export type PostAutosaveInput = z.input<typeof postAutosaveSchema>;

/** A revision to restore, and the post version the editor shows. */
export const revisionRestoreSchema = z.object({
  id: recordId(),
  version: z.number().int().positive().optional(),
});
