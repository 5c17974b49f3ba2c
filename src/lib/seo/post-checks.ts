import { slugify } from '@/lib/validation/posts';
import { descriptionWidth, SERP_LIMITS, titleWidth } from './serp-width';

/** What the SEO checks of the post editor read. */
export type SeoCheckInput = {
  /** The search title as the page will carry it (see postSeoTitle). */
  seoTitle: string;
  slug: string;
  /** The meta description as typed (empty when none). */
  metaDescription: string;
  /** The post's content, HTML. */
  content: string;
  focusKeyphrase: string;
  featuredImage: string;
  /** The site's origin (e.g. https://lizit.com): links to it count as internal. */
  origin?: string;
};

/** One check: `ok` false is a warning, never an error. */
export type SeoCheck = { id: string; ok: boolean; message: string };

/** Below this many words an article is flagged as short. */
export const MIN_WORDS = 300;

/** Lower case, accents folded, whitespace collapsed: how texts are compared. */
function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of some HTML: tags dropped, the common entities decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** The number of words of some HTML's text. */
export function wordCount(html: string): number {
  const text = htmlText(html);
  return text ? text.split(' ').filter((w) => /[\p{L}\p{N}]/u.test(w)).length : 0;
}

/** The text of the first paragraph that has any (else the start of the text). */
export function firstParagraph(html: string): string {
  for (const m of html.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/gi)) {
    const text = htmlText(m[1]!);
    if (text) return text;
  }
  return htmlText(html).slice(0, 600);
}

/** How many `<img>` of some HTML have no alt text (missing or blank). */
export function imagesWithoutAlt(html: string): number {
  let count = 0;
  for (const m of html.matchAll(/<img\b[^>]*>/gi)) {
    const alt = /\balt\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(m[0]);
    if (!alt || !(alt[1] ?? alt[2] ?? alt[3] ?? '').trim()) count++;
  }
  return count;
}

/** Whether some HTML links to another page of the site (a "/…" path or the site's origin). */
export function hasInternalLink(html: string, origin?: string): boolean {
  for (const m of html.matchAll(/<a\b[^>]*\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    const href = (m[1] ?? m[2] ?? '').trim();
    if (href.startsWith('/') && !href.startsWith('//')) return true;
    if (origin && (href === origin || href.startsWith(`${origin}/`))) return true;
  }
  return false;
}

/**
 * The editor's SEO checks, in display order: meta description present and within
 * 920 px, title within 580 px, a featured image, the focus keyphrase (set; in the title, slug,
 * first paragraph and meta description), content of at least {@link MIN_WORDS} words, every image
 * with alt text, at least one internal link. Pure; never throws.
 * @returns every check, `ok: false` for a warning (the pre-publish checklist lists those)
 */
export function seoChecks(input: SeoCheckInput): SeoCheck[] {
  const checks: SeoCheck[] = [];
  const add = (id: string, ok: boolean, good: string, bad: string) =>
    checks.push({ id, ok, message: ok ? good : bad });
  const meta = input.metaDescription.trim();
  add(
    'meta-description',
    meta.length > 0,
    'The post has a meta description.',
    'No meta description: search engines will show the excerpt or a snippet of their choice.',
  );
  if (meta)
    add(
      'description-width',
      descriptionWidth(meta) <= SERP_LIMITS.description,
      'The meta description fits in a search result.',
      'The meta description is too long: search results cut it.',
    );
  add(
    'title-width',
    titleWidth(input.seoTitle) <= SERP_LIMITS.title,
    'The SEO title fits in a search result.',
    'The SEO title is too long: search results cut it.',
  );
  add(
    'featured-image',
    input.featuredImage.trim().length > 0,
    'The post has a featured image.',
    'No featured image: shares will use the generated image.',
  );
  const phrase = normalize(input.focusKeyphrase);
  if (!phrase) {
    checks.push({ id: 'keyphrase', ok: false, message: 'No focus keyphrase set.' });
  } else {
    const slugPhrase = slugify(input.focusKeyphrase);
    add(
      'keyphrase-title',
      normalize(input.seoTitle).includes(phrase),
      'The focus keyphrase is in the SEO title.',
      'The focus keyphrase is not in the SEO title.',
    );
    add(
      'keyphrase-slug',
      slugPhrase.length > 0 && input.slug.includes(slugPhrase),
      'The focus keyphrase is in the slug.',
      'The focus keyphrase is not in the slug.',
    );
    add(
      'keyphrase-intro',
      normalize(firstParagraph(input.content)).includes(phrase),
      'The focus keyphrase is in the first paragraph.',
      'The focus keyphrase is not in the first paragraph.',
    );
    add(
      'keyphrase-description',
      normalize(meta).includes(phrase),
      'The focus keyphrase is in the meta description.',
      'The focus keyphrase is not in the meta description.',
    );
  }
  const words = wordCount(input.content);
  add(
    'length',
    words >= MIN_WORDS,
    `The content has ${words} words.`,
    `The content has ${words} word${words === 1 ? '' : 's'}: aim for at least ${MIN_WORDS}.`,
  );
  const noAlt = imagesWithoutAlt(input.content);
  add(
    'image-alt',
    noAlt === 0,
    'Every image has alt text.',
    `${noAlt} image${noAlt === 1 ? ' has' : 's have'} no alt text.`,
  );
  add(
    'internal-link',
    hasInternalLink(input.content, input.origin),
    'The content links to another page of the site.',
    'No internal link: link to another page of the site.',
  );
  return checks;
}
