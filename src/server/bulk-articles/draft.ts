import 'server-only';
import { slugify } from '@/lib/validation/posts';

/**
 * What both article generators of the Bulk Creator share (back-office.md §7
 * "bulk-article-generator"): the request and draft types, the generator interface, its
 * error, the draft limits and the text helpers. `./generator` re-exports all of it.
 */

export { escapeHtml } from '@/lib/escape';

/** What a generator is asked for: one row of the CSV (back-office.md §3 "Bulk article row"). */
export type ArticleRequest = { title: string; keyword: string };

/**
 * A generated draft: the blog post fields of back-office.md §3 the generator fills. The post is
 * always saved as a draft by the bulk service; nothing here publishes it.
 */
export type GeneratedDraft = {
  /** The requested title, whitespace collapsed. */
  title: string;
  /** `slugify(title)`. */
  slug: string;
  /** One or two sentences, at most {@link DRAFT_EXCERPT_MAX} characters. */
  excerpt: string;
  /** At most {@link DRAFT_META_MAX} characters. */
  meta_description: string;
  /** The keyword first, then a few more; no commas, each at most 40 characters, at most 8. */
  tags: string[];
  /** One of {@link DRAFT_CATEGORIES}. */
  category: string;
  /** The article body as sanitised HTML (h2/h3 sections, lists, links). */
  content: string;
};

/**
 * Turns one title and keyword into a draft.
 *
 * `generate` rejects with an Error whose message is meant for the admin (shown in the Generation
 * Results list as that article's error); {@link ArticleGenerationError} for the expected cases.
 */
export interface ArticleGenerator {
  /** Short name for logs and the audit entry ("template" or "openai"). */
  readonly name: string;
  /**
   * @param article - the title and target keyword (trimmed, non-empty)
   * @param signal - aborts the work (e.g. when the admin's request is gone)
   * @returns the draft
   * @throws ArticleGenerationError when this article cannot be generated
   */
  generate(article: ArticleRequest, signal?: AbortSignal): Promise<GeneratedDraft>;
}

/** A per-article failure with a message for the admin; never a crash of the batch. */
export class ArticleGenerationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ArticleGenerationError';
  }
}

/** Longest excerpt a generated draft gets. */
export const DRAFT_EXCERPT_MAX = 300;
/** Longest meta description a generated draft gets (what search engines show, §3). */
export const DRAFT_META_MAX = 160;
/** The blog's categories, as used by the demo posts; a draft gets one of these. */
export const DRAFT_CATEGORIES = ['Guides', 'Best Practices', 'Industry Reports', 'Tools'] as const;

const TAG_MAX = 40;
const TAGS_MAX = 8;

// ---------------------------------------------------------------------------------------------
// Shared helpers of the two generators (back-office.md §3 "Blog post" fields)

/**
 * Whitespace runs collapsed, trimmed.
 * @param text - any text
 * @returns the squashed text (never throws)
 */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * `text` cut to at most `max` characters at a word boundary, with an ellipsis when cut (the
 * excerpt and meta description limits of back-office.md §3).
 * @param text - any text; whitespace is squashed first
 * @param max - the limit in characters, e.g. {@link DRAFT_META_MAX}
 * @returns the text, shortened with "…" when longer than `max` (never throws)
 */
export function clip(text: string, max: number): string {
  const t = squash(text);
  if (t.length <= max) return t;
  let cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  if (space > max * 0.6) cut = cut.slice(0, space);
  return `${cut.replace(/[\s,;:.\-–—]+$/, '')}…`;
}

/** A tag cut to {@link TAG_MAX} characters at a word boundary, without an ellipsis. */
function clipTag(tag: string): string {
  const t = squash(tag.replace(/,/g, ' '));
  if (t.length <= TAG_MAX) return t;
  const cut = t.slice(0, TAG_MAX);
  const space = cut.lastIndexOf(' ');
  return (space > TAG_MAX / 2 ? cut.slice(0, space) : cut).trim();
}

/**
 * The tags of a draft (back-office.md §3 "tags"): the keyword first, then `others`; commas
 * removed, each clipped to 40 characters at a word boundary, de-duplicated ignoring case, blank
 * ones dropped, at most 8.
 * @param keyword - the target keyword
 * @param others - further tags in order of preference
 * @returns the tags (never throws)
 */
export function normaliseTags(keyword: string, others: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of [keyword, ...others]) {
    const tag = clipTag(raw);
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
    if (out.length === TAGS_MAX) break;
  }
  return out;
}

/** Per-article error for a title whose slug is empty (no letter or digit in it). */
export const UNSLUGGABLE_TITLE =
  'The title needs at least one letter or digit to build the article URL';

/**
 * The title as stored and its slug (back-office.md §3 "Blog post": slug from the title).
 * @param article - the requested title (and keyword, unused here)
 * @returns the title with whitespace squashed and `slugify(title)`
 * @throws ArticleGenerationError {@link UNSLUGGABLE_TITLE} when the slug is empty
 */
export function titleAndSlug(article: ArticleRequest): { title: string; slug: string } {
  const title = squash(article.title);
  const slug = slugify(title);
  if (!slug) throw new ArticleGenerationError(UNSLUGGABLE_TITLE);
  return { title, slug };
}

/**
 * Whether `text` contains one of `words` as a whole word, plural and -d forms included (how the
 * generators infer a category and a segment).
 * @param text - the title and keyword
 * @param words - lower-case words or phrases, matched ignoring case (regular-expression syntax
 *   is not escaped: pass plain words)
 * @returns true when one of them occurs (never throws)
 */
export function hasWord(text: string, words: readonly string[]): boolean {
  return words.some((w) => new RegExp(`\\b${w}(?:s|es|d)?\\b`, 'i').test(text));
}

/**
 * The category a title and keyword suggest (back-office.md §3 "category"): Industry
 * Reports, Tools or Best Practices when the text has one of their words, else Guides.
 * @param text - the title and keyword
 * @returns one of {@link DRAFT_CATEGORIES} (never throws)
 */
export function suggestCategory(text: string): (typeof DRAFT_CATEGORIES)[number] {
  if (hasWord(text, ['trend', 'outlook', 'report', 'forecast', 'future', 'state of', 'survey']))
    return 'Industry Reports';
  if (hasWord(text, ['software', 'app', 'tool', 'template', 'checklist', 'calculator', 'system']))
    return 'Tools';
  if (hasWord(text, ['tip', 'best practice', 'mistake', 'ways', 'improve', 'reduce', 'increase']))
    return 'Best Practices';
  return 'Guides';
}
