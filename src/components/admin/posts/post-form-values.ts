import { isoToLocalInput, localInputToIso } from '@/lib/datetime-local';
import { postSchema, type PostInput } from '@/lib/validation/posts';
import type { EditablePost } from '@/server/posts/service';
import { conflictFields } from '../conflict-dialog';

/**
 * The post editor's form values and their mapping to and from the server: the
 * publication time as a local date-time input, tags as one comma-separated string.
 */
export type FormValues = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author_name: string;
  category: string;
  tags: string;
  meta_description: string;
  /** The SEO panel. */
  seo_title: string;
  canonical_url: string;
  noindex: boolean;
  focus_keyphrase: string;
  /** The image it shares. */
  social_image: 'generated' | 'featured';
  status: 'draft' | 'published' | 'archived';
  published_local: string;
  featured_image_url: string;
  featured_image_override: string;
};

export const EMPTY: FormValues = {
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  author_name: '',
  category: '',
  tags: '',
  meta_description: '',
  seo_title: '',
  canonical_url: '',
  noindex: false,
  focus_keyphrase: '',
  social_image: 'generated',
  status: 'draft',
  published_local: '',
  featured_image_url: '',
  featured_image_override: '',
};

/** The fields an edit conflict compares. */
export const CONFLICT_FIELDS = conflictFields<keyof FormValues>(
  {
    title: 'Title',
    slug: 'Slug',
    excerpt: 'Excerpt',
    content: 'Content',
    author_name: 'Author',
    category: 'Category',
    tags: 'Tags',
    meta_description: 'Meta description',
    seo_title: 'SEO headline',
    canonical_url: 'Canonical URL',
    noindex: 'Hide from search engines (noindex)',
    focus_keyphrase: 'Focus keyphrase',
    social_image: 'Social image',
    status: 'Status',
    published_local: 'Publication date and time',
    featured_image_url: 'Featured image',
    featured_image_override: 'Featured image override URL',
  },
  { content: { html: true } },
);

/**
 * When a post the form would publish goes live, if that is later than now: Published with a
 * future publication time schedules it. Null otherwise (a draft, or publishing at once).
 * @param local - the form's datetime-local value
 */
export function scheduledTime(status: FormValues['status'], local: string, now = new Date()) {
  const iso = status === 'published' ? localInputToIso(local) : null;
  return iso && new Date(iso).getTime() > now.getTime() ? new Date(iso) : null;
}

export const STATUS_OPTIONS = [
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
  { value: 'archived', label: 'Archived' },
];

export function fromPost(p: EditablePost): FormValues {
  return {
    title: p.title,
    slug: p.slug,
    excerpt: p.excerpt ?? '',
    content: p.content,
    author_name: p.author_name ?? '',
    category: p.category ?? '',
    tags: p.tags.join(', '),
    meta_description: p.meta_description ?? '',
    seo_title: p.seo_title ?? '',
    canonical_url: p.canonical_url ?? '',
    noindex: p.noindex,
    focus_keyphrase: p.focus_keyphrase ?? '',
    social_image: p.social_image,
    status: p.status,
    published_local: isoToLocalInput(p.published_at),
    featured_image_url: p.featured_image_url ?? '',
    featured_image_override: '',
  };
}

/** Form values → the action's input (the schema the server validates). */
export function toInput(v: FormValues): PostInput {
  const { published_local, ...rest } = v;
  return { ...rest, published_at: published_local ? localInputToIso(published_local) : null };
}

/**
 * The form's resolver: the server's schema applied to what the form will send; the error of
 * `published_at` is shown on the date field.
 */
export async function resolver(values: FormValues) {
  const parsed = postSchema.safeParse(toInput(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'title');
    const field = key === 'published_at' ? 'published_local' : key;
    errors[field] ??= { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
}

/**
 * The newest autosave of a post that is newer than its last save: the server's
 * (the person's autosave revision) or one kept in this browser while offline; null when none is,
 * or when it holds what the post already says.
 * @param local - the autosave kept in this browser, if any
 */
export function newestAutosave(
  post: EditablePost & {
    autosave: {
      createdAt: Date | string;
      title: string;
      slug: string;
      excerpt: string | null;
      content: string;
      meta_description: string | null;
      status: FormValues['status'];
      published_at: Date | string | null;
    } | null;
  },
  saved: FormValues,
  local: { values: FormValues; at: number } | null,
): { values: FormValues; at: number } | null {
  const savedAt = new Date(post.updated_at).getTime();
  const server = post.autosave
    ? {
        at: new Date(post.autosave.createdAt).getTime(),
        values: {
          ...saved,
          title: post.autosave.title,
          slug: post.autosave.slug,
          excerpt: post.autosave.excerpt ?? '',
          content: post.autosave.content,
          meta_description: post.autosave.meta_description ?? '',
          status: post.autosave.status,
          published_local: isoToLocalInput(post.autosave.published_at),
        },
      }
    : null;
  const newest = [server, local]
    .filter((a): a is { values: FormValues; at: number } => a !== null && a.at > savedAt)
    .sort((a, b) => b.at - a.at)[0];
  if (!newest) return null;
  const same = (Object.keys(saved) as (keyof FormValues)[]).every(
    (k) => newest.values[k] === saved[k],
  );
  return same ? null : newest;
}
